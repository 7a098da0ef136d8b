import { PROBLEM_TYPES } from '@academy/contracts';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import { expectProblem } from '../testing/assertions';
import { createCapturingLogger } from '../testing/log-capture';
import { createErrorHandler, notFound } from './error-handler';
import {
  ConflictError,
  INTERNAL_ERROR_DETAIL,
  TooManyRequestsError,
  UnauthorizedError,
} from './errors';
import { requestLogger } from './request-logger';
import { jsonBody } from './security';
import { validate } from './validate';

describe('API errors through createApp', () => {
  const { app } = createTestApp();

  it('answers malformed JSON with a 400 problem and no stack trace', async () => {
    const res = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{bad');
    const problem = expectProblem(res, 400);
    expect(problem).toEqual({
      type: PROBLEM_TYPES.badRequest,
      title: 'Bad Request',
      status: 400,
      detail: 'The request body is not valid JSON.',
    });
    expect(res.text).not.toMatch(/Unexpected token|SyntaxError|node_modules/);
  });

  it('answers a body over 300 KB with 413', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(301 * 1024) });
    const problem = expectProblem(
      await request(app).post('/api/courses').set('Content-Type', 'application/json').send(big),
      413,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.payloadTooLarge);
  });

  it('accepts a body just under the limit (then 404s the unknown route)', async () => {
    const fine = JSON.stringify({ content: 'x'.repeat(290 * 1024) });
    expectProblem(
      await request(app).post('/api/nowhere').set('Content-Type', 'application/json').send(fine),
      404,
    );
  });

  it('answers a non-JSON body with 415', async () => {
    const problem = expectProblem(
      await request(app).post('/api/auth/login').type('form').send('email=a%40b.co&password=x'),
      415,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.unsupportedMediaType);
  });

  it('answers an unknown /api route with a 404 problem, for any method', async () => {
    for (const res of [
      await request(app).get('/api/nope'),
      await request(app).delete('/api/nope/deeper'),
      await request(app).get('/api'),
    ]) {
      const problem = expectProblem(res, 404);
      expect(problem.type).toBe(PROBLEM_TYPES.notFound);
      expect(problem.detail).toBe('There is no API endpoint at this address.');
    }
  });

  it('answers non-API paths with a 404 problem when no SPA is built', async () => {
    for (const res of [
      await request(app).get('/dashboard').set('Accept', 'text/html'),
      await request(app).post('/x'),
    ]) {
      expectProblem(res, 404);
    }
  });

  it('answers a malformed percent-encoding in a path with a problem, not a page', async () => {
    const res = await request(app).get('/api/health/%E0%A4%A');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expectProblem(res, res.status);
  });
});

/** A small app with the real logger, error handler and parser, and routes that fail on purpose. */
function throwingApp(nodeEnv: 'development' | 'production') {
  const capture = createCapturingLogger();
  const app = express();
  // What Express's own error pages key off: development would show a stack trace.
  app.set('env', nodeEnv);
  app.use(requestLogger(capture.logger));
  app.use(jsonBody());
  app.get('/boom', () => {
    throw new Error('SQLITE_CORRUPT: secret internal detail at /srv/app/db.ts:12');
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw new TypeError("Cannot read properties of undefined (reading 'passwordHash')");
  });
  app.get('/string-thrown', () => {
    // Something throwing a non-Error must still become a clean 500.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw 'raw string with internals';
  });
  app.get('/conflict', () => {
    throw new ConflictError('An account with this email already exists.');
  });
  app.get('/limited', () => {
    throw new TooManyRequestsError(42.2);
  });
  app.get('/private', () => {
    throw new UnauthorizedError();
  });
  app.get('/zod', () => {
    z.object({ email: z.string().min(1, 'Email is required') }).parse({ email: '' });
  });
  app.post(
    '/validated/:id',
    validate({
      params: z.object({ id: z.coerce.number().int().positive('id must be positive') }),
      query: z.object({ limit: z.coerce.number().int().max(50, 'limit is at most 50').optional() }),
      body: z.object({ email: z.string().min(1, 'Email is required'), count: z.number() }),
    }),
    (req, res) => {
      // Typed by validate: a number, a number or undefined, and the parsed body.
      const id: number = req.params.id;
      const limit: number | undefined = req.query.limit;
      res.json({ id, limit: limit ?? null, email: req.body.email });
    },
  );
  app.post(
    '/optional-body',
    validate({ body: z.object({ refreshToken: z.string() }).optional() }),
    (req, res) => {
      res.json({ given: req.body?.refreshToken ?? null });
    },
  );
  app.use(notFound());
  app.use(createErrorHandler(capture.logger));
  return { app, capture };
}

