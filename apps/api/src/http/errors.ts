import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseErrorCode, isDatabaseUnavailable } from '../db/errors';
import { isRetryableTransactionError } from '../db/retry';
import { apiErrorMessages } from '@horeca/core/messages';
import { apiMessages } from '../words/en';

export type FieldErrors = Record<string, string[]>;

/** Every deliberate error of the API: answered as { message, errors? } with its status (http/translate.ts adds message_key). */
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

export const notFound = (message: string = apiMessages.notFound) => new HttpError(404, message);
export const unauthorized = (message: string = apiMessages.unauthenticated) => new HttpError(401, message);
export const validationFailed = (errors: FieldErrors, message?: string) =>
  new HttpError(422, message ?? firstMessage(errors) ?? apiMessages.invalidData, errors);

function firstMessage(errors: FieldErrors): string | undefined {
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return undefined;
}

type Logger = Pick<Console, 'error'>;

/** A 503's words: the request did nothing and may be sent again (issue 28). */
export const TRY_AGAIN_SHORTLY = apiMessages.storeBusy;
/** Seconds a client waits after a transaction lost to others every time it ran (db/retry.ts). */
export const RETRY_AFTER_CONFLICT_SECONDS = 1;
/** Seconds a client waits while the database is out of reach (stopped, frozen, refusing). */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

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
      return c.json({ message: error.message || apiMessages.requestFailed }, status);
    }
    // A number the database cannot hold (an id past the integer range) or text where it wants
    // a number, or a NUL character in text, is the request's fault: found by the fuzz test as
    // 500s on /cities/{id}, /products/slug/%00 and others.
    const code = databaseErrorCode(error);
    if (code === '22003' || code === '22P02' || code === '22021') return c.json({ message: apiMessages.invalidData }, 422);
    // Nothing was done and the same request may succeed in a moment: a transaction that lost
    // every retry to a deadlock (db/retry.ts), or a database out of reach (stopped, frozen, a
    // timeout of db/client.ts). 503 with Retry-After, as load balancers and clients expect.
    if (isRetryableTransactionError(error) || isDatabaseUnavailable(error)) {
      const seconds = isRetryableTransactionError(error) ? RETRY_AFTER_CONFLICT_SECONDS : RETRY_AFTER_UNAVAILABLE_SECONDS;
      logger.error(`[api] ${c.req.method} ${c.req.path} answered 503: ${error.message}`);
      return c.json({ message: TRY_AGAIN_SHORTLY }, 503, { 'Retry-After': String(seconds) });
    }
    logger.error('[api] unhandled error', c.req.method, c.req.path, error);
    return c.json({ message: apiErrorMessages.server }, 500);
  };
}

export { isUniqueViolation } from '../db/errors';
