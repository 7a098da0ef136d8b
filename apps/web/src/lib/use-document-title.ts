import { useLayoutEffect } from 'react';
import { SITE } from './site';

/**
 * Each screen names itself in the tab title, which is also what screen readers announce first.
 * NOTE: a layout effect, so the title changes in the same commit as the screen (a passive effect
 * can run after the new heading is already on screen, which tests and assistive tech both see).
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = `${title} | ${SITE.name}`;
  }, [title]);
}
