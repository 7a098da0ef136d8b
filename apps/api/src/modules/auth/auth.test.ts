import {
  LoginResponse,
  PROBLEM_TYPES,
  RegisterResponse,
  TokensResponse,
  UserResponse,
  VALIDATION_MESSAGES as M,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BCRYPT_COST, hashPassword } from '../../auth/passwords';
import { hashRefreshToken } from '../../auth/tokens';
import { refreshTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { expectProblem } from '../../testing/assertions';
import { createUser } from '../../testing/factories';
import { createCapturingLogger } from '../../testing/log-capture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { EMAIL_TAKEN_DETAIL, INVALID_LOGIN_DETAIL } from './auth.service';

// NOTE: the passwords module has no injectable cost, so every hash and compare here is a real
// cost-12 bcrypt (about 180 ms): users that only need to exist get one hash made in beforeAll.
const PASSWORD = 'Passw0rd-test';
let knownHash: string;

beforeAll(async () => {
  knownHash = await hashPassword(PASSWORD);
});

/** A user whose password is PASSWORD, inserted directly (no bcrypt cost). */
function existingUser(testApp: TestApp, email: string) {
  return createUser(testApp.db, { email, passwordHash: knownHash });
}

async function login(testApp: TestApp, email: string, password = PASSWORD) {
  const res = await request(testApp.app)
    .post('/api/auth/login')
    .send({ email, password })
    .expect(200);
  return LoginResponse.parse(res.body);
}

function refresh(testApp: TestApp, refreshToken: string) {
  return request(testApp.app).post('/api/auth/refresh').send({ refreshToken });
}

describe('POST /api/auth/register', () => {
  let testApp: TestApp;
  beforeEach(() => {
    testApp = createTestApp();
  });

  it('creates a learner with a lower-case email and a cost-12 hash, and returns no tokens', async () => {
    const res = await request(testApp.app)
      .post('/api/auth/register')
      .send({ name: '  Ann Learner ', email: 'Ann.Learner@Example.CO.UK', password: PASSWORD })
      .expect(201);
    const { user } = RegisterResponse.parse(res.body);
    // The profile fields (phone, theme...) are the user module's tests' concern.
    expect(user).toMatchObject({
      id: user.id,
      name: 'Ann Learner',
      email: 'ann.learner@example.co.uk',
      role: 'learner',
    });
    expect(Object.keys(res.body as object)).toEqual(['user']);
    expect(res.text).not.toContain(PASSWORD);

    const row = testApp.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(row?.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`));
    expect(testApp.db.select().from(refreshTokens).all()).toEqual([]);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    existingUser(testApp, 'taken@example.co.uk');
    const problem = expectProblem(
      await request(testApp.app)
        .post('/api/auth/register')
        .send({ name: 'Someone', email: 'TAKEN@Example.co.uk', password: PASSWORD }),
      409,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.conflict);
    expect(problem.detail).toBe(EMAIL_TAKEN_DETAIL);
  });

  it('creates one account when two registrations with one email race', async () => {
    // Both pass the early check while bcrypt runs; the unique index decides between them.
    const register = (email: string) =>
      request(testApp.app)
        .post('/api/auth/register')
        .send({ name: 'Racer', email, password: PASSWORD });
    const results = await Promise.all([
      register('race@example.co.uk'),
      register('Race@Example.co.uk'),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(testApp.db.select().from(users).all()).toHaveLength(1);
  });

  const valid = { name: 'Ann Learner', email: 'ann@example.co.uk', password: PASSWORD };
  it.each([
    ['name', { ...valid, name: undefined }, M.nameRequired],
    ['name', { ...valid, name: '   ' }, M.nameRequired],
    ['name', { ...valid, name: 'A' }, M.nameMin],
    ['email', { ...valid, email: undefined }, M.emailRequired],
    ['email', { ...valid, email: '' }, M.emailRequired],
    ['email', { ...valid, email: 'ann@example' }, M.emailInvalid],
    ['password', { ...valid, password: undefined }, M.passwordRequired],
    ['password', { ...valid, password: '' }, M.passwordRequired],
    ['password', { ...valid, password: 'Abc1' }, M.passwordMin],
    ['password', { ...valid, password: 'lowercase1' }, M.passwordComplexity],
    ['password', { ...valid, password: 'UPPERCASE1' }, M.passwordComplexity],
    ['password', { ...valid, password: 'NoDigitsHere' }, M.passwordComplexity],
    // 3 + 35 x 2 = 73 UTF-8 bytes in 38 characters: bcrypt would silently drop the end.
    ['password', { ...valid, password: `Aa1${'é'.repeat(35)}` }, M.passwordTooLong],
    ['password', { ...valid, password: `Aa1${'a'.repeat(70)}` }, M.passwordTooLong],
  ])('answers 400 with the %s message %j', async (field, body, message) => {
    const problem = expectProblem(
      await request(testApp.app).post('/api/auth/register').send(body),
      400,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.validation);
    expect(problem.errors?.[field]).toContain(message);
    expect(testApp.db.select().from(users).all()).toEqual([]);
  });

  it('accepts a password of exactly 72 bytes', async () => {
    await request(testApp.app)
      .post('/api/auth/register')
      .send({ ...valid, password: `Aa1${'é'.repeat(34)}x` })
      .expect(201);
  });

  it('refuses a role, or any other unknown key, in the body', async () => {
    const problem = expectProblem(
      await request(testApp.app)
        .post('/api/auth/register')
        .send({ ...valid, role: 'admin' }),
      400,
    );
    expect(problem.errors?.body?.join(' ')).toMatch(/role/);
    expect(testApp.db.select().from(users).all()).toEqual([]);
  });

  it('answers 400 when there is no body', async () => {
    expectProblem(await request(testApp.app).post('/api/auth/register'), 400);
  });
});

describe('POST /api/auth/login', () => {
  let testApp: TestApp;
  beforeEach(() => {
    testApp = createTestApp();
  });

  it('returns the user and a token pair, matching the email case-insensitively', async () => {
    const row = existingUser(testApp, 'ann@example.co.uk');
    const session = await login(testApp, 'ANN@example.co.uk');
    expect(session.user).toMatchObject({
      id: row.id,
      name: row.name,
      email: 'ann@example.co.uk',
      role: 'learner',
    });
    expect(session.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is stored.
    const stored = testApp.db.select().from(refreshTokens).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashRefreshToken(session.tokens.refreshToken));
    expect(JSON.stringify(stored)).not.toContain(session.tokens.refreshToken);

    const profile = await request(testApp.app)
      .get('/api/user/profile')
      .set('Authorization', `Bearer ${session.tokens.accessToken}`)
      .expect(200);
    expect(UserResponse.parse(profile.body).user.id).toBe(row.id);
  });

  it('gives an unknown email and a wrong password the same 401 body', async () => {
    existingUser(testApp, 'ann@example.co.uk');
    const unknown = await request(testApp.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.co.uk', password: PASSWORD });
    const wrong = await request(testApp.app)
      .post('/api/auth/login')
      .send({ email: 'ann@example.co.uk', password: 'Wrong-passw0rd' });
    const problem = expectProblem(unknown, 401);
    expectProblem(wrong, 401);
    expect(problem.detail).toBe(INVALID_LOGIN_DETAIL);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers['www-authenticate']).toBe(unknown.headers['www-authenticate']);
  });

  it('answers 400 with the SPEC messages when fields are missing', async () => {
    const problem = expectProblem(
      await request(testApp.app).post('/api/auth/login').send({ email: '', password: '' }),
      400,
    );
    // The field schema also reports the (obvious) format failure after the SPEC's first message.
    expect(problem.errors?.email?.[0]).toBe(M.emailRequired);
    expect(problem.errors?.password).toEqual([M.passwordRequired]);
  });
});

describe('POST /api/auth/refresh and /api/auth/logout', () => {
  let testApp: TestApp;
  let capture: ReturnType<typeof createCapturingLogger>;
  beforeEach(() => {
    capture = createCapturingLogger();
    testApp = createTestApp({ logger: capture.logger });
  });

  it('rotates: a new pair, the old refresh token used up', async () => {
    existingUser(testApp, 'ann@example.co.uk');
    const session = await login(testApp, 'ann@example.co.uk');

    const res = await refresh(testApp, session.tokens.refreshToken).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { tokens } = TokensResponse.parse(res.body);
    expect(tokens.refreshToken).not.toBe(session.tokens.refreshToken);
    await request(testApp.app)
      .get('/api/user/profile')
      .set('Authorization', `Bearer ${tokens.accessToken}`)
      .expect(200);

    const rows = testApp.db.select().from(refreshTokens).all();
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first?.familyId).toBe(second?.familyId);
    expect(first?.revokedAt).not.toBeNull();
    expect(first?.replacedBy).toBe(second?.jti);
    expect(second?.revokedAt).toBeNull();
  });

  it('revokes the whole family when a used token comes back, and logs it without the token', async () => {
    existingUser(testApp, 'ann@example.co.uk');
    const session = await login(testApp, 'ann@example.co.uk');
    const first = session.tokens.refreshToken;
    const second = TokensResponse.parse((await refresh(testApp, first).expect(200)).body).tokens;
    const third = TokensResponse.parse(
      (await refresh(testApp, second.refreshToken).expect(200)).body,
    ).tokens;

    const reuse = expectProblem(await refresh(testApp, first), 401);
    expect(reuse.type).toBe(PROBLEM_TYPES.unauthorized);
    // The newest token of the family, never used, stops working too.
    expectProblem(await refresh(testApp, third.refreshToken), 401);

    const warnings = capture
      .lines()
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toContain(
      'refresh token reuse detected: token family revoked',
    );

    // Nothing secret in the log of the whole journey.
    const log = capture.text();
    expect(log).not.toContain(PASSWORD);
    for (const token of [session.tokens, second, third].flatMap((pair) => [
      pair.accessToken,
      pair.refreshToken,
    ])) {
      expect(log).not.toContain(token);
    }
  });

  it('lets exactly one of two concurrent refreshes with one token succeed', async () => {
    existingUser(testApp, 'ann@example.co.uk');
    const session = await login(testApp, 'ann@example.co.uk');
    const results = await Promise.all([
      refresh(testApp, session.tokens.refreshToken),
      refresh(testApp, session.tokens.refreshToken),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('answers 401 for an expired or unknown refresh token, 400 without one', async () => {
    existingUser(testApp, 'ann@example.co.uk');
    const session = await login(testApp, 'ann@example.co.uk');
    testApp.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .run();
    expectProblem(await refresh(testApp, session.tokens.refreshToken), 401);
    expectProblem(await refresh(testApp, 'no-such-token'), 401);
    expectProblem(await request(testApp.app).post('/api/auth/refresh').send({}), 400);
  });

  it('logout revokes the presented refresh token and answers 204 every time', async () => {
    existingUser(testApp, 'ann@example.co.uk');
    const session = await login(testApp, 'ann@example.co.uk');
    const logout = () =>
      request(testApp.app)
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${session.tokens.accessToken}`)
        .send({ refreshToken: session.tokens.refreshToken });

    const res = await logout().expect(204);
    expect(res.text).toBe('');
    await logout().expect(204);
    expectProblem(await refresh(testApp, session.tokens.refreshToken), 401);

    // Without a body too.
    await request(testApp.app)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${session.tokens.accessToken}`)
      .expect(204);
  });

  it('logout needs a bearer token and leaves another user’s refresh token alone', async () => {
    existingUser(testApp, 'ann@example.co.uk');
    existingUser(testApp, 'bob@example.co.uk');
    const ann = await login(testApp, 'ann@example.co.uk');
    const bob = await login(testApp, 'bob@example.co.uk');

    expectProblem(
      await request(testApp.app)
        .post('/api/auth/logout')
        .send({ refreshToken: ann.tokens.refreshToken }),
      401,
    );
    await request(testApp.app)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${bob.tokens.accessToken}`)
      .send({ refreshToken: ann.tokens.refreshToken })
      .expect(204);
    await refresh(testApp, ann.tokens.refreshToken).expect(200);
  });
});
