/**
 * A small time-bounded memo for aggregate answers (listing totals, brand facets). The
 * catalogue only changes through stock, so a minute-old count is acceptable, and it
 * spares a count over a 12,000-product department on every page view.
 *
 * Stale while revalidating: past its TTL an entry is still answered at once, and one
 * background refresh per key replaces it when done. The category counts are one pass over
 * every product (0.4-1.4 s on 100k products on PGlite); without this, the shopper who came
 * first after each minute waited for the whole pass. A failed refresh keeps the old value
 * (and logs); the next read past the TTL tries again. Only a key's very first computation
 * is waited for. `invalidate()` (the catalogue changed) makes every entry stale at once: the
 * next read of each starts its refresh, and a refresh begun before the change is kept as
 * stale, so it is read again.
 */
interface Entry<V> {
  value: Promise<V>;
  freshUntil: number;
  /** True once `value` has resolved: only a known value may be served stale. */
  settled: boolean;
  refreshing: boolean;
}

export interface TtlCacheOptions {
  /** Milliseconds since the epoch; tests pass a clock they move by hand. */
  now?: () => number;
  logger?: Pick<Console, 'error'>;
}

/** Refreshes running in this process (any cache). */
let refreshesRunning = 0;
/** Stale values handed out in this process (any cache), ever: only grows. */
let staleServed = 0;

/**
 * Whether some answer is being served stale while its refresh runs: an answer made now may
 * hold a value from before a change, so it is not kept (cache/kept-until-change.ts).
 */
export const servingStale = (): boolean => refreshesRunning > 0;

/**
 * How many stale values were handed out so far. An answer begun before this moved may hold one
 * even when its refresh has already ended (a quick count on PostgreSQL finished before the
 * listing's page of products): kept-until-change.ts does not keep it.
 */
export const staleValuesServed = (): number => staleServed;

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Moves on each invalidate(): a refresh started before it computed from the old data. */
  private generation = 0;
  private readonly now: () => number;
  private readonly logger: Pick<Console, 'error'>;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    options: TtlCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.logger = options.logger ?? console;
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (!hit) return this.computeFirst(key, compute, now);
    if (hit.freshUntil <= now) {
      staleServed += 1;
      if (hit.settled && !hit.refreshing) this.refresh(key, hit, compute, now);
    }
    return hit.value;
  }

  invalidate(): void {
    this.generation += 1;
    for (const entry of this.entries.values()) entry.freshUntil = 0;
  }

  private computeFirst(key: string, compute: () => Promise<V>, now: number): Promise<V> {
    const entry: Entry<V> = { value: compute(), freshUntil: now + this.ttlMs, settled: false, refreshing: false };
    this.entries.set(key, entry);
    entry.value.then(
      () => (entry.settled = true),
      // Nothing to fall back on: a failed first computation is not remembered.
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.value;
  }

  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>, startedAt: number): void {
    stale.refreshing = true;
    refreshesRunning += 1;
    const generation = this.generation;
    // Started on the next turn, after the queries of the request that found the entry stale
    // are queued: on PGlite (one connection) a pass started first would hold them back.
    setImmediate(() => {
      // compute() may throw before it returns a promise: that is a failed refresh too.
      Promise.resolve()
        .then(compute)
        .finally(() => (refreshesRunning -= 1))
        .then(
          (value) => {
            // Replaced or evicted meanwhile: the newer entry wins.
            if (this.entries.get(key) !== stale) return;
            this.entries.delete(key); // re-inserted as the newest, last to be evicted
            const freshUntil = generation === this.generation ? startedAt + this.ttlMs : 0;
            this.entries.set(key, { value: Promise.resolve(value), freshUntil, settled: true, refreshing: false });
          },
          (error: unknown) => {
            stale.refreshing = false;
            this.logger.error(`[cache] refreshing '${key}' failed; still answering the value from before`, error);
          },
        );
    });
  }
}
