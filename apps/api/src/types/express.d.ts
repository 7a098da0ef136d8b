import type { AuthUser } from '../auth/tokens';

// Properties our middleware adds to every Express request.
declare global {
  namespace Express {
    interface Request {
      /** Set by the request logger: the incoming x-request-id when valid, otherwise a random UUID. */
      id: string;
      /** Set by requireAuth (http/require-auth.ts); read it with currentUser(req). */
      user?: AuthUser;
    }
  }
}
