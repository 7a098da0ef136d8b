import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_EXPORT_FILENAME,
  AccountExport,
  PROBLEM_TYPES,
  TokensResponse,
  UserResponse,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createTokenService, type TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { passwordResets, refreshTokens } from '../../db/schema/auth';
import { contactMessages } from '../../db/schema/contact';
import { practiceSessions, sessionItems } from '../../db/schema/practice';
import { questions } from '../../db/schema/questions';
import { users } from '../../db/schema/users';
import { expectProblem } from '../../testing/assertions';
import { createUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { EMAIL_IN_USE_DETAIL, WRONG_CURRENT_PASSWORD_DETAIL } from './account.service';

const ACCOUNT = '/api/account';
const EXPORT = '/api/account/export';
const PASSWORD = 'OldPassw0rd';
const NEW_PASSWORD = 'NewPassw0rd';

// bcrypt at cost 12 takes about 180 ms: the password is hashed once for the whole file.
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

interface Fixture {
  testApp: TestApp;
  tokens: TokenService;
  userId: number;
  bearer: string;
}

function setUp(): Fixture {
  const testApp = createTestApp();
  const tokens = createTokenService(testApp.config.jwt);
  const userId = createUser(testApp.db, {
    name: 'Ann Learner',
    email: 'ann@example.co.uk',
    passwordHash,
  }).id;
  const bearer = `Bearer ${tokens.signAccessToken({ id: userId, role: 'learner' })}`;
  return { testApp, tokens, userId, bearer };
}

/** A stored refresh token for the user (what a login makes), without paying for a login. */
function storeRefreshToken(db: Database, tokens: TokenService, userId: number): string {
  const issued = tokens.issueRefreshToken();
  db.insert(refreshTokens)
    .values({
      jti: issued.jti,
      userId,
      familyId: randomUUID(),
      tokenHash: issued.tokenHash,
      expiresAt: issued.expiresAt,
    })
    .run();
  return issued.token;
}

function refresh(testApp: TestApp, refreshToken: string) {
  return request(testApp.app).post('/api/auth/refresh').send({ refreshToken });
}

function storedUser(db: Database, userId: number) {
  return db.select().from(users).where(eq(users.id, userId)).get();
}

describe('PUT /api/account', () => {
  let f: Fixture;

  beforeEach(() => {
    f = setUp();
  });

  function put(body: object, authorization: string | null = f.bearer) {
    const req = request(f.testApp.app).put(ACCOUNT);
    if (authorization !== null) req.set('Authorization', authorization);
    return req.send(body);
  }

  it('saves phone, address, notifications and theme without the current password', async () => {
    const res = await put({
      phone: '+44 7700 900123',
      address: '1 High Street',
      notifications: { phoneReminders: true },
      theme: 'dark',
    }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(UserResponse.parse(res.body).user).toEqual({
      id: f.userId,
      name: 'Ann Learner',
      email: 'ann@example.co.uk',
      role: 'learner',
      phone: '+447700900123',
      address: '1 High Street',
      notifications: { phoneReminders: true, emailReminders: true, emailMarketing: false },
      theme: 'dark',
    });
  });

  it('accepts the unchanged email without the current password (the form sends it back)', async () => {
    const res = await put({ email: 'Ann@Example.co.uk', theme: 'light' }).expect(200);
    expect(UserResponse.parse(res.body).user).toMatchObject({
      email: 'ann@example.co.uk',
      theme: 'light',
    });
  });

  it.each([
    ['a new email', { email: 'ann.new@example.co.uk' }],
    ['a new password', { password: NEW_PASSWORD }],
  ])('asks for the current password to change %s (400 on currentPassword)', async (_c, body) => {
    const problem = expectProblem(await put(body), 400);
    expect(problem.type).toBe(PROBLEM_TYPES.validation);
    expect(problem.errors).toEqual({
      currentPassword: [VALIDATION_MESSAGES.currentPasswordRequired],
    });
    expect(storedUser(f.testApp.db, f.userId)).toMatchObject({
      email: 'ann@example.co.uk',
      passwordHash,
    });
  });

  it('answers 403 with a clear detail to a wrong current password, and changes nothing', async () => {
    const problem = expectProblem(
      await put({ email: 'ann.new@example.co.uk', theme: 'dark', currentPassword: 'Wrong1pass' }),
      403,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.forbidden);
    expect(problem.detail).toBe(WRONG_CURRENT_PASSWORD_DETAIL);
    expect(storedUser(f.testApp.db, f.userId)).toMatchObject({
      email: 'ann@example.co.uk',
      theme: 'system',
    });
  });

  it('changes the email (stored lower-case) with the current password', async () => {
    const res = await put({ email: 'Ann.New@Example.co.uk', currentPassword: PASSWORD }).expect(
      200,
    );
    expect(UserResponse.parse(res.body).user.email).toBe('ann.new@example.co.uk');
    expect(storedUser(f.testApp.db, f.userId)?.email).toBe('ann.new@example.co.uk');
  });

  it('answers 409 when the new email belongs to another account (any case)', async () => {
    createUser(f.testApp.db, { email: 'bob@example.co.uk' });
    const problem = expectProblem(
      await put({ email: 'BOB@example.co.uk', currentPassword: PASSWORD }),
      409,
    );
    expect(problem.detail).toBe(EMAIL_IN_USE_DETAIL);
    expect(storedUser(f.testApp.db, f.userId)?.email).toBe('ann@example.co.uk');
  });

  it('applies the register rules to the new password', async () => {
    const problem = expectProblem(
      await put({ password: 'alllowercase1', currentPassword: PASSWORD }),
      400,
    );
    expect(problem.errors).toEqual({ password: [VALIDATION_MESSAGES.passwordComplexity] });
  });

  it('changes the password and revokes every refresh token of the user, only theirs', async () => {
    const { db } = f.testApp;
    const first = storeRefreshToken(db, f.tokens, f.userId);
    const second = storeRefreshToken(db, f.tokens, f.userId);
    const otherId = createUser(db).id;
    const others = storeRefreshToken(db, f.tokens, otherId);

    await put({ password: NEW_PASSWORD, currentPassword: PASSWORD }).expect(200);

    const row = storedUser(db, f.userId);
    expect(row?.passwordHash).not.toBe(passwordHash);
    expect(await verifyPassword(NEW_PASSWORD, row?.passwordHash ?? '')).toBe(true);
    const revoked = db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, f.userId))
      .all()
      .map((token) => token.revokedAt);
    expect(revoked).toHaveLength(2);
    expect(revoked.every((at) => at instanceof Date)).toBe(true);

    expectProblem(await refresh(f.testApp, first), 401);
    expectProblem(await refresh(f.testApp, second), 401);
    TokensResponse.parse((await refresh(f.testApp, others).expect(200)).body);
  });

  it('changes email and password together, with one current password', async () => {
    const refreshToken = storeRefreshToken(f.testApp.db, f.tokens, f.userId);
    await put({
      email: 'ann.new@example.co.uk',
      password: NEW_PASSWORD,
      currentPassword: PASSWORD,
    }).expect(200);
    expect(storedUser(f.testApp.db, f.userId)?.email).toBe('ann.new@example.co.uk');
    expectProblem(await refresh(f.testApp, refreshToken), 401);
  });

  it('answers 401 when the account no longer exists', async () => {
    f.testApp.db.delete(users).where(eq(users.id, f.userId)).run();
    expectProblem(await put({ theme: 'dark' }), 401);
  });

  it('refuses a role in the body', async () => {
    expectProblem(await put({ theme: 'dark', role: 'admin' }), 400);
    expect(storedUser(f.testApp.db, f.userId)?.role).toBe('learner');
  });

  it('answers 401 without a bearer token', async () => {
    expectProblem(await put({ theme: 'dark' }, null), 401);
  });
});

