import type { Role } from '@academy/contracts';
import type { RequestHandler } from 'express';
import { ForbiddenError } from './errors';
import { currentUser } from './require-auth';

export const ROLE_REQUIRED_DETAIL = 'An administrator account is needed to do that.';

/**
 * Lets the request through only when the signed-in user has one of `roles`; goes after
 * requireAuth (without it the request is a 401). The role is the access token's: a role change
 * takes effect at the next refresh, within the access token's 15 minutes.
 */
export function requireRole(...roles: [Role, ...Role[]]): RequestHandler {
  const allowed = new Set<Role>(roles);
  return (req, _res, next) => {
    const user = currentUser(req);
    next(allowed.has(user.role) ? undefined : new ForbiddenError(ROLE_REQUIRED_DETAIL));
  };
}
