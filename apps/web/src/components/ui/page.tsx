import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PageProps {
  /** The screen's one h1, also used for the document title. */
  title: string;
  /** A sentence on what the screen is for. */
  intro?: string;
  children?: ReactNode;
}

export function Page({ title, intro, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="mt-3 max-w-prose text-lg text-muted">{intro}</p> : null}
      {children}
    </div>
  );
}
