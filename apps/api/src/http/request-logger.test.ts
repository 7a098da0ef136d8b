import { HealthResponse, PROBLEM_TYPES } from '@academy/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../testing/assertions';
import { createCapturingLogger } from '../testing/log-capture';
import { createTestApp } from '../testing/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const { app } = createTestApp();

  it('echoes a valid incoming x-request-id', async () => {
    const res = await request(app)
      .get('/api/health')
      .set('x-request-id', 'edge-42.a_b')
      .expect(200);
    HealthResponse.parse(res.body);
    expect(res.headers['x-request-id']).toBe('edge-42.a_b');
  });

  it('replaces a missing, too long or unsafe one with a UUID', async () => {
    for (const incoming of [undefined, 'x'.repeat(129), 'evil\tvalue', 'a b', '<script>']) {
      const req = request(app).get('/api/health');
      if (incoming !== undefined) req.set('x-request-id', incoming);
      const res = await req.expect(200);
      HealthResponse.parse(res.body);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('request log lines', () => {
  it('writes one line per request with id, method, path, status and time, and nothing secret', async () => {
    const capture = createCapturingLogger();
    const { app } = createTestApp({ logger: capture.logger });

    const secrets = {
      bearer: 'eyJhbGciOiJIUzI1NiJ9.secret-access-token.sig',
      password: 'Hunter2-Secret-Password',
      refresh: 'refresh-token-value-0123456789',
      reset: 'reset-token-abcdef123456',
      cookie: 'sid=cookie-secret-value',
    };
    const res = await request(app)
      .post(`/api/auth/login?token=${secrets.reset}&next=/dashboard`)
      .set('Authorization', `Bearer ${secrets.bearer}`)
      .set('Cookie', secrets.cookie)
      .set('x-request-id', 'log-test-1')
      .send({ email: 'sam@example.co.uk', password: secrets.password });
    expectProblem(res, 401);
    expectProblem(
      await request(app).post('/api/auth/refresh').send({ refreshToken: secrets.refresh }),
      401,
    );
    const health = await request(app).get('/api/health?probe=1').expect(200);
    HealthResponse.parse(health.body);

    const lines = capture.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(3);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      reqId: 'log-test-1',
      method: 'POST',
      path: '/api/auth/login',
      status: 401,
    });
    expect(typeof requestLines[0]?.ms).toBe('number');
    expect(requestLines[1]).toMatchObject({
      method: 'POST',
      path: '/api/auth/refresh',
      status: 401,
    });
    expect(requestLines[2]).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });

    const text = capture.text();
    for (const secret of [
      ...Object.values(secrets),
      'sam@example.co.uk',
      'authorization',
      'cookie',
      '?',
    ]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('logs server errors with the request id, and problem bodies stay clean', async () => {
    const capture = createCapturingLogger();
    const { app, db } = createTestApp({ logger: capture.logger });
    db.$client.close();
    const problem = expectProblem(
      await request(app).get('/api/health').set('x-request-id', 'down-1'),
      503,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.unavailable);
    const failure = capture
      .lines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ reqId: 'down-1', level: 50 });
  });

  it('redacts credentials even if an object carrying them is logged', () => {
    const capture = createCapturingLogger();
    capture.logger.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=1' } },
        body: { password: 'Pa55word!', currentPassword: 'Old-Pa55', token: 'reset-123' },
        tokens: { accessToken: 'a1', refreshToken: 'r1' },
        resetLink: 'https://academy.example/reset-password?token=zzz',
      },
      'oops',
    );
    const text = capture.text();
    for (const secret of [
      'abc.def.ghi',
      'sid=1',
      'Pa55word!',
      'Old-Pa55',
      'reset-123',
      '"a1"',
      '"r1"',
      'token=zzz',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
