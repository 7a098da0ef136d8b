import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HealthResponse } from '@academy/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../testing/assertions';
import { createTestApp } from '../testing/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let dist: string;
let app: Express;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'academy-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  app = createTestApp({ env: { WEB_DIST_DIR: dist } }).app;
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('serves index.html for client routes (history fallback), revalidated on every use', async () => {
    for (const route of ['/', '/dashboard/practice', '/courses/12', '/login']) {
      const res = await request(app)
        .get(route)
        .set('Accept', 'text/html,application/xhtml+xml')
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(app).head('/dashboard').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await request(app).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or file with a 404 problem, not the page', async () => {
    for (const missing of ['/assets/missing.js', '/favicon.png', '/assets/deep/nothing']) {
      expectProblem(await request(app).get(missing).set('Accept', '*/*'), 404);
    }
  });

  it('does not fall back for requests that do not want HTML', async () => {
    expectProblem(await request(app).get('/dashboard').set('Accept', 'application/json'), 404);
  });

  it('never falls back under /api', async () => {
    for (const route of ['/api/nope', '/api', '/API/nope', '/api/dashboard/practice']) {
      expectProblem(await request(app).get(route).set('Accept', 'text/html'), 404);
    }
    const health = await request(app).get('/api/health').set('Accept', 'text/html').expect(200);
    HealthResponse.parse(health.body);
  });

  it('gives non-GET methods on page paths a 404 problem', async () => {
    expectProblem(await request(app).post('/dashboard').set('Accept', 'text/html'), 404);
  });
});
