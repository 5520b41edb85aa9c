import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseErrorCode, isDatabaseUnavailable } from '../db/errors';
import { isRetryableTransactionError } from '../db/retry';
import type { Locale } from '@horeca/core/locale';
import { keyedMessage, messageText, type Message, type MessageKey, type MessageValues } from '../words/message-keys';
import { requestLocale } from './language';

/** A text that arrives without a key and is answered as it came: a staff's text, a rule's own wording no catalogue has. */
export interface UnkeyedText {
  text: string;
}
/** What an answer says: a message by key, or a text that arrives without one. */
export type AnswerText = Message | UnkeyedText;

/** A field's messages as a service names them: by key (a failure of validation may also carry yup's texts). */
export type FieldErrors = Record<string, AnswerText[]>;

interface HttpErrorOptions {
  errors?: FieldErrors;
  /** Extra headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
}

const isUnkeyed = (said: AnswerText): said is UnkeyedText => typeof said === 'object' && 'text' in said;

/** `said` in `locale`; a text without a key stays as it came. */
export const answerText = (said: AnswerText, locale: Locale): string => (isUnkeyed(said) ? said.text : messageText(said, locale));

/**
 * Every deliberate error of the API, naming its message by key: answered as { message,
 * message_key, errors? } with its status, in the request's language (createErrorHandler).
 */
export class HttpError extends Error {
  /** The message's key, and the values of its '{name}' placeholders; none for a text that came without one. */
  readonly key: MessageKey | undefined;
  readonly values: MessageValues;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly status: ContentfulStatusCode,
    said: AnswerText,
    { errors, headers }: HttpErrorOptions = {},
  ) {
    super(answerText(said, 'en')); // the English, for logs
    this.name = 'HttpError';
    this.key = isUnkeyed(said) ? undefined : keyedMessage(said).key;
    this.values = isUnkeyed(said) ? {} : (keyedMessage(said).values ?? {});
    this.errors = errors;
    this.headers = headers;
  }

  /** The answer's body in `locale`. */
  bodyIn(locale: Locale): ErrorBody {
    const body: ErrorBody = { message: this.key ? messageText({ key: this.key, values: this.values }, locale) : this.message };
    if (this.key) body.message_key = this.key;
    if (this.errors) {
      body.errors = {};
      for (const [field, list] of Object.entries(this.errors)) body.errors[field] = list.map((said) => answerText(said, locale));
    }
    return body;
  }
}

interface ErrorBody {
  message: string;
  message_key?: MessageKey;
  errors?: Record<string, string[]>;
}

export const notFound = (message: Message = 'api.notFound') => new HttpError(404, message);
export const unauthorized = (message: Message = 'api.unauthenticated') => new HttpError(401, message);
/** A 422: its message is `message`, else the first field's, else 'The given data was invalid.'. */
export const validationFailed = (errors: FieldErrors, message?: AnswerText) => new HttpError(422, message ?? firstMessage(errors) ?? 'api.invalidData', { errors });

function firstMessage(errors: FieldErrors): AnswerText | undefined {
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return undefined;
}

/**
 * An answer made here rather than thrown (a 404 of no route, a readiness 503): its message in
 * the request's language by key, and its key. `extra`: the answer's other fields.
 */
export function messageAnswer(c: Context, status: ContentfulStatusCode, message: Message, extra: object = {}, headers?: Record<string, string>): Response {
  return c.json({ ...extra, message: messageText(message, requestLocale(c)), message_key: keyedMessage(message).key }, status, headers);
}


type Logger = Pick<Console, 'error'>;

/** A 503's words: the request did nothing and may be sent again (issue 28). */
const TRY_AGAIN_SHORTLY: MessageKey = 'api.storeBusy';
/** A 500's words: core's, the same the widgets show for a server error. */
const SERVER_ERROR: MessageKey = 'core.claim.errors.server';
/** Seconds a client waits after a transaction lost to others every time it ran (db/retry.ts). */
export const RETRY_AFTER_CONFLICT_SECONDS = 1;
/** Seconds a client waits while the database is out of reach (stopped, frozen, refusing). */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/** The one error handler: known errors keep their status, anything else is a logged 500. */
export function createErrorHandler(logger: Logger = console) {
  return (error: Error, c: Context): Response => {
    if (error instanceof HttpError) {
      const body = error.bodyIn(requestLocale(c));
      // RFC 9110: a 401 names the scheme that would let the request through.
      const headers = error.status === 401 ? { 'WWW-Authenticate': 'Bearer', ...error.headers } : error.headers;
      return c.json(body, error.status, headers);
    }
    if (error instanceof HTTPException) {
      // Hono's own (e.g. body-limit 413): keep the status, use our shape; its text has no key.
      const status = error.status as ContentfulStatusCode;
      if (!error.message) return messageAnswer(c, status, 'api.requestFailed');
      return c.json({ message: error.message }, status);
    }
    // A number the database cannot hold (an id past the integer range) or text where it wants
    // a number, or a NUL character in text, is the request's fault: found by the fuzz test as
    // 500s on /cities/{id}, /products/slug/%00 and others.
    const code = databaseErrorCode(error);
    if (code === '22003' || code === '22P02' || code === '22021') return messageAnswer(c, 422, 'api.invalidData');
    // Nothing was done and the same request may succeed in a moment: a transaction that lost
    // every retry to a deadlock (db/retry.ts), or a database out of reach (stopped, frozen, a
    // timeout of db/client.ts). 503 with Retry-After, as load balancers and clients expect.
    if (isRetryableTransactionError(error) || isDatabaseUnavailable(error)) {
      const seconds = isRetryableTransactionError(error) ? RETRY_AFTER_CONFLICT_SECONDS : RETRY_AFTER_UNAVAILABLE_SECONDS;
      logger.error(`[api] ${c.req.method} ${c.req.path} answered 503: ${error.message}`);
      return messageAnswer(c, 503, TRY_AGAIN_SHORTLY, {}, { 'Retry-After': String(seconds) });
    }
    logger.error('[api] unhandled error', c.req.method, c.req.path, error);
    return messageAnswer(c, 500, SERVER_ERROR);
  };
}

export { isUniqueViolation } from '../db/errors';
