import { PROBLEM_CONTENT_TYPE, ProblemDetails } from '@academy/contracts';
import type { Response } from 'supertest';
import { expect } from 'vitest';

/**
 * Asserts an RFC 9457 problem response: the status, the problem+json content type, a body that
 * parses with the contract's schema, and no trace of a stack anywhere in it.
 */
export function expectProblem(res: Response, status: number): ProblemDetails {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(
    new RegExp(`^${PROBLEM_CONTENT_TYPE.replace('+', '\\+')}`),
  );
  const problem = ProblemDetails.parse(res.body);
  expect(problem.status).toBe(status);
  expect(res.text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|stack|<html/i);
  return problem;
}
