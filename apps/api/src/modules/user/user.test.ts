import { createSecretKey } from 'node:crypto';
import { PROBLEM_TYPES, UserResponse } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createTokenService,
  type TokenService,
} from '../../auth/tokens';
import { users } from '../../db/schema/users';
import { expectProblem } from '../../testing/assertions';
import { createUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const PROFILE = '/api/user/profile';

describe('GET /api/user/profile', () => {
  let testApp: TestApp;
  let tokens: TokenService;
  let userId: number;

  beforeEach(() => {
    testApp = createTestApp();
    tokens = createTokenService(testApp.config.jwt);
    userId = createUser(testApp.db, { name: 'Ann Learner', email: 'ann@example.co.uk' }).id;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Signs claims with the app's own access secret, so only the claim under test is wrong. */
  function signWithAppKey(
    claims: Record<string, unknown>,
    options: jwt.SignOptions = {},
    secret = testApp.config.jwt.accessSecret,
  ): string {
    return jwt.sign(claims, createSecretKey(Buffer.from(secret)), {
      algorithm: 'HS256',
      expiresIn: 900,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      subject: String(userId),
      ...options,
    });
  }

  async function expectUnauthorized(authorization: string | undefined) {
    const req = request(testApp.app).get(PROFILE);
    if (authorization !== undefined) req.set('Authorization', authorization);
    const problem = expectProblem(await req, 401);
    expect(problem.type).toBe(PROBLEM_TYPES.unauthorized);
    return problem;
  }

  it('returns the signed-in user, without the password hash', async () => {
    const accessToken = tokens.signAccessToken({ id: userId, role: 'learner' });
    const res = await request(testApp.app)
      .get(PROFILE)
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(UserResponse.parse(res.body)).toEqual({
      user: { id: userId, name: 'Ann Learner', email: 'ann@example.co.uk', role: 'learner' },
    });
    expect(Object.keys((res.body as { user: object }).user).sort()).toEqual([
      'email',
      'id',
      'name',
      'role',
    ]);
    expect(res.text).not.toMatch(/placeholder-not-a-bcrypt-hash|password/i);
  });

  it('answers 401 with WWW-Authenticate when there is no Authorization header', async () => {
    const res = await request(testApp.app).get(PROFILE);
    expectProblem(res, 401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['another scheme', () => `Basic ${Buffer.from('ann:pw').toString('base64')}`],
    ['an empty bearer', () => 'Bearer '],
    ['a malformed token', () => 'Bearer not-a-jwt'],
    ['a refresh token', () => `Bearer ${tokens.issueRefreshToken().token}`],
  ])('answers 401 for %s', async (_case, header) => {
    await expectUnauthorized(header());
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: String(userId),
      typ: 'access',
      role: 'admin',
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
      iat: now,
      exp: now + 900,
    })}.`;
    await expectUnauthorized(`Bearer ${unsigned}`);
  });

  it('answers 401 for a token signed with another key', async () => {
    const forged = signWithAppKey(
      { typ: 'access', role: 'learner' },
      {},
      'some-other-secret-of-at-least-32-bytes!!',
    );
    await expectUnauthorized(`Bearer ${forged}`);
  });

  it('answers 401 for a token with the right key but another algorithm', async () => {
    await expectUnauthorized(
      `Bearer ${signWithAppKey({ typ: 'access', role: 'learner' }, { algorithm: 'HS512' })}`,
    );
  });

  it.each([
    ['another issuer', { typ: 'access', role: 'learner' }, { issuer: 'someone-else' }],
    ['another audience', { typ: 'access', role: 'learner' }, { audience: 'someone-else' }],
    ['no typ claim', { role: 'learner' }, {}],
    ['typ refresh', { typ: 'refresh', role: 'learner' }, {}],
    ['an unknown role', { typ: 'access', role: 'root' }, {}],
  ])('answers 401 for a token with %s', async (_case, claims, options) => {
    await expectUnauthorized(`Bearer ${signWithAppKey(claims, options)}`);
  });

  it('answers 401 once the access token has expired (15 minutes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuedAt = new Date('2026-01-05T09:00:00Z');
    vi.setSystemTime(issuedAt);
    const accessToken = tokens.signAccessToken({ id: userId, role: 'learner' });

    vi.setSystemTime(new Date(issuedAt.getTime() + 14 * 60_000));
    await request(testApp.app)
      .get(PROFILE)
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(200);

    vi.setSystemTime(new Date(issuedAt.getTime() + 15 * 60_000 + 1_000));
    await expectUnauthorized(`Bearer ${accessToken}`);
  });

  it('answers 401 when the account no longer exists', async () => {
    const accessToken = tokens.signAccessToken({ id: userId, role: 'learner' });
    testApp.db.delete(users).where(eq(users.id, userId)).run();
    await expectUnauthorized(`Bearer ${accessToken}`);
  });
});
