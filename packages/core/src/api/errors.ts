// One error shape for every failed call, whatever failed: the API's `{ message, errors }`
// body, a proxy's HTML page, a timeout, the network, or something nobody expected.
import type { Locale } from '../locale/locale';
import { arApiErrorMessages } from '../messages/api-errors-arabic';
import { apiErrorMessages } from '../messages/messages';

export interface NormalizedApiError {
  /** HTTP status; 0 when no response arrived (offline, timeout, cancelled). */
  status: number;
  /** Safe to show: the server's own message, or a fixed fallback. Never HTML or a stack. */
  message: string;
  /** Per-field messages from a 422 body; empty when there are none. */
  fieldErrors: Record<string, string[]>;
  /** 'ECONNABORTED' (timeout), 'ERR_NETWORK', 'ERR_CANCELED', 'ERR_BAD_REQUEST' (4xx), 'ERR_BAD_RESPONSE' (5xx). */
  code?: string;
  /** The message the response body carried, when it had one (claimErrorMessage needs to know). */
  serverMessage?: string;
}

/** docs/behaviour.md §8, generic fallback. */
export const FALLBACK_ERROR_MESSAGE = apiErrorMessages.fallback;
/** docs/behaviour.md §8 (claim timeout); the only wording the spec gives a timeout. */
export const TIMEOUT_ERROR_MESSAGE = apiErrorMessages.timeout;

/**
 * The language each failed call was asked in (api/http.ts records it): a failure the client names
 * itself (a timeout, no network) is said in it, as the API says its own. A WeakMap, not a field
 * on the error: the error stays as fetch or redaxios made it.
 */
const askedIn = new WeakMap<object, Locale>();

/** Records that the call which failed with `error` was asked in `locale`. */
export function failedIn(error: unknown, locale: Locale | null | undefined): void {
  if (locale && typeof error === 'object' && error !== null) askedIn.set(error, locale);
}

/** The client's own words for a failure, in the language the call was asked in (English when unknown). */
const failureWords = (error: unknown) => (typeof error === 'object' && error !== null && askedIn.get(error) === 'ar' ? arApiErrorMessages : apiErrorMessages);

export function normalizeApiError(error: unknown): NormalizedApiError {
  if (isNormalized(error)) return error;
  const words = failureWords(error);
  if (isRecord(error) && error.code === 'ECONNABORTED') {
    return { status: 0, message: words.timeout, fieldErrors: {}, code: 'ECONNABORTED' };
  }
  if (isAbortError(error)) {
    return { status: 0, message: words.fallback, fieldErrors: {}, code: 'ERR_CANCELED' };
  }
  if (isResponseLike(error)) return fromResponse(error.status, error.data, words.fallback);
  // fetch rejects with a TypeError when offline, on DNS or CORS failure.
  if (error instanceof TypeError) {
    return { status: 0, message: words.fallback, fieldErrors: {}, code: 'ERR_NETWORK' };
  }
  return { status: 0, message: words.fallback, fieldErrors: {} };
}

/** True for a call cancelled through its AbortSignal (a stale search): not worth reporting. */
export function isAbortError(error: unknown): boolean {
  return isRecord(error) && error.name === 'AbortError';
}

function fromResponse(status: number, body: unknown, fallback: string): NormalizedApiError {
  const code = status >= 500 ? 'ERR_BAD_RESPONSE' : status >= 400 ? 'ERR_BAD_REQUEST' : undefined;
  // A string body is a proxy's HTML page or plain text: never shown to the shopper.
  const record = isRecord(body) ? body : {};
  const serverMessage = firstText(record.message, record.error);
  return {
    status,
    message: serverMessage ?? fallback,
    fieldErrors: toFieldErrors(record.errors),
    ...(code === undefined ? {} : { code }),
    ...(serverMessage === undefined ? {} : { serverMessage }),
  };
}

/** `{ field: ['a', 'b'] }` or `{ field: 'a' }` -> `{ field: ['a', 'b'] }`; other values are dropped. */
function toFieldErrors(errors: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isRecord(errors)) return out;
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter(isNonEmptyText);
    if (list.length > 0) out[field] = list;
  }
  return out;
}

function firstText(...values: unknown[]): string | undefined {
  return values.find(isNonEmptyText);
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A redaxios rejection is the response itself: status, statusText, headers, data. */
function isResponseLike(value: unknown): value is { status: number; data?: unknown } {
  return isRecord(value) && typeof value.status === 'number' && ('data' in value || 'statusText' in value);
}

function isNormalized(value: unknown): value is NormalizedApiError {
  return (
    isRecord(value) &&
    typeof value.status === 'number' &&
    typeof value.message === 'string' &&
    isRecord(value.fieldErrors)
  );
}
