import { STATUS_MESSAGES } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(STATUS_MESSAGES.notFoundTitle);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="mt-4 text-xl text-muted">{STATUS_MESSAGES.notFoundTitle}</p>
      <Link
        to="/"
        className="mt-8 rounded-md bg-brand px-5 py-3 font-semibold text-on-brand no-underline hover:underline"
      >
        {STATUS_MESSAGES.returnHome}
      </Link>
    </div>
  );
}
