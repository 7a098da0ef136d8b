import { z } from 'zod';

/** RFC 9457 problem details, the body of every API error. */
export const ProblemDetails = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  /** The human sentence the UI shows. */
  detail: z.string(),
  instance: z.string().optional(),
  /** Field -> messages, for validation failures. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Problem `type` URIs; relative so they resolve against the API's own origin. */
export const PROBLEM_TYPES = {
  badRequest: '/problems/bad-request',
  validation: '/problems/validation',
  unauthorized: '/problems/unauthorized',
  forbidden: '/problems/forbidden',
  notFound: '/problems/not-found',
  conflict: '/problems/conflict',
  payloadTooLarge: '/problems/payload-too-large',
  unsupportedMediaType: '/problems/unsupported-media-type',
  rateLimited: '/problems/rate-limited',
  internal: '/problems/internal',
  unavailable: '/problems/unavailable',
} as const;
