import { Router } from 'express';
import type { Database } from '../../db/client';
import { createHealthRepository } from './health.repository';
import { checkHealth } from './health.service';

export function healthRoutes(db: Database): Router {
  const repository = createHealthRepository(db);
  const router = Router();
  router.get('/', (_req, res) => {
    // Monitors poll this: a cached "ok" would hide an outage.
    res.set('Cache-Control', 'no-store').json(checkHealth(repository));
  });
  return router;
}
