// The browser's side of the server's reads: swr starts from the answers the server rendered
// with, and does not ask again for them while they are fresh (a guest's page moments old).
// A signed-in shopper's reads are asked again at once: the server read them as a guest.
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';

/** How long after the page loaded a server read counts as fresh. */
export const SERVER_READS_FRESH_MS = 60_000;

export function hydrationSwrOptions(reads: Record<string, unknown>, signedIn: boolean, loadedAt = Date.now()): SWRConfiguration {
  const skipFreshServerReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const fresh = !signedIn && Date.now() - loadedAt < SERVER_READS_FRESH_MS && unstable_serialize(key) in reads;
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
  return { fallback: reads, use: [skipFreshServerReads] };
}
