// Search as you type asks the same few prefixes over and over ('c', 'co', 'com', ...): their
// answers are kept, serialised, in a bounded LRU per database, and dropped when the catalogue
// changes (cache/catalogue-changes.ts), so a cached answer is never older than the change's
// notification. A popular prefix is answered without the database, the engine or JSON.
//
// Only a query asked twice is kept (the first sighting is remembered in a key-only LRU): a
// stranger sending endless unique queries churns that list, not the popular answers.
import { LRUCache } from 'lru-cache';
import { onCatalogueChange } from '../cache/catalogue-changes';
import type { Db } from '../db/client';

export const ANSWER_CACHE_LIMITS = {
  answers: 5_000,
  /** UTF-16 code units of keys and answers together (about 2 bytes each): ~32 MB at most. */
  size: 16 * 1024 * 1024,
  seen: 20_000,
};

export class AnswerCache {
  private readonly answers = new LRUCache<string, string>({
    max: ANSWER_CACHE_LIMITS.answers,
    maxSize: ANSWER_CACHE_LIMITS.size,
    sizeCalculation: (answer, key) => answer.length + key.length,
  });
  private readonly seen = new LRUCache<string, true>({ max: ANSWER_CACHE_LIMITS.seen });
  /** One computation per key at a time: a burst of the same new prefix asks the engine once. */
  private readonly pending = new Map<string, Promise<string>>();
  /** Moves on each clear(): an answer computed from the catalogue before it is not kept. */
  private generation = 0;

  get(key: string, compute: () => Promise<string>): Promise<string> {
    const hit = this.answers.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    if (!this.seen.has(key)) {
      this.seen.set(key, true);
      return compute();
    }
    const generation = this.generation;
    const computed = compute().then((answer) => {
      if (generation === this.generation) this.answers.set(key, answer);
      return answer;
    });
    this.pending.set(key, computed);
    const settle = () => this.pending.get(key) === computed && this.pending.delete(key);
    computed.then(settle, settle);
    return computed;
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}

const caches = new WeakMap<Db, AnswerCache>();
onCatalogueChange((db) => caches.get(db)?.clear());

export function answerCache(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AnswerCache()));
  return cache;
}

