// Data reads follow docs/behaviour.md §7 and §9: no refetch on window focus, 3 retries, backoff
// from 1 s doubling up to 30 s. An answer that will not change on asking again (a 4xx: no
// such product, a bad id) is not retried; a time-out (408) or a rate limit (429) is.
import { normalizeApiError } from '@horeca/core/api';
import { QUERY_CACHE } from '@horeca/core/constants';
import type { SWRConfiguration } from 'swr';

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(QUERY_CACHE.retryBaseMs * 2 ** Math.max(0, attempt - 1), QUERY_CACHE.retryMaxMs);
}

/** A 4xx other than 408 and 429: asking again gets the same answer. */
export function isFinalAnswer(error: unknown): boolean {
  const { status } = normalizeApiError(error);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: QUERY_CACHE.retryCount,
  dedupingInterval: 2_000,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    const limit = config.errorRetryCount ?? QUERY_CACHE.retryCount;
    if (retryCount > limit || isFinalAnswer(error)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
};
