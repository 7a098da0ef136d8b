import { createSecretKey } from 'node:crypto';
import {
  fillMessage,
  NOTHING_TO_UPDATE,
  PROBLEM_TYPES,
  UK_PHONE_EXAMPLE,
  UserResponse,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
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
      user: {
        id: userId,
        name: 'Ann Learner',
        email: 'ann@example.co.uk',
        role: 'learner',
        phone: null,
        address: null,
        notifications: { phoneReminders: false, emailReminders: true, emailMarketing: false },
        theme: 'system',
      },
    });
    // Every field is sent, not left to the schema's defaults.
    expect(Object.keys((res.body as { user: object }).user).sort()).toEqual([
      'address',
      'email',
      'id',
      'name',
      'notifications',
      'phone',
      'role',
      'theme',
    ]);
    expect(res.text).not.toMatch(/stored-hash-that-matches-no-password|password/i);
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

describe('PUT /api/user/profile', () => {
  let testApp: TestApp;
  let userId: number;
  let bearer: string;

  beforeEach(() => {
    testApp = createTestApp();
    userId = createUser(testApp.db, { name: 'Ann Learner', email: 'ann@example.co.uk' }).id;
    bearer = `Bearer ${createTokenService(testApp.config.jwt).signAccessToken({ id: userId, role: 'learner' })}`;
  });

  function put(body: unknown, authorization: string | null = bearer) {
    const req = request(testApp.app).put(PROFILE);
    if (authorization !== null) req.set('Authorization', authorization);
    return req.send(body as object);
  }

  function storedUser() {
    return testApp.db.select().from(users).where(eq(users.id, userId)).get();
  }

  it('saves every settings field and answers with the whole user', async () => {
    const res = await put({
      name: '  Ann Driver ',
      phone: '+44 7700 900123',
      address: '  1 High Street, Leeds  ',
      notifications: { phoneReminders: true, emailReminders: false, emailMarketing: true },
      theme: 'high-contrast',
    }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const expected = {
      id: userId,
      name: 'Ann Driver',
      email: 'ann@example.co.uk',
      role: 'learner',
      phone: '+447700900123',
      address: '1 High Street, Leeds',
      notifications: { phoneReminders: true, emailReminders: false, emailMarketing: true },
      theme: 'high-contrast',
    } as const;
    expect(UserResponse.parse(res.body)).toEqual({ user: expected });

    // Stored, not just echoed: the next profile read sees it.
    const again = await request(testApp.app).get(PROFILE).set('Authorization', bearer).expect(200);
    expect(UserResponse.parse(again.body).user).toEqual(expected);
  });

  it('changes only what is sent; notifications may be sent in part', async () => {
    await put({ phone: '+447700900123', theme: 'dark' }).expect(200);
    const res = await put({ notifications: { emailMarketing: true } }).expect(200);
    expect(UserResponse.parse(res.body).user).toMatchObject({
      name: 'Ann Learner',
      phone: '+447700900123',
      theme: 'dark',
      notifications: { phoneReminders: false, emailReminders: true, emailMarketing: true },
    });
  });

  it('clears the phone and address when they are sent blank or null', async () => {
    await put({ phone: '+447700900123', address: '1 High Street' }).expect(200);
    const res = await put({ phone: '', address: null }).expect(200);
    expect(UserResponse.parse(res.body).user).toMatchObject({ phone: null, address: null });
    expect(storedUser()).toMatchObject({ phone: null, address: null });
  });

  it.each([['07700 900123'], ['+44 7700 90012'], ['+33 6 12 34 56 78']])(
    'refuses the phone %j with the SPEC message and the example number',
    async (phone) => {
      const problem = expectProblem(await put({ phone }), 400);
      expect(problem.type).toBe(PROBLEM_TYPES.validation);
      const message = fillMessage(VALIDATION_MESSAGES.phoneInvalid, { phone: UK_PHONE_EXAMPLE });
      expect(problem.errors).toEqual({ phone: [message] });
      expect(problem.detail).toBe(message);
    },
  );

  it('refuses an address over 500 characters and a too-short name', async () => {
    const problem = expectProblem(await put({ address: 'x'.repeat(501), name: 'A' }), 400);
    expect(problem.errors).toEqual({
      address: [VALIDATION_MESSAGES.addressMax],
      name: [VALIDATION_MESSAGES.nameMin],
    });
    await put({ address: 'x'.repeat(500) }).expect(200);
  });

  it('refuses an unknown theme and notifications that are not booleans', async () => {
    const problem = expectProblem(
      await put({ theme: 'neon', notifications: { emailReminders: 'yes' } }),
      400,
    );
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual([
      'notifications.emailReminders',
      'theme',
    ]);
  });

  it('refuses an empty body', async () => {
    const problem = expectProblem(await put({}), 400);
    expect(problem.errors).toEqual({ body: [NOTHING_TO_UPDATE] });
  });

  it.each([
    ['role', { role: 'admin' }],
    ['email (PUT /api/account, with the password)', { email: 'eve@example.co.uk' }],
    ['passwordHash', { passwordHash: 'x' }],
  ])('refuses the key %s and changes nothing', async (_case, body) => {
    expectProblem(await put({ theme: 'dark', ...body }), 400);
    expect(storedUser()).toMatchObject({
      role: 'learner',
      email: 'ann@example.co.uk',
      theme: 'system',
    });
  });

  it('answers 401 without a bearer token', async () => {
    expectProblem(await put({ theme: 'dark' }, null), 401);
    expect(storedUser()?.theme).toBe('system');
  });

  it('answers 401 when the account no longer exists', async () => {
    testApp.db.delete(users).where(eq(users.id, userId)).run();
    expectProblem(await put({ theme: 'dark' }), 401);
  });
});
