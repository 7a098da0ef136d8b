import { STATUS_CODES } from 'node:http';
import { PROBLEM_TYPES } from '@academy/contracts';
import type { z } from 'zod';

/** Field -> messages, the `errors` member of a validation problem. */
export type FieldErrors = Record<string, string[]>;

export interface HttpErrorInit {
  status: number;
  /** One of PROBLEM_TYPES, or `about:blank` when the status says it all (RFC 9457 section 4.2.1). */
  type: string;
  detail: string;
  title?: string;
  errors?: FieldErrors;
  /** Extra response headers, e.g. Retry-After or WWW-Authenticate. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * An error meant for the client: the error handler turns it into problem details. `detail` is the
 * sentence the UI shows, so it must never contain internals; put those in `cause` for the log.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(init: HttpErrorInit) {
    super(init.detail, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.type = init.type;
    this.title = init.title ?? STATUS_CODES[init.status] ?? 'Error';
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
  }
}

export class BadRequestError extends HttpError {
  constructor(detail = 'The request is not valid.', cause?: unknown) {
    super({ status: 400, type: PROBLEM_TYPES.badRequest, detail, cause });
  }
}

/** 400 with the messages of each invalid field; the detail is the first message, for the UI. */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, detail?: string) {
    const first = Object.values(errors).flat()[0];
    super({
      status: 400,
      type: PROBLEM_TYPES.validation,
      title: 'Validation failed',
      detail: detail ?? first ?? 'Some fields are not valid.',
      errors,
    });
  }

  /** Field paths joined with dots; issues about the whole value are filed under `rootKey`. */
  static fromZod(error: z.ZodError, rootKey = 'body'): ValidationError {
    return new ValidationError(fieldErrorsFromZod(error, rootKey));
  }
}

export function fieldErrorsFromZod(error: z.ZodError, rootKey: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : rootKey;
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

export class UnauthorizedError extends HttpError {
  constructor(detail = 'Please sign in to continue.') {
    super({
      status: 401,
      type: PROBLEM_TYPES.unauthorized,
      detail,
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
}

export class ForbiddenError extends HttpError {
  constructor(detail = 'You do not have permission to do that.') {
    super({ status: 403, type: PROBLEM_TYPES.forbidden, detail });
  }
}

export class NotFoundError extends HttpError {
  constructor(detail = 'We could not find what you asked for.') {
    super({ status: 404, type: PROBLEM_TYPES.notFound, detail });
  }
}

export class ConflictError extends HttpError {
  constructor(detail: string) {
    super({ status: 409, type: PROBLEM_TYPES.conflict, detail });
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(detail = 'The request body is too large.') {
    super({ status: 413, type: PROBLEM_TYPES.payloadTooLarge, title: 'Content Too Large', detail });
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(detail = 'Send the request body as JSON with Content-Type: application/json.') {
    super({ status: 415, type: PROBLEM_TYPES.unsupportedMediaType, detail });
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(
    retryAfterSeconds: number,
    detail = 'Too many attempts. Please wait a while and try again.',
  ) {
    super({
      status: 429,
      type: PROBLEM_TYPES.rateLimited,
      detail,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(
    detail = 'The service is temporarily unavailable. Please try again shortly.',
    cause?: unknown,
  ) {
    super({ status: 503, type: PROBLEM_TYPES.unavailable, detail, cause });
  }
}

/** The one sentence every unexpected failure gets: nothing about what went wrong inside. */
export const INTERNAL_ERROR_DETAIL = 'Something went wrong on our side.';

export class InternalServerError extends HttpError {
  constructor(cause?: unknown) {
    super({ status: 500, type: PROBLEM_TYPES.internal, detail: INTERNAL_ERROR_DETAIL, cause });
  }
}
