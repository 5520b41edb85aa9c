// Script chunk failures (docs/behaviour.md §8: "'Loading chunk {n} failed' with type missing, timeout or
// other, raised as a chunk load error; a CSS chunk failure is treated the same"; docs/behaviour.md §9: the
// time-out is 120000 ms). Every lazy import goes through loadChunk, so a page or widget that
// catches one kind of error can offer the shopper a retry whatever the browser said.
import { TIMINGS } from '../constants/constants';
import { formatMessage, messages } from '../messages/messages';

export type ChunkFailureType = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly type: ChunkFailureType,
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    // Webpack's wording, which monitoring tools and the spec know: 'Loading chunk {n} failed.'
    super(`${formatMessage(messages.errors.chunkLoadFailed, { n: chunk })}.\n(${type}: ${request})`, options);
  }
}

// What browsers and Vite say when a module or its CSS could not be fetched: Chrome, Firefox,
// Safari, and Vite's CSS preload.
const MISSING = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;
const URL_IN_MESSAGE = /(https?:\/\/\S+|\/\S+\.(?:js|css))/;

export function classifyChunkFailure(error: unknown): ChunkFailureType {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING.test(message) ? 'missing' : 'other';
}

/** A chunk's name from its address: '/assets/settings-page-Ab12.js' is 'settings-page-Ab12'. */
function nameOf(request: string): string {
  return /([^/?#]+?)(?:\.(?:js|mjs|css))?(?:[?#].*)?$/.exec(request)?.[1] ?? request;
}

/**
 * Imports a chunk; a failure, or no answer within `timeoutMs`, becomes a ChunkLoadError named
 * after `chunk` (null: after the file the browser could not fetch, when it says). The import is
 * not retried here: the caller offers the retry.
 */
export function loadChunk<T>(chunk: string | null, importChunk: () => Promise<T>, timeoutMs: number = TIMINGS.chunkTimeoutMs): Promise<T> {
  const fallback = chunk ?? 'unknown';
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(fallback, 'timeout', fallback)), timeoutMs);
    importChunk().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        const request = URL_IN_MESSAGE.exec(message)?.[1];
        const name = chunk ?? (request ? nameOf(request) : fallback);
        reject(new ChunkLoadError(name, classifyChunkFailure(error), request ?? name, { cause: error }));
      },
    );
  });
}
