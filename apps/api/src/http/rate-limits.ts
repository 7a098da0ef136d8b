import type { RequestHandler } from 'express';
import { type AugmentedRequest, type Options, rateLimit } from 'express-rate-limit';
import type { Config } from '../config';
import { TooManyRequestsError } from './errors';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

export interface RateLimiters {
  /** Failed logins per account (the email in the body); successful logins are not counted. */
  loginFailuresPerAccount: RequestHandler;
  /** Failed logins per client IP; successful logins are not counted. */
  loginFailuresPerIp: RequestHandler;
  /** Registrations per client IP. */
  signupsPerIp: RequestHandler;
  /** Forgot-password and reset-password requests per client IP, one budget for both. */
  resetsPerIp: RequestHandler;
}

const passThrough: RequestHandler = (_req, _res, next) => {
  next();
};

/** The 429 is a problem like every other error, with Retry-After from the limiter's window. */
const rateLimitedHandler: Options['handler'] = (req, _res, next, options) => {
  const resetTime = (req as AugmentedRequest).rateLimit?.resetTime;
  const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : options.windowMs;
  next(new TooManyRequestsError(retryAfterMs / 1000));
};

function limiter(limit: number, options: Partial<Options>): RequestHandler {
  // express-rate-limit treats 0 as "block everything"; our configuration means "off".
  if (limit === 0) return passThrough;
  return rateLimit({
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: rateLimitedHandler,
    validate: {
      // NOTE: with TRUST_PROXY off a client-sent X-Forwarded-For is simply ignored (req.ip is the
      // socket's address, proven by a test); the library's check would print to the console for
      // every forged header, which is an attacker's choice, not a misconfiguration.
      xForwardedForHeader: false,
    },
    ...options,
  });
}

/** The account a login is for: the body's email as the contracts normalise it, if there is one. */
function loginEmail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return email.trim().toLowerCase();
}

/**
 * In-memory limiters (DESIGN.md section 2; 0 turns one off). Called once per createApp, so each
 * app, and so each test, has its own counters. The client IP is `req.ip`, which honours
 * X-Forwarded-For only when TRUST_PROXY says a proxy sets it. Several processes would need a
 * shared store (DESIGN.md section 1).
 */
export function createRateLimiters(limits: Config['rateLimits']): RateLimiters {
  return {
    loginFailuresPerAccount: limiter(limits.loginFailuresPerAccount, {
      windowMs: FIFTEEN_MINUTES_MS,
      skipSuccessfulRequests: true,
      // A body without an email fails validation before any password is checked.
      skip: (req) => loginEmail(req.body) === undefined,
      keyGenerator: (req) => `account:${loginEmail(req.body) ?? ''}`,
    }),
    loginFailuresPerIp: limiter(limits.loginFailuresPerIp, {
      windowMs: FIFTEEN_MINUTES_MS,
      skipSuccessfulRequests: true,
    }),
    signupsPerIp: limiter(limits.signupsPerIp, { windowMs: ONE_HOUR_MS }),
    resetsPerIp: limiter(limits.resetsPerIp, { windowMs: ONE_HOUR_MS }),
  };
}
