// Server-rendered guest pages, kept per page variant (the storefront, language and device
// class the render decided on: entry-server.tsx `pageVariant`) and address, so a crowd asking
// for the same product gets one render, not one each. Dropped when the catalogue changes
// (cache/catalogue-changes.ts: every process hears the database's notification, so every
// process drops its pages) and after RENDER_CACHE_SECONDS whatever happens (a page also shows
// things no notification covers: content pages, reviews, stock).
//
// Per process, not shared: a kept page is ~200 KB of text sent from memory in well under a
// millisecond; fetching it from a shared store would cost a network round trip per page, the
// same order as the static asset's whole answer, while a process's own miss costs one render
// per page per process per minute. What processes must agree on, that a page is stale, comes
// from the database's notification, not from this memory.
import { LRUCache } from 'lru-cache';
import { onCatalogueChange } from '../cache/catalogue-changes';
import type { Db } from '../db/client';
import type { PreparedPage } from './prepared-page';

const cachesByDb = new WeakMap<Db, Set<PageCache>>();
onCatalogueChange((db) => {
  for (const cache of cachesByDb.get(db) ?? []) cache.clear();
});

export class PageCache {
  private readonly pages: LRUCache<string, PreparedPage>;
  /** Moves on each clear(): a render begun before a change is not kept after it. */
  private generation = 0;

  constructor(db: Db | null, maxBytes: number, ttlMs: number) {
    this.pages = new LRUCache<string, PreparedPage>({ maxSize: maxBytes, sizeCalculation: (page, key) => page.size + key.length, ttl: ttlMs });
    if (db) {
      const caches = cachesByDb.get(db) ?? new Set<PageCache>();
      caches.add(this);
      cachesByDb.set(db, caches);
    }
  }

  get(key: string): PreparedPage | undefined {
    return this.pages.get(key);
  }

  /** What to hand back to set(): taken before rendering. */
  mark(): number {
    return this.generation;
  }

  /** Keeps `page` unless the catalogue changed since `mark` (the page may show what was before). */
  set(key: string, page: PreparedPage, mark: number): void {
    if (mark === this.generation) this.pages.set(key, page);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