describe.each(['development', 'production'] as const)(
  'the error handler with NODE_ENV=%s',
  (nodeEnv) => {
    it('answers malformed JSON to the real app with a 400 problem', async () => {
      const { app } = createTestApp({ env: { NODE_ENV: nodeEnv } });
      expect(app.get('env')).toBe(nodeEnv);
      const res = await request(app)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send('{bad');
      expect(expectProblem(res, 400).detail).toBe('The request body is not valid JSON.');
    });

    it('answers an unexpected error with a bare 500 and logs it with the request id', async () => {
      const { app, capture } = throwingApp(nodeEnv);
      for (const path of ['/boom', '/async-boom', '/string-thrown']) {
        const res = await request(app)
          .get(path)
          .set('x-request-id', `req-${path.slice(1)}`);
        const problem = expectProblem(res, 500);
        expect(problem).toEqual({
          type: PROBLEM_TYPES.internal,
          title: 'Internal Server Error',
          status: 500,
          detail: INTERNAL_ERROR_DETAIL,
        });
        expect(res.text).not.toMatch(/SQLITE|secret|internals|passwordHash|\.ts:/);
        const logged = capture.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(
          logged.some(
            (entry) => entry.reqId === `req-${path.slice(1)}` && entry.msg === 'request failed',
          ),
        ).toBe(true);
      }
    });

    it('passes typed errors through with their status, detail and headers', async () => {
      const { app } = throwingApp(nodeEnv);
      const conflict = expectProblem(await request(app).get('/conflict'), 409);
      expect(conflict.detail).toBe('An account with this email already exists.');

      const limited = await request(app).get('/limited');
      expectProblem(limited, 429);
      expect(limited.headers['retry-after']).toBe('43');

      const unauthorised = await request(app).get('/private');
      expectProblem(unauthorised, 401);
      expect(unauthorised.headers['www-authenticate']).toBe('Bearer');
    });

    it('turns a thrown ZodError into a 400 with field errors', async () => {
      const { app } = throwingApp(nodeEnv);
      const problem = expectProblem(await request(app).get('/zod'), 400);
      expect(problem.errors).toEqual({ email: ['Email is required'] });
      expect(problem.detail).toBe('Email is required');
    });

    it('answers Express HTML 404s as problems', async () => {
      const { app } = throwingApp(nodeEnv);
      expectProblem(await request(app).get('/missing'), 404);
    });
  },
);

describe('validate()', () => {
  const { app } = throwingApp('development');

  it('puts parsed values on the request', async () => {
    const res = await request(app)
      .post('/validated/7?limit=5')
      .send({ email: 'a@b.co', count: 1 })
      .expect(200);
    expect(res.body).toEqual({ id: 7, limit: 5, email: 'a@b.co' });
  });

  it('reports every invalid field of params, query and body at once', async () => {
    const problem = expectProblem(
      await request(app).post('/validated/-1?limit=500').send({ email: '', count: 'one' }),
      400,
    );
    expect(problem.type).toBe(PROBLEM_TYPES.validation);
    expect(problem.errors).toMatchObject({
      id: ['id must be positive'],
      limit: ['limit is at most 50'],
      email: ['Email is required'],
    });
    expect(Object.keys(problem.errors ?? {})).toContain('count');
  });

  it('says so when the body is missing altogether', async () => {
    const problem = expectProblem(await request(app).post('/validated/1'), 400);
    expect(problem.errors).toEqual({
      body: ['The request body must be JSON (Content-Type: application/json).'],
    });
  });

  it('lets a schema accept a missing body', async () => {
    const res = await request(app).post('/optional-body').expect(200);
    expect(res.body).toEqual({ given: null });
  });

  it('files whole-body problems under "body"', async () => {
    const problem = expectProblem(
      await request(app).post('/validated/1').set('Content-Type', 'application/json').send('[1,2]'),
      400,
    );
    expect(Object.keys(problem.errors ?? {})).toEqual(['body']);
  });
});
