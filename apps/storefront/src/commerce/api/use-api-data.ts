// Reads for the commerce pages: swr under the runtime's options (no refetch on focus, the
// spec's retry backoff), errors normalised, and a 401 anywhere signs the page out cleanly.
import { normalizeApiError, QUERY_CACHE, type NormalizedApiError } from '@horeca/core';
import useSWR, { type KeyedMutator } from 'swr';
import { useSession } from '../session/use-session';
import { useApi, type StoreApi } from './use-api';

export interface ApiData<T> {
  data: T | undefined;
  error: NormalizedApiError | null;
  isLoading: boolean;
  reload: KeyedMutator<T>;
}

/** `key` null skips the call (a page waiting for a parameter or a sign-in). */
export function useApiData<T>(key: string | readonly unknown[] | null, load: (api: StoreApi) => Promise<T>): ApiData<T> {
  const api = useApi();
  const { expire } = useSession();
  const result = useSWR<T>(key, () => load(api), {
    onError: (error) => {
      if (normalizeApiError(error).status === 401) expire();
    },
    // A 4xx answer will not change by asking again.
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      const status = normalizeApiError(error).status;
      if ((status >= 400 && status < 500) || retryCount > QUERY_CACHE.retryCount) return;
      const delay = Math.min(QUERY_CACHE.retryBaseMs * 2 ** (retryCount - 1), QUERY_CACHE.retryMaxMs);
      setTimeout(() => void revalidate({ retryCount }), delay);
    },
  });
  return {
    data: result.data,
    error: result.error === undefined ? null : normalizeApiError(result.error),
    isLoading: result.isLoading,
    reload: result.mutate,
  };
}
