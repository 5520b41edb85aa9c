// Placing an order answered 503 did nothing on the server (a deadlock lost every retry there, or
// the database was out of reach for a moment; the API's db/retry.ts and http/errors.ts). The
// page sends it once more, with the same Idempotency-Key so it can never place two orders,
// after the Retry-After the server asked for (at most a few seconds: the shopper is waiting),
// and only then shows the error (issue 28).
import { normalizeApiError } from '@horeca/core/api';

/** The longest the page waits before its one retry, whatever Retry-After says. */
export const PLACE_ORDER_RETRY_MAX_MS = 3_000;
/** The wait when the 503 names none. */
const DEFAULT_RETRY_MS = 1_000;

/** Retry-After of a rejected call (redaxios rejects with the response itself), in ms. */
function retryAfterMs(error: unknown): number {
  const headers = (error as { headers?: { get?: (name: string) => string | null } } | null)?.headers;
  const value = typeof headers?.get === 'function' ? headers.get('retry-after') : null;
  const seconds = value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
  return Math.min(seconds === null ? DEFAULT_RETRY_MS : seconds * 1000, PLACE_ORDER_RETRY_MAX_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `place` (which must send the same Idempotency-Key every time) and, when it is answered
 * 503, once more after Retry-After; any other failure, or a second 503, goes to the caller.
 */
export async function placeRetryingOnceOn503<T>(place: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  try {
    return await place();
  } catch (error) {
    if (normalizeApiError(error).status !== 503) throw error;
    await wait(retryAfterMs(error));
    return place();
  }
}
