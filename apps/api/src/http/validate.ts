import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFromZod, ValidationError } from './errors';

type Source = 'params' | 'query' | 'body';

interface Schemas<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> {
  params?: P;
  query?: Q;
  body?: B;
}

type Parsed<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

/**
 * Validates the request's params, query and body with zod schemas (the contracts' own) and puts
 * the parsed values back on the request, so the next handler in the route sees them typed:
 *
 *   router.post('/login', validate({ body: LoginBody }), async (req, res) => { req.body.email ... })
 *
 * Every invalid field of every part is reported at once as a 400 validation problem.
 */
export function validate<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  schemas: Schemas<P, Q, B>,
): RequestHandler<
  Parsed<P, Record<string, string>>,
  unknown,
  Parsed<B, unknown>,
  Parsed<Q, Record<string, unknown>>
> {
  const sources = (['params', 'query', 'body'] as const).filter(
    (source) => schemas[source] !== undefined,
  );

  return (req, _res, next) => {
    const errors: FieldErrors = {};
    const values: Partial<Record<Source, unknown>> = {};
    for (const source of sources) {
      const schema = schemas[source];
      if (schema === undefined) continue;
      const result = schema.safeParse(req[source]);
      if (result.success) {
        values[source] = result.data;
      } else if (source === 'body' && req.body === undefined) {
        // express.json leaves the body undefined when the request had none: say that, not "expected object".
        errors.body = ['The request body must be JSON (Content-Type: application/json).'];
      } else {
        Object.assign(errors, fieldErrorsFromZod(result.error, source));
      }
    }
    if (Object.keys(errors).length > 0) {
      next(new ValidationError(errors));
      return;
    }
    for (const source of sources) {
      // NOTE: Express 5 defines req.query as a getter on the prototype; an own property shadows it.
      Object.defineProperty(req, source, {
        value: values[source],
        writable: true,
        configurable: true,
        enumerable: true,
      });
    }
    next();
  };
}
