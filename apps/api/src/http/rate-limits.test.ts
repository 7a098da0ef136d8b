import { PROBLEM_TYPES } from '@academy/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { expectProblem } from '../testing/assertions';
import { createUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// Every real login failure is a cost-12 bcrypt compare (about 180 ms): the limits are set low
// where the number does not matter, and malformed bodies (no bcrypt) are used for per-IP counts.
// The tests that do pay for a dozen compares get a longer timeout than vitest's 5 s.
const BCRYPT_HEAVY_TIMEOUT_MS = 30_000;
const PASSWORD = 'Passw0rd-test';
let knownHash: string;

beforeAll(async () => {
  knownHash = await hashPassword(PASSWORD);
});

function login(testApp: TestApp, email: string, password: string, forwardedFor?: string) {
  const req = request(testApp.app).post('/api/auth/login');
  if (forwardedFor !== undefined) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ email, password });
}

function expectRateLimited(res: request.Response) {
  const problem = expectProblem(res, 429);
  expect(problem.type).toBe(PROBLEM_TYPES.rateLimited);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  // Standard headers only (draft 8), none of the legacy X-RateLimit-* ones.
  expect(res.headers.ratelimit).toBeDefined();
  expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  return problem;
}

describe('failed logins per account', () => {
  it(
    'answers the 11th failed login for one email with a 429 problem and Retry-After',
    async () => {
      const testApp = createTestApp();
      createUser(testApp.db, { email: 'ann@example.co.uk', passwordHash: knownHash });
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expectProblem(await login(testApp, 'ann@example.co.uk', 'Wrong-passw0rd'), 401);
      }
      const res = await login(testApp, 'ANN@example.co.uk', PASSWORD);
      expectRateLimited(res);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Another account from the same IP is unaffected.
      createUser(testApp.db, { email: 'bob@example.co.uk', passwordHash: knownHash });
      await login(testApp, 'bob@example.co.uk', PASSWORD).expect(200);
    },
    BCRYPT_HEAVY_TIMEOUT_MS,
  );

  it(
    'does not count successful logins',
    async () => {
      const testApp = createTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES: '2' } });
      createUser(testApp.db, { email: 'ann@example.co.uk', passwordHash: knownHash });
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await login(testApp, 'ann@example.co.uk', PASSWORD).expect(200);
      }
      expectProblem(await login(testApp, 'ann@example.co.uk', 'Wrong-passw0rd'), 401);
      expectProblem(await login(testApp, 'ann@example.co.uk', 'Wrong-passw0rd'), 401);
      expectRateLimited(await login(testApp, 'ann@example.co.uk', PASSWORD));
    },
    BCRYPT_HEAVY_TIMEOUT_MS,
  );
});

describe('failed logins per IP', () => {
  it('ignores a forged X-Forwarded-For when TRUST_PROXY is off', async () => {
    const testApp = createTestApp({
      env: { RATE_LIMIT_LOGIN_FAILURES_IP: '3', RATE_LIMIT_LOGIN_FAILURES: '0' },
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expectProblem(
        await login(testApp, `user${attempt}@example.co.uk`, '', `10.0.0.${attempt}`),
        400,
      );
    }
    expectRateLimited(await login(testApp, 'user4@example.co.uk', '', '10.0.0.4'));
  });

  it('keys on the forwarded address when a proxy is trusted', async () => {
    const testApp = createTestApp({
      env: { RATE_LIMIT_LOGIN_FAILURES_IP: '1', TRUST_PROXY: 'loopback' },
    });
    expectProblem(await login(testApp, 'ann@example.co.uk', '', '203.0.113.1'), 400);
    expectRateLimited(await login(testApp, 'ann@example.co.uk', '', '203.0.113.1'));
    expectProblem(await login(testApp, 'ann@example.co.uk', '', '203.0.113.2'), 400);
  });
});

describe('signups per IP', () => {
  it('answers 429 once the hourly budget is spent', async () => {
    const testApp = createTestApp({ env: { RATE_LIMIT_SIGNUPS: '2' } });
    const register = (email: string) =>
      request(testApp.app)
        .post('/api/auth/register')
        .send({ name: 'Ann Learner', email, password: PASSWORD });
    await register('one@example.co.uk').expect(201);
    await register('two@example.co.uk').expect(201);
    const problem = expectRateLimited(await register('three@example.co.uk'));
    expect(problem.detail).toMatch(/try again/i);
  });
});

describe('forgot-password and reset per IP', () => {
  it('shares one budget between both endpoints', async () => {
    const testApp = createTestApp({ env: { RATE_LIMIT_RESETS: '2' } });
    await request(testApp.app)
      .post('/api/auth/forgot-password')
      .send({ email: 'ann@example.co.uk' })
      .expect(202);
    expectProblem(
      await request(testApp.app)
        .post('/api/auth/reset-password')
        .send({ token: 'nope', password: PASSWORD }),
      400,
    );
    expectRateLimited(
      await request(testApp.app)
        .post('/api/auth/forgot-password')
        .send({ email: 'ann@example.co.uk' }),
    );
  });
});

describe('a limit of 0', () => {
  it('turns the limit off', async () => {
    const testApp = createTestApp({
      env: {
        RATE_LIMIT_SIGNUPS: '0',
        RATE_LIMIT_LOGIN_FAILURES: '0',
        RATE_LIMIT_LOGIN_FAILURES_IP: '0',
        RATE_LIMIT_RESETS: '0',
      },
    });
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      // Malformed bodies: rejected by validation (no bcrypt), yet each passes the limiter first.
      expectProblem(await request(testApp.app).post('/api/auth/register').send({}), 400);
      expectProblem(await login(testApp, 'ann@example.co.uk', ''), 400);
      expectProblem(await request(testApp.app).post('/api/auth/forgot-password').send({}), 400);
    }
  });
});
