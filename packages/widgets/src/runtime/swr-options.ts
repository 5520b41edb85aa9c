// Data reads follow docs/behaviour.md §7 and §9: no refetch on window focus, 3 retries, backoff
// from 1 s doubling up to 30 s.
import { QUERY_CACHE } from '@horeca/core';
import type { SWRConfiguration } from 'swr';

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(QUERY_CACHE.retryBaseMs * 2 ** Math.max(0, attempt - 1), QUERY_CACHE.retryMaxMs);
}

export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: QUERY_CACHE.retryCount,
  dedupingInterval: 2_000,
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    const limit = config.errorRetryCount ?? QUERY_CACHE.retryCount;
    if (retryCount > limit) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
};
