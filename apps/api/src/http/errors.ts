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
      return c.json(body, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      // Hono's own (e.g. body-limit 413): keep the status, use our shape.
      const status = error.status as ContentfulStatusCode;
      return c.json({ message: error.message || 'Request failed.' }, status);
    }
    logger.error('[api] unhandled error', c.req.method, c.req.path, error);
    return c.json({ message: 'Server error. Please try again later.' }, 500);
  };
}
