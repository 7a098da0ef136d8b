import { LoginResponse, PROBLEM_TYPES, VALIDATION_MESSAGES as M } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { passwordResets, refreshTokens } from '../../db/schema/auth';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { expectProblem } from '../../testing/assertions';
import { createUser } from '../../testing/factories';
import { createCapturingLogger } from '../../testing/log-capture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  hashResetToken,
  INVALID_RESET_DETAIL,
  RESET_MAIL_SUBJECT,
  RESET_TOKEN_TTL_MS,
} from './auth.service';

// bcrypt at cost 12 is slow: one hash of the old password for every user these tests create.
const OLD_PASSWORD = 'Old-passw0rd';
const NEW_PASSWORD = 'New-passw0rd';
let oldHash: string;

beforeAll(async () => {
  oldHash = await hashPassword(OLD_PASSWORD);
});

function forgot(testApp: TestApp, email: string) {
  return request(testApp.app).post('/api/auth/forgot-password').send({ email });
}

function reset(testApp: TestApp, token: string, password = NEW_PASSWORD) {
  return request(testApp.app).post('/api/auth/reset-password').send({ token, password });
}

/** The token from the one reset mail in the outbox (as the user would click it). */
function tokenFromOutbox(testApp: TestApp): string {
  const mails = testApp.db.select().from(outbox).all();
  expect(mails).toHaveLength(1);
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.body ?? '');
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

describe('POST /api/auth/forgot-password', () => {
  let testApp: TestApp;
  let log: ReturnType<typeof createCapturingLogger>;
  beforeEach(() => {
    log = createCapturingLogger();
    testApp = createTestApp({ logger: log.logger });
  });

  it('queues a one-hour link with a hashed 32-byte token and logs neither token nor link', async () => {
    const user = createUser(testApp.db, { email: 'ann@example.co.uk', passwordHash: oldHash });
    const before = Date.now();
    const res = await forgot(testApp, 'ANN@example.co.uk').expect(202);
    expect(res.text).toBe('');

    const token = tokenFromOutbox(testApp);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [mail] = testApp.db.select().from(outbox).all();
    expect(mail).toMatchObject({ to: 'ann@example.co.uk', subject: RESET_MAIL_SUBJECT });
    // TRUST_PROXY is off: the Host header is the client's, so the link is site-relative.
    expect(mail?.body).toContain(` /reset-password?token=${token}`);

    const stored = testApp.db.select().from(passwordResets).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashResetToken(token));
    expect(stored[0]?.userId).toBe(user.id);
    expect(stored[0]?.usedAt).toBeNull();
    const expiresAt = stored[0]?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + RESET_TOKEN_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + RESET_TOKEN_TTL_MS);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(log.text()).toContain('reset mail queued');
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain('reset-password?');
  });

  it('answers an unknown email exactly as a known one and queues nothing', async () => {
    createUser(testApp.db, { email: 'ann@example.co.uk' });
    const known = await forgot(testApp, 'ann@example.co.uk');
    const unknown = await forgot(testApp, 'nobody@example.co.uk');
    expect(unknown.status).toBe(202);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(testApp.db.select().from(outbox).all()).toHaveLength(1);
    expect(testApp.db.select().from(passwordResets).all()).toHaveLength(1);
  });

  it('builds an absolute link from the request only behind a trusted proxy', async () => {
    const proxied = createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    createUser(proxied.db, { email: 'ann@example.co.uk' });
    await request(proxied.app)
      .post('/api/auth/forgot-password')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'academy.example.co.uk')
      .send({ email: 'ann@example.co.uk' })
      .expect(202);
    const token = tokenFromOutbox(proxied);
    expect(proxied.db.select().from(outbox).get()?.body).toContain(
      `https://academy.example.co.uk/reset-password?token=${token}`,
    );
  });

  it('ignores a forged Host when no proxy is trusted', async () => {
    createUser(testApp.db, { email: 'ann@example.co.uk' });
    await forgot(testApp, 'ann@example.co.uk')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .expect(202);
    expect(testApp.db.select().from(outbox).get()?.body).not.toContain('evil');
  });

  it.each([
    [{}, M.emailRequired],
    [{ email: 'not-an-email' }, M.emailInvalid],
  ])('answers 400 for a malformed body %j', async (body, message) => {
    const problem = expectProblem(
      await request(testApp.app).post('/api/auth/forgot-password').send(body),
      400,
    );
    expect(problem.errors?.email).toContain(message);
  });

  it('refuses unknown keys', async () => {
    expectProblem(
      await request(testApp.app)
        .post('/api/auth/forgot-password')
        .send({ email: 'ann@example.co.uk', role: 'admin' }),
      400,
    );
  });
});

