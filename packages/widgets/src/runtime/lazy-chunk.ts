// A lazily loaded part of a widget (a form body with react-hook-form and yup): fetched when it
// is first needed, or a moment earlier when a button on the way there is hovered or focused.
// A failed fetch is forgotten, so the next try (the loader's retry) fetches again. Failures
// and a fetch over 120 s are core's ChunkLoadError ('Loading chunk {n} failed', docs/behaviour.md §8).
import { loadChunk } from '@horeca/core/routing';

export interface LazyChunk<T> {
  /** The module, fetched once; after a failure the next call fetches again. */
  load(): Promise<T>;
  /** Starts the fetch early; a failure here is left for load() to report. */
  prefetch(): void;
}

export function lazyChunk<T>(importChunk: () => Promise<T>): LazyChunk<T> {
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= loadChunk(null, importChunk).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return { load, prefetch: () => void load().catch(() => {}) };
}
