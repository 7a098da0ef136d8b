import { HealthResponse, PROBLEM_TYPES } from '@academy/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import apiPackage from '../../../package.json';
import { expectProblem } from '../../testing/assertions';
import { createTestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  it('answers ok after really querying the database', async () => {
    const { app } = createTestApp();
    const res = await request(app).get('/api/health').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(HealthResponse.parse(res.body)).toEqual({
      status: 'ok',
      db: 'ok',
      version: apiPackage.version,
    });
  });

  it('answers 503 problem details when the database is gone', async () => {
    const { app, db } = createTestApp();
    db.$client.close();
    const problem = expectProblem(await request(app).get('/api/health'), 503);
    expect(problem.type).toBe(PROBLEM_TYPES.unavailable);
    expect(problem.detail).toBe('The database is not available.');
    expect(JSON.stringify(problem)).not.toMatch(/connection is not open/i);
  });
});
