// Answers kept until the catalogue changes (issue 31): server-rendered guest pages
// (http/server-render.ts, per page variant and address, so a crowd asking for the same product
// gets one render, not one each) and the guest JSON reads pages are made of (json-reads.ts).
// Dropped when the catalogue changes (catalogue-changes.ts: every process hears the database's
// notification, so every process drops its own) and after a short time whatever happens (a page
// also shows things no notification covers: content pages, the FAQ).
//
// Per process, not shared: a kept page is ~200 KB of text sent from memory in well under a
// millisecond; fetching it from a shared store would cost a network round trip per page, the
// same order as the static asset's whole answer, while a process's own miss costs one render
// per page per process per minute. What processes must agree on, that an answer is stale, comes
// from the database's notification, not from this memory.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { servingStale, staleValuesServed } from '../catalogue/ttl-cache';
import { onCatalogueChange } from './catalogue-changes';

/** What each database's change drops: only clear() is called. */
const cachesByDb = new WeakMap<Db, Set<{ clear(): void }>>();
onCatalogueChange((db) => {
  for (const cache of cachesByDb.get(db) ?? []) cache.clear();
});

/** What is kept: anything that knows its size in bytes. */
export class KeptUntilChange<V extends { size: number }> {
  private readonly pages: LRUCache<string, V>;
  /** Moves on each clear(): a render begun before a change is not kept after it. */
  private generation = 0;

  constructor(db: Db | null, maxBytes: number, ttlMs: number) {
    this.pages = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (page, key) => Math.max(1, page.size + key.length), ttl: ttlMs });
    if (db) {
      const caches = cachesByDb.get(db) ?? new Set();
      caches.add(this);
      cachesByDb.set(db, caches);
    }
  }

  get(key: string): V | undefined {
    return this.pages.get(key);
  }

  /**
   * What to hand back to set(): taken before rendering. Both counters only grow, so their sum
   * moves when either does.
   */
  mark(): number {
    return this.generation + staleValuesServed();
  }

  /**
   * Keeps `page` unless the catalogue changed since `mark`, or an answer behind it may have been
   * a stale one (a listing's count just after a change, handed out while its refresh ran): either
   * may show what was before, and kept it would show it until the next change or the time-out
   * (a republished product missing from its category's total: catalogue-changes.test on PostgreSQL).
   */
  set(key: string, page: V, mark: number): void {
    if (mark === this.mark() && !servingStale()) this.pages.set(key, page);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
