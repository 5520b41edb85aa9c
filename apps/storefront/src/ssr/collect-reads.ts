// Server rendering renders a page, notes every swr read that had no data, makes those reads
// (against the API in-process), and renders again with their answers, until a render asks
// for nothing new: a product page reads the product, then the carousels its data names.
import { unstable_serialize, type Middleware } from 'swr';

export interface ReadCollector {
  /** Reads asked for by the last render that have no answer yet. */
  readonly wanted: Map<string, () => Promise<unknown>>;
  middleware: Middleware;
}

/** `answered` holds the reads made so far (and `failed` those that failed: not asked again). */
export function collectReads(answered: Record<string, unknown>, failed: Set<string>): ReadCollector {
  const wanted = new Map<string, () => Promise<unknown>>();
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    if (id && fetcher && !(id in answered) && !failed.has(id) && !wanted.has(id)) {
      const resolvedKey = typeof key === 'function' ? key() : key;
      wanted.set(id, async () => fetcher(resolvedKey));
    }
    return useSWRNext(key, fetcher, config);
  };
  return { wanted, middleware };
}

/** Makes every wanted read at once; an answer goes to `answered`, a failure to `failed`. */
export async function makeReads(collector: ReadCollector, answered: Record<string, unknown>, failed: Set<string>): Promise<void> {
  await Promise.all(
    [...collector.wanted].map(async ([id, read]) => {
      try {
        answered[id] = await read();
      } catch {
        failed.add(id); // the browser asks again and shows the widget's own error if it fails
      }
    }),
  );
  collector.wanted.clear();
}
