import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** What we accept as an incoming request id: short, and safe to echo and log verbatim. */
const REQUEST_ID = /^[\w.-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * One log line per request: id, method, path (never the query string, where reset tokens could
 * travel), status and milliseconds. Headers and bodies are never logged. Hand-written rather than
 * pino-http, which costs about 45 us a request here (TOOLCHAIN.md).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);

    // 'close' fires once for every response, finished or aborted by the client.
    res.once('close', () => {
      const url = req.originalUrl;
      const queryAt = url.indexOf('?');
      logger.info(
        {
          reqId: id,
          method: req.method,
          path: queryAt === -1 ? url : url.slice(0, queryAt),
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    next();
  };
}
