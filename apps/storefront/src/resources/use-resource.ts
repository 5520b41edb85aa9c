// The one way a page reads data: swr under the runtime's options (no refetch on focus, the
// spec's retry backoff, from HorecaProvider's SWRConfig), with the client's rules for every
// read: errors in the one normalised shape, no retry of a 4xx answer (asking again will not
// change it), and a 401 signs the expired session out. Resource modules call it with their
// own keys; a null key waits (a page waiting for a parameter, a sign-in or hydration). Every
// read asks in the page's language, which its key ends with.
import { normalizeApiError, type NormalizedApiError } from '@horeca/core/api';
import { type Locale } from '@horeca/core/locale';
import { useLocale } from '@horeca/widgets';
import useSWR, { unstable_serialize, useSWRConfig, type KeyedMutator, type SWRConfiguration } from 'swr';
import { useExpireSession } from '../account/session/use-expire-session';
import { readInLanguage } from './request-language';

export type ResourceKey = readonly (string | number | boolean | null | undefined)[] | null;

/**
 * A read as its hook makes it: the key (without the language) and the call. The server render
 * makes a page's reads from these before React renders (ssr/route-reads.ts), under the id the
 * hook will ask by.
 */
export interface ResourceRead<T> {
  key: NonNullable<ResourceKey>;
  load: () => Promise<T>;
}

const languageKey = (key: NonNullable<ResourceKey>, locale: Locale) => [...key, locale];

/** swr's id of `key` asked in `locale`: what useResource asks by, and the server payload's key. */
export const resourceId = (key: NonNullable<ResourceKey>, locale: Locale): string => unstable_serialize(languageKey(key, locale));

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
  const result = useSWR<T>(key && languageKey(key, locale), () => readInLanguage(locale, load), {
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

/** useResource of a read described once (a ResourceRead), so the server can make it first. */
export function useRead<T>(read: ResourceRead<T>, options?: SWRConfiguration<T>): Resource<T> {
  return useResource(read.key, read.load, options);
}

/** True when the API answered 404 (the page then shows not-found, not an error). */
export function isNotFound(error: NormalizedApiError | null): boolean {
  return error?.status === 404;
}
