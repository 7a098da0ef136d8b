import { HealthResponse } from '@academy/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../testing/assertions';
import { createTestApp } from '../testing/test-app';

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  const { app } = createTestApp();

  it('sends a strict Content-Security-Policy with no inline script', async () => {
    const res = await request(app).get('/api/health').expect(200);
    HealthResponse.parse(res.body);
    const csp = directives(res.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data: https:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('hides x-powered-by and sets helmet headers, on errors too', async () => {
    for (const res of [
      await request(app).get('/api/health'),
      await request(app).get('/api/missing'),
    ]) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    expectProblem(await request(app).get('/api/missing'), 404);
  });
});

describe('CORS', () => {
  it('allows only the configured origins', async () => {
    const { app } = createTestApp({ env: { CORS_ORIGINS: 'https://partner.example.co.uk' } });

    const allowed = await request(app)
      .get('/api/health')
      .set('Origin', 'https://partner.example.co.uk')
      .expect(200);
    HealthResponse.parse(allowed.body);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.co.uk');
    expect(allowed.headers.vary).toMatch(/Origin/);

    const refused = await request(app)
      .get('/api/health')
      .set('Origin', 'https://evil.example.com')
      .expect(200);
    HealthResponse.parse(refused.body);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await request(app)
      .options('/api/auth/login')
      .set('Origin', 'https://partner.example.co.uk')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example.co.uk');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);

    const refusedPreflight = await request(app)
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example.com')
      .set('Access-Control-Request-Method', 'POST');
    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers at all when no origin is configured (same origin only)', async () => {
    const { app } = createTestApp();
    const res = await request(app)
      .get('/api/health')
      .set('Origin', 'https://partner.example.co.uk')
      .expect(200);
    HealthResponse.parse(res.body);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
