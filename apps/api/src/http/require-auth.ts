import type { Request, RequestHandler } from 'express';
import type { AuthUser, TokenService } from '../auth/tokens';
import { UnauthorizedError } from './errors';

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/;

/**
 * Lets the request through only with `Authorization: Bearer <access token>` that verifies; puts
 * the token's user on `req.user`. Everything else (no header, another scheme, a malformed, expired
 * or forged token, a refresh token) is the same 401.
 */
export function requireAuth(tokens: TokenService): RequestHandler {
  return (req, _res, next) => {
    const match = BEARER.exec(req.headers.authorization ?? '');
    const user = match?.[1] === undefined ? null : tokens.verifyAccessToken(match[1]);
    if (!user) {
      next(new UnauthorizedError());
      return;
    }
    req.user = user;
    next();
  };
}

/** The signed-in user of a route behind requireAuth (a 401 if it was left off by mistake). */
// Only `user` is read, so a request typed by validate() (parsed body and query) fits too.
export function currentUser(req: Pick<Request, 'user'>): AuthUser {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
}
