import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingStatus } from '../../components/ui/loading-status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus main without adding #main-content to the URL (the router would see a navigation).
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only rounded-md bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to main content
    </a>
  );
}

/** Skip link, navigation, the screen (loaded on demand) and, for the public layout, the footer. */
export function PageShell({ withFooter }: { withFooter: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-page text-ink">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <Suspense fallback={<LoadingStatus />}>
          <Outlet />
        </Suspense>
      </main>
      {withFooter ? <SiteFooter /> : null}
    </div>
  );
}
