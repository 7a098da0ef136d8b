import {
  ACCOUNT_EXPORT_FILENAME,
  DeleteAccountBody,
  UpdateAccountBody,
  type UserResponse,
} from '@academy/contracts';
import { Router } from 'express';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { currentUser, requireAuth } from '../../http/require-auth';
import { validate } from '../../http/validate';
import { createUserRepository } from '../user/user.repository';
import { createAccountRepository } from './account.repository';
import { createAccountService } from './account.service';

export function accountRoutes(db: Database, tokens: TokenService): Router {
  const service = createAccountService({
    users: createUserRepository(db),
    repository: createAccountRepository(db),
  });
  const router = Router();
  router.use(requireAuth(tokens));
  // Every answer here carries personal data.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.put('/', validate({ body: UpdateAccountBody }), async (req, res) => {
    const body: UserResponse = { user: await service.update(currentUser(req).id, req.body) };
    res.json(body);
  });

  router.get('/export', (req, res) => {
    const data = service.exportData(currentUser(req).id);
    // Written by hand: res.attachment() leaves the quotes off a name that does not need them.
    res.set('Content-Disposition', `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`).json(data);
  });

  router.delete('/', validate({ body: DeleteAccountBody }), async (req, res) => {
    await service.delete(currentUser(req).id, req.body.currentPassword);
    res.status(204).end();
  });

  return router;
}