describe('POST /api/auth/reset-password', () => {
  let testApp: TestApp;
  let log: ReturnType<typeof createCapturingLogger>;
  let userId: number;
  beforeEach(() => {
    log = createCapturingLogger();
    testApp = createTestApp({ logger: log.logger });
    userId = createUser(testApp.db, { email: 'ann@example.co.uk', passwordHash: oldHash }).id;
  });

  function login(password: string) {
    return request(testApp.app)
      .post('/api/auth/login')
      .send({ email: 'ann@example.co.uk', password });
  }

  it('sets the new password, ends every session, and works only once', async () => {
    const first = LoginResponse.parse((await login(OLD_PASSWORD).expect(200)).body);
    const second = LoginResponse.parse((await login(OLD_PASSWORD).expect(200)).body);
    await forgot(testApp, 'ann@example.co.uk').expect(202);
    const token = tokenFromOutbox(testApp);

    const res = await reset(testApp, token).expect(204);
    expect(res.text).toBe('');

    const row = testApp.db.select().from(users).where(eq(users.id, userId)).get();
    expect(await verifyPassword(NEW_PASSWORD, row?.passwordHash ?? '')).toBe(true);
    expect(testApp.db.select().from(passwordResets).get()?.usedAt).toBeInstanceOf(Date);
    const live = testApp.db
      .select()
      .from(refreshTokens)
      .all()
      .filter((stored) => stored.revokedAt === null);
    expect(live).toEqual([]);
    for (const session of [first, second]) {
      expectProblem(
        await request(testApp.app)
          .post('/api/auth/refresh')
          .send({ refreshToken: session.tokens.refreshToken }),
        401,
      );
    }

    // Single use: the same link again is refused, and the password stays the new one.
    const again = expectProblem(await reset(testApp, token, 'Another-passw0rd'), 400);
    expect(again.type).toBe(PROBLEM_TYPES.badRequest);
    expect(again.detail).toBe(INVALID_RESET_DETAIL);
    expectProblem(await login(OLD_PASSWORD), 401);
    await login(NEW_PASSWORD).expect(200);

    expect(log.text()).not.toContain(token);
  });

  it('lets exactly one of two concurrent resets with one token win', async () => {
    await forgot(testApp, 'ann@example.co.uk').expect(202);
    const token = tokenFromOutbox(testApp);
    const results = await Promise.all([
      reset(testApp, token, 'First-passw0rd'),
      reset(testApp, token, 'Second-passw0rd'),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([204, 400]);
  });

  it('refuses an unknown token with the clear detail', async () => {
    const problem = expectProblem(await reset(testApp, 'not-a-real-token'), 400);
    expect(problem.detail).toBe(INVALID_RESET_DETAIL);
    expect(log.text()).not.toContain('not-a-real-token');
  });

  it('refuses an expired token', async () => {
    testApp.db
      .insert(passwordResets)
      .values({
        tokenHash: hashResetToken('expired-token'),
        userId,
        expiresAt: new Date(Date.now() - 1),
      })
      .run();
    const problem = expectProblem(await reset(testApp, 'expired-token'), 400);
    expect(problem.detail).toBe(INVALID_RESET_DETAIL);
    const row = testApp.db.select().from(users).where(eq(users.id, userId)).get();
    expect(row?.passwordHash).toBe(oldHash);
  });

  it('applies the register rules to the new password', async () => {
    await forgot(testApp, 'ann@example.co.uk').expect(202);
    const token = tokenFromOutbox(testApp);
    const problem = expectProblem(await reset(testApp, token, 'lowercase1'), 400);
    expect(problem.errors?.password).toContain(M.passwordComplexity);
    // A refused password does not use the link up.
    await reset(testApp, token).expect(204);
  });

  it('answers 400 without a token', async () => {
    const problem = expectProblem(
      await request(testApp.app)
        .post('/api/auth/reset-password')
        .send({ token: '', password: NEW_PASSWORD }),
      400,
    );
    expect(problem.errors?.token).toContain(INVALID_RESET_DETAIL);
  });
});
