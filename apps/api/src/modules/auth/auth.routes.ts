import {
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  RefreshTokenBody,
  RegisterBody,
  ResetPasswordBody,
} from '@academy/contracts';
import { type Request, Router } from 'express';
import type { Logger } from 'pino';
import type { TokenService } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limits';
import { currentUser, requireAuth } from '../../http/require-auth';
import { validate } from '../../http/validate';
import type { Mailer } from '../../mail/outbox-mailer';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';

export interface AuthRoutesDeps {
  db: Database;
  tokens: TokenService;
  logger: Logger;
  mailer: Mailer;
  limiters: RateLimiters;
  trustProxy: Config['trustProxy'];
}

/**
 * The origin for links in mail, or '' for a site-relative link.
 *
 * NOTE: the Host header is the client's to choose, so an absolute link built from it lets anyone
 * request a reset for a victim whose mail then points at the attacker's site with a live token
 * (reset-link poisoning). Only behind a proxy the operator declared with TRUST_PROXY, which sets
 * the host and scheme itself, is the request's origin used; otherwise the link is site-relative
 * (`/reset-password?token=...`), which a mail client cannot open on its own: a configured public
 * origin would be the full fix.
 */
function mailLinkOrigin(req: Request, trustProxy: Config['trustProxy']): string {
  if (trustProxy === false || trustProxy === 0) return '';
  const candidate = `${req.protocol}://${req.host}`;
  if (!URL.canParse(candidate)) return '';
  const { origin } = new URL(candidate);
  return origin === 'null' ? '' : origin;
}

export function authRoutes({
  db,
  tokens,
  logger,
  mailer,
  limiters,
  trustProxy,
}: AuthRoutesDeps): Router {
  const service = createAuthService({
    repository: createAuthRepository(db),
    tokens,
    logger,
    mailer,
  });
  const router = Router();

  // Nothing here may be cached: every answer carries a user or a credential.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post(
    '/register',
    limiters.signupsPerIp,
    validate({ body: RegisterBody }),
    async (req, res) => {
      res.status(201).json(await service.register(req.body));
    },
  );

  router.post(
    '/login',
    limiters.loginFailuresPerIp,
    limiters.loginFailuresPerAccount,
    validate({ body: LoginBody }),
    async (req, res) => {
      res.json(await service.login(req.body));
    },
  );

  router.post('/refresh', validate({ body: RefreshTokenBody }), (req, res) => {
    res.json(service.refresh(req.body.refreshToken));
  });

  // The body is optional: a client without a refresh token can still end its session politely.
  router.post(
    '/logout',
    requireAuth(tokens),
    validate({ body: LogoutBody.optional() }),
    (req, res) => {
      service.logout(currentUser(req).id, req.body?.refreshToken);
      res.status(204).end();
    },
  );

  // 202 and an empty body whether or not the account exists: no account enumeration.
  router.post(
    '/forgot-password',
    limiters.resetsPerIp,
    validate({ body: ForgotPasswordBody }),
    (req, res) => {
      service.forgotPassword(req.body, mailLinkOrigin(req, trustProxy));
      res.status(202).end();
    },
  );

  router.post(
    '/reset-password',
    limiters.resetsPerIp,
    validate({ body: ResetPasswordBody }),
    async (req, res) => {
      await service.resetPassword(req.body);
      res.status(204).end();
    },
  );

  return router;
}
