// Page data on swr: one key per read, the runtime's swr options (no refetch on focus, 3
// retries with doubling backoff) come from HorecaProvider's SWRConfig. A null key waits.
import useSWR, { type SWRConfiguration } from 'swr';

export type ApiDataKey = readonly (string | number | boolean | null | undefined)[] | null;

export function useApiData<T>(key: ApiDataKey, load: () => Promise<T>, options?: SWRConfiguration<T>) {
  const { data, error, isLoading, mutate } = useSWR<T>(key, () => load(), { keepPreviousData: true, ...options });
  // swr's isLoading is also true while it re-asks on mount with data in hand (a server-rendered
  // page's reads); a page is loading only while it has nothing to show.
  return { data, error: error as unknown, isLoading: isLoading && data === undefined, reload: mutate };
}

/** True when the API answered 404 (the page then shows not-found, not an error). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}
