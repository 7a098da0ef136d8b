import { useEffect } from 'react';
import { SITE } from './site';

/** Each screen names itself in the tab title, which is also what screen readers announce first. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE.name}`;
  }, [title]);
}
