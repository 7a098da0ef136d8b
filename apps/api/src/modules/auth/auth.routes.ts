import { LoginBody, LogoutBody, RefreshTokenBody, RegisterBody } from '@academy/contracts';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { currentUser, requireAuth } from '../../http/require-auth';
import { validate } from '../../http/validate';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';

export function authRoutes(db: Database, tokens: TokenService, logger: Logger): Router {
  const service = createAuthService({ repository: createAuthRepository(db), tokens, logger });
  const router = Router();

  // Nothing here may be cached: every answer carries a user or a credential.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/register', validate({ body: RegisterBody }), async (req, res) => {
    res.status(201).json(await service.register(req.body));
  });

  router.post('/login', validate({ body: LoginBody }), async (req, res) => {
    res.json(await service.login(req.body));
  });

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

  return router;
}
