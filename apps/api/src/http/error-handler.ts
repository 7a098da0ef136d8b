import { PROBLEM_CONTENT_TYPE, PROBLEM_TYPES, type ProblemDetails } from '@academy/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  BadRequestError,
  HttpError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';

/**
 * The shape of errors raised by body-parser and the router (the `http-errors` convention): a
 * status, a machine `type` such as `entity.parse.failed`, and `expose` for client errors.
 */
interface HttpLikeError {
  status: number;
  type?: unknown;
}

function isHttpLikeError(error: unknown): error is HttpLikeError {
  if (typeof error !== 'object' || error === null) return false;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599;
}

/** Turns anything thrown into an HttpError whose fields are safe to send. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) return ValidationError.fromZod(error);
  if (isHttpLikeError(error) && error.status < 500) {
    // Our own sentences, not the parser's: its messages quote the body back and name internals.
    switch (error.type) {
      case 'entity.parse.failed':
        return new BadRequestError('The request body is not valid JSON.', error);
      case 'entity.too.large':
      case 'parameters.too.many':
        return new PayloadTooLargeError();
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return new UnsupportedMediaTypeError('Send the request body as UTF-8 JSON.');
      default:
        if (error.status === 404) return new NotFoundError();
        return new HttpError({
          status: error.status,
          type: error.status === 400 ? PROBLEM_TYPES.badRequest : 'about:blank',
          detail: 'The request could not be processed.',
          cause: error,
        });
    }
  }
  return new InternalServerError(error);
}

/**
 * The last middleware: every error becomes RFC 9457 problem details with the contract's shape.
 * Never an HTML page and never a stack trace or internal message, whatever NODE_ENV says; the
 * details of server-side failures go to the log with the request id instead.
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const problem = toHttpError(error);
    if (problem.status >= 500) {
      logger.error({ reqId: req.id, err: problem.cause ?? problem }, 'request failed');
    }
    if (res.headersSent) {
      // Too late for a problem body: Express's default handler closes the connection instead.
      next(error);
      return;
    }
    const body: ProblemDetails = {
      type: problem.type,
      title: problem.title,
      status: problem.status,
      detail: problem.detail,
      ...(problem.errors ? { errors: problem.errors } : {}),
    };
    res.status(problem.status).set(problem.headers).type(PROBLEM_CONTENT_TYPE).json(body);
  };
}

/** For paths nothing matched: a 404 problem rather than Express's HTML "Cannot GET". */
export function notFound(detail?: string): RequestHandler {
  return (_req, _res, next) => {
    next(new NotFoundError(detail));
  };
}
