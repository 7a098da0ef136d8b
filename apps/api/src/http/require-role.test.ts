import { PROBLEM_TYPES, type Role } from '@academy/contracts';
import express, { type Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, type TokenService } from '../auth/tokens';
import { createSilentLogger } from '../logger';
import { expectProblem } from '../testing/assertions';
import { createTestConfig } from '../testing/test-app';
import { createErrorHandler } from './error-handler';
import { requireAuth } from './require-auth';
import { ROLE_REQUIRED_DETAIL, requireRole } from './require-role';

describe('requireRole', () => {
  let app: Express;
  let tokens: TokenService;

  beforeAll(() => {
    tokens = createTokenService(createTestConfig().jwt);
    // A tiny router of its own: the middleware alone, with the real requireAuth and error handler.
    app = express();
    app.get('/admin', requireAuth(tokens), requireRole('admin'), (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/any', requireAuth(tokens), requireRole('learner', 'admin'), (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/forgot-auth', requireRole('admin'), (_req, res) => {
      res.json({ ok: true });
    });
    app.use(createErrorHandler(createSilentLogger()));
  });

  const bearer = (role: Role) => `Bearer ${tokens.signAccessToken({ id: 7, role })}`;

  it('lets an admin through', async () => {
    const res = await request(app).get('/admin').set('Authorization', bearer('admin')).expect(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers 403 problem details to a learner', async () => {
    const problem = expectProblem(
      await request(app).get('/admin').set('Authorization', bearer('learner')),
      403,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.forbidden);
    expect(problem.detail).toBe(ROLE_REQUIRED_DETAIL);
  });

  it('accepts any of several roles', async () => {
    await request(app).get('/any').set('Authorization', bearer('learner')).expect(200);
    await request(app).get('/any').set('Authorization', bearer('admin')).expect(200);
  });

  it('answers 401, not 403, when nobody is signed in', async () => {
    expectProblem(await request(app).get('/admin'), 401);
  });

  it('answers 401 when requireAuth was left off by mistake (never lets the request through)', async () => {
    expectProblem(await request(app).get('/forgot-auth'), 401);
  });
});
