import { UpdateProfileBody, type UserResponse } from '@academy/contracts';
import { Router } from 'express';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { currentUser, requireAuth } from '../../http/require-auth';
import { validate } from '../../http/validate';
import { createUserRepository } from './user.repository';
import { getProfile, updateProfile } from './user.service';

export function userRoutes(db: Database, tokens: TokenService): Router {
  const repository = createUserRepository(db);
  const router = Router();
  router.use(requireAuth(tokens));
  // Every answer here carries personal data.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/profile', (req, res) => {
    const body: UserResponse = { user: getProfile(repository, currentUser(req).id) };
    res.json(body);
  });

  router.put('/profile', validate({ body: UpdateProfileBody }), (req, res) => {
    const body: UserResponse = { user: updateProfile(repository, currentUser(req).id, req.body) };
    res.json(body);
  });

  return router;
}
