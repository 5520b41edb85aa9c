import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/** Every deliberate error of the API: answered as { message, errors? } with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const validationFailed = (errors: FieldErrors, message?: string) =>
  new HttpError(422, message ?? firstMessage(errors) ?? 'The given data was invalid.', errors);

function firstMessage(errors: FieldErrors): string | undefined {
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return undefined;
}

type Logger = Pick<Console, 'error'>;

/** The one error handler: known errors keep their status, anything else is a logged 500. */
export function createErrorHandler(logger: Logger = console) {
  return (error: Error, c: Context): Response => {
    if (error instanceof HttpError) {
      const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      // RFC 9110: a 401 names the scheme that would let the request through.
      const headers = error.status === 401 ? { 'WWW-Authenticate': 'Bearer', ...error.headers } : error.headers;
      return c.json(body, error.status, headers);
    }
    if (error instanceof HTTPException) {
      // Hono's own (e.g. body-limit 413): keep the status, use our shape.
      const status = error.status as ContentfulStatusCode;
      return c.json({ message: error.message || 'Request failed.' }, status);
    }
    // A number the database cannot hold (an id past the integer range) or text where it wants
    // a number, or a NUL character in text, is the request's fault: found by the fuzz test as
    // 500s on /cities/{id}, /products/slug/%00 and others.
    const code = databaseErrorCode(error);
    if (code === '22003' || code === '22P02' || code === '22021') return c.json({ message: 'The given data was invalid.' }, 422);
    logger.error('[api] unhandled error', c.req.method, c.req.path, error);
    return c.json({ message: 'Server error. Please try again later.' }, 500);
  };
}

/** The PostgreSQL error of a failed query (drizzle wraps the driver's error as `cause`). */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const databaseErrorCode = (error: unknown) => databaseError(error)?.code;

/** True when `error` is a unique violation (23505) of the named index, on pg and on PGlite alike. */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  const found = databaseError(error);
  return found?.code === '23505' && found.constraint === indexName;
}