describe('GET /api/account/export', () => {
  let f: Fixture;

  beforeEach(() => {
    f = setUp();
  });

  function seedUserData(db: Database, userId: number) {
    db.insert(questions)
      .values({
        id: 'car-test-001',
        bank: 'theory',
        category: 'Road Signs',
        difficulty: 'easy',
        question: 'What does a red circle mean?',
        options: ['An order', 'A warning'],
        correctIndex: 0,
        explanation: 'Circles give orders.',
        reference: 'Highway Code',
      })
      .run();
    const sessionId = randomUUID();
    db.insert(practiceSessions)
      .values({ id: sessionId, userId, type: 'practice', questionCount: 1, category: 'Road Signs' })
      .run();
    db.insert(sessionItems)
      .values({
        sessionId,
        position: 0,
        questionId: 'car-test-001',
        selectedIndex: 1,
        isCorrect: false,
        timeSpentS: 12,
        answeredAt: new Date('2026-01-05T09:00:00Z'),
      })
      .run();
    db.insert(passwordResets)
      .values({
        tokenHash: 'reset-hash-must-not-leak',
        userId,
        expiresAt: new Date('2026-01-05T10:00:00Z'),
      })
      .run();
    db.insert(contactMessages)
      .values([
        {
          fullName: 'Ann Learner',
          email: 'ann@example.co.uk',
          phone: '+447700900123',
          message: 'When can I book a lesson?',
        },
        {
          fullName: 'Someone Else',
          email: 'someone@example.co.uk',
          phone: '+447700900456',
          message: 'Not about Ann at all.',
        },
      ])
      .run();
    return sessionId;
  }

  it('downloads everything stored about the user as academy-data.json', async () => {
    const { db } = f.testApp;
    const sessionId = seedUserData(db, f.userId);
    storeRefreshToken(db, f.tokens, f.userId);
    // Another learner's data stays out of Ann's export.
    const otherId = createUser(db).id;
    db.insert(practiceSessions)
      .values({ id: randomUUID(), userId: otherId, type: 'mock', questionCount: 50 })
      .run();
    storeRefreshToken(db, f.tokens, otherId);

    const res = await request(f.testApp.app).get(EXPORT).set('Authorization', f.bearer).expect(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = AccountExport.parse(res.body);
    expect(data.user).toMatchObject({ id: f.userId, email: 'ann@example.co.uk', role: 'learner' });
    expect(data.practiceSessions).toEqual([
      expect.objectContaining({
        id: sessionId,
        type: 'practice',
        category: 'Road Signs',
        items: [
          {
            position: 0,
            questionId: 'car-test-001',
            selectedIndex: 1,
            isCorrect: false,
            timeSpentS: 12,
            flagged: false,
            answeredAt: '2026-01-05T09:00:00.000Z',
          },
        ],
      }),
    ]);
    expect(data.refreshTokens).toHaveLength(1);
    expect(data.passwordResets).toEqual([
      expect.objectContaining({ expiresAt: '2026-01-05T10:00:00.000Z', usedAt: null }),
    ]);
    expect(data.contactMessages.map((message) => message.message)).toEqual([
      'When can I book a lesson?',
    ]);
  });

  it('never contains the password hash or any token hash', async () => {
    const { db } = f.testApp;
    seedUserData(db, f.userId);
    storeRefreshToken(db, f.tokens, f.userId);
    const tokenHashes = db
      .select()
      .from(refreshTokens)
      .all()
      .map((token) => token.tokenHash);

    const res = await request(f.testApp.app).get(EXPORT).set('Authorization', f.bearer).expect(200);
    expect(res.text).not.toContain(passwordHash);
    expect(res.text).not.toContain('reset-hash-must-not-leak');
    for (const hash of tokenHashes) expect(res.text).not.toContain(hash);
    expect(res.text).not.toMatch(/password_?hash|token_?hash|"token"/i);
  });

  it('exports a new learner with empty lists', async () => {
    const res = await request(f.testApp.app).get(EXPORT).set('Authorization', f.bearer).expect(200);
    const data = AccountExport.parse(res.body);
    expect(data).toMatchObject({
      practiceSessions: [],
      refreshTokens: [],
      passwordResets: [],
      contactMessages: [],
    });
  });

  it('answers 401 without a bearer token', async () => {
    expectProblem(await request(f.testApp.app).get(EXPORT), 401);
  });
});

describe('DELETE /api/account', () => {
  let f: Fixture;

  beforeEach(() => {
    f = setUp();
  });

  function del(body: object, authorization: string | null = f.bearer) {
    const req = request(f.testApp.app).delete(ACCOUNT);
    if (authorization !== null) req.set('Authorization', authorization);
    return req.send(body);
  }

  it('answers 403 to a wrong current password and deletes nothing', async () => {
    const problem = expectProblem(await del({ currentPassword: 'Wrong1pass' }), 403);
    expect(problem.detail).toBe(WRONG_CURRENT_PASSWORD_DETAIL);
    expect(storedUser(f.testApp.db, f.userId)).toBeDefined();
  });

  it('requires the current password (400)', async () => {
    const problem = expectProblem(await del({}), 400);
    expect(problem.errors).toEqual({ currentPassword: [VALIDATION_MESSAGES.passwordRequired] });
  });

  it('deletes the user and all their data; their tokens stop working', async () => {
    const { db } = f.testApp;
    const refreshToken = storeRefreshToken(db, f.tokens, f.userId);
    const sessionId = randomUUID();
    db.insert(questions)
      .values({
        id: 'car-test-002',
        bank: 'theory',
        category: 'Road Signs',
        difficulty: 'easy',
        question: 'Q?',
        options: ['A', 'B'],
        correctIndex: 0,
        explanation: 'E.',
        reference: 'R',
      })
      .run();
    db.insert(practiceSessions)
      .values({ id: sessionId, userId: f.userId, type: 'practice', questionCount: 1 })
      .run();
    db.insert(sessionItems).values({ sessionId, position: 0, questionId: 'car-test-002' }).run();
    db.insert(passwordResets)
      .values({ tokenHash: 'h', userId: f.userId, expiresAt: new Date(Date.now() + 60_000) })
      .run();
    db.insert(contactMessages)
      .values({
        fullName: 'Ann Learner',
        email: 'ann@example.co.uk',
        phone: '+447700900123',
        message: 'Please call me back.',
      })
      .run();
    const otherId = createUser(db).id;
    const otherToken = storeRefreshToken(db, f.tokens, otherId);

    const res = await del({ currentPassword: PASSWORD }).expect(204);
    expect(res.text).toBe('');

    expect(storedUser(db, f.userId)).toBeUndefined();
    expect(db.select().from(practiceSessions).all()).toEqual([]);
    expect(db.select().from(sessionItems).all()).toEqual([]);
    expect(db.select().from(passwordResets).all()).toEqual([]);
    expect(db.select().from(contactMessages).all()).toEqual([]);
    expect(
      db
        .select()
        .from(refreshTokens)
        .all()
        .map((token) => token.userId),
    ).toEqual([otherId]);
    // The question bank is the academy's, not the learner's.
    expect(db.select().from(questions).all()).toHaveLength(1);

    expectProblem(await refresh(f.testApp, refreshToken), 401);
    expectProblem(
      await request(f.testApp.app).get('/api/user/profile').set('Authorization', f.bearer),
      401,
    );
    expectProblem(await request(f.testApp.app).get(EXPORT).set('Authorization', f.bearer), 401);
    expectProblem(await del({ currentPassword: PASSWORD }), 401);
    // Other learners are untouched.
    TokensResponse.parse((await refresh(f.testApp, otherToken).expect(200)).body);
  });

  it('answers 401 without a bearer token', async () => {
    expectProblem(await del({ currentPassword: PASSWORD }, null), 401);
    expect(storedUser(f.testApp.db, f.userId)).toBeDefined();
  });
});
