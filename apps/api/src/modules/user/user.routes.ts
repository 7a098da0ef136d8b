import type { UserResponse } from '@academy/contracts';
import { Router } from 'express';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { currentUser, requireAuth } from '../../http/require-auth';
import { createUserRepository } from './user.repository';
import { getProfile } from './user.service';

export function userRoutes(db: Database, tokens: TokenService): Router {
  const repository = createUserRepository(db);
  const router = Router();
  router.use(requireAuth(tokens));
  router.get('/profile', (req, res) => {
    const body: UserResponse = { user: getProfile(repository, currentUser(req).id) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
