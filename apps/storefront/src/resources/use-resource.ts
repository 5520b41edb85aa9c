// The one way a page reads data: swr under the runtime's options (no refetch on focus, the
// spec's retry backoff, from HorecaProvider's SWRConfig), with the client's rules for every
// read: errors in the one normalised shape, no retry of a 4xx answer (asking again will not
// change it), and a 401 signs the expired session out. Resource modules call it with their
// own keys; a null key waits (a page waiting for a parameter, a sign-in or hydration). Every
// read asks in the page's language, which its key ends with.
import { normalizeApiError, type NormalizedApiError } from '@horeca/core';
import { useLocale } from '@horeca/widgets';
import useSWR, { useSWRConfig, type KeyedMutator, type SWRConfiguration } from 'swr';
import { useExpireSession } from '../account/session/use-expire-session';
import { readInLanguage } from './request-language';

export type ResourceKey = readonly (string | number | boolean | null | undefined)[] | null;

export interface Resource<T> {
  data: T | undefined;
  error: NormalizedApiError | null;
  /** True only while there is nothing to show (not while a shown answer is asked again). */
  isLoading: boolean;
  reload: KeyedMutator<T>;
}

export function useResource<T>(key: ResourceKey, load: () => Promise<T>, options?: SWRConfiguration<T>): Resource<T> {
  const expire = useExpireSession();
  const { onErrorRetry: retryWithBackoff } = useSWRConfig();
  // The page's language ends every key, and the read asks in it (request-language.ts): an
  // English and an Arabic answer never share a cache entry, on the server or in the browser.
  const locale = useLocale();
  const result = useSWR<T>(key && [...key, locale], () => readInLanguage(locale, load), {
    keepPreviousData: true,
    onError: (error) => {
      if (normalizeApiError(error).status === 401) expire();
    },
    onErrorRetry: (error, retryKey, config, revalidate, retry) => {
      const status = normalizeApiError(error).status;
      if (status >= 400 && status < 500) return;
      // The runtime's backoff; its config type is swr's untyped one.
      retryWithBackoff(error, retryKey, config as Parameters<typeof retryWithBackoff>[2], revalidate, retry);
    },
    ...options,
  });
  return {
    data: result.data,
    error: result.error === undefined ? null : normalizeApiError(result.error),
    // swr's isLoading is also true while it re-asks on mount with data in hand (a server-rendered
    // page's reads); a page is loading only while it has nothing to show.
    isLoading: result.isLoading && result.data === undefined,
    reload: result.mutate,
  };
}

/** True when the API answered 404 (the page then shows not-found, not an error). */
export function isNotFound(error: NormalizedApiError | null): boolean {
  return error?.status === 404;
}
