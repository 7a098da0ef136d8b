import cors from 'cors';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { UnsupportedMediaTypeError } from './errors';

/** The largest JSON body the API reads (course content is the biggest thing anyone sends). */
export const JSON_BODY_LIMIT = '300kb';

/**
 * The SPA's Content-Security-Policy: everything from our own origin, no inline script or style
 * (Vite emits files), images also from data: and https: (course images are URLs), no plugins, no
 * framing. Spelled out in full rather than from helmet's defaults, so a helmet upgrade cannot
 * loosen it; `upgrade-insecure-requests` is left out because the app is served over plain HTTP on
 * 127.0.0.1, where it would break every asset for a LAN visitor.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const;

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * CORS for the allow-listed origins only. With none configured nothing is mounted: browsers then
 * allow same-origin calls only, which is all the SPA (served by this process) needs.
 */
export function corsPolicy(allowedOrigins: readonly string[]): RequestHandler | null {
  if (allowedOrigins.length === 0) return null;
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin, callback) => {
      // No Origin header: not a cross-origin browser request (curl, same-origin GET).
      callback(null, origin === undefined || allowed.has(origin));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A body in any other type would silently be ignored by express.json and then fail validation
 * with a confusing message; say what is wrong instead (415).
 */
export function requireJsonBody(): RequestHandler {
  return (req, _res, next) => {
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > 0;
    if (METHODS_WITH_BODY.has(req.method) && hasBody && req.is('application/json') === false) {
      next(new UnsupportedMediaTypeError());
      return;
    }
    next();
  };
}

/** express.json, strict: only `application/json`, only objects and arrays, at most JSON_BODY_LIMIT. */
export function jsonBody(): RequestHandler {
  return express.json({ limit: JSON_BODY_LIMIT, type: 'application/json', strict: true });
}
