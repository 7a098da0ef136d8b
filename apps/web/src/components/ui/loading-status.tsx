import { STATUS_MESSAGES } from '@academy/contracts';

/** The SPEC's 'Loading...' as a polite live region, for route chunks and session checks. */
export function LoadingStatus() {
  return (
    <p role="status" className="mx-auto w-full max-w-6xl px-4 py-10 text-muted">
      {STATUS_MESSAGES.loading}
    </p>
  );
}
