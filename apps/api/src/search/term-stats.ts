import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchTerms } from '../db/schema/catalogue';
import { TrigramIndex } from './trigrams';

/**
 * How often each catalogue word occurs (the search_terms table, about 1,200 words, written
 * by the seed and by reindex.ts when a product changes), kept in memory per database. It
 * lets search choose its query plan and correct typos without asking the database: skip a
 * match that cannot succeed, use the index for a typed prefix only when that prefix's
 * postings are few, and find the closest word to a misspelt one.
 */
export interface TermStats {
  /** False while the table is empty (an unseeded database): every word may then exist. */
  loaded: boolean;
  /** Occurrences of exactly this word (0 when no product has it). */
  frequency(word: string): number;
  /** Occurrences of every word starting with `prefix`. */
  prefixFrequency(prefix: string): number;
  /** The catalogue word a typed word of 3+ letters most likely meant (pg_trgm similarity), or null. */
  closestTerm(word: string): string | null;
}

export function buildTermStats(rows: { term: string; frequency: number }[]): TermStats {
  const terms = rows.map((row) => row.term).sort();
  const byTerm = new Map(rows.map((row) => [row.term, row.frequency]));
  const prefixSums = new Map<string, number>();
  let typos: TrigramIndex | undefined;
  return {
    loaded: rows.length > 0,
    frequency: (word) => byTerm.get(word) ?? 0,
    prefixFrequency(prefix) {
      let sum = prefixSums.get(prefix);
      if (sum !== undefined) return sum;
      // Binary search for the first term >= prefix, then add up the run that starts with it.
      let low = 0;
      let high = terms.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((terms[middle] ?? '') < prefix) low = middle + 1;
        else high = middle;
      }
      sum = 0;
      for (let i = low; i < terms.length && terms[i]!.startsWith(prefix); i++) sum += byTerm.get(terms[i]!) ?? 0;
      if (prefixSums.size < 10_000) prefixSums.set(prefix, sum);
      return sum;
    },
    closestTerm(word) {
      if (word.length < 3) return null;
      typos ??= new TrigramIndex(rows);
      return typos.closest(word);
    },
  };
}

/**
 * Another process may rewrite search_terms (a rename through the API on PostgreSQL, see
 * reindex.ts): at most this often, a search asks whether the table changed, in the
 * background, and the next search after a change reads it again.
 */
const RECHECK_MS = 2_000;

interface Cached {
  stats: Promise<TermStats>;
  /** Row count, frequency sum and newest row version: any insert, update or delete moves one. */
  version: Promise<string>;
  checkedAt: number;
  checking: boolean;
}

const cache = new WeakMap<Db, Cached>();

const tableVersion = async (db: Db) => {
  const [row] = await db
    .select({ version: sql<string>`count(*) || ':' || coalesce(sum(${searchTerms.frequency}), 0) || ':' || coalesce(max(${searchTerms}.xmin::text::bigint), 0)` })
    .from(searchTerms);
  return row?.version ?? '';
};

function load(db: Db): Cached {
  // The version first: a change between the two reads then shows as a changed table later.
  const version = tableVersion(db);
  const entry: Cached = {
    version,
    stats: version
      .then(() => db.select({ term: searchTerms.term, frequency: searchTerms.frequency }).from(searchTerms).orderBy(asc(searchTerms.term)))
      .then(buildTermStats),
    checkedAt: performance.now(),
    checking: false,
  };
  const forget = () => cache.get(db) === entry && cache.delete(db);
  // Neither a failed load nor the empty table of a database still to be seeded is kept.
  Promise.all([entry.stats, entry.version]).then(([loaded]) => loaded.loaded || forget(), forget);
  return entry;
}

function recheck(db: Db, entry: Cached): void {
  entry.checking = true;
  Promise.all([entry.version, tableVersion(db)])
    .then(([known, current]) => known === current || (cache.get(db) === entry && cache.delete(db)))
    .catch(() => undefined)
    .finally(() => {
      entry.checking = false;
      entry.checkedAt = performance.now();
    });
}

export function termStats(db: Db): Promise<TermStats> {
  let entry = cache.get(db);
  if (!entry) cache.set(db, (entry = load(db)));
  else if (!entry.checking && performance.now() - entry.checkedAt > RECHECK_MS) recheck(db, entry);
  return entry.stats;
}

/** Drops the statistics of `db`, after this process changed search_terms: the next search reads them again. */
export function forgetTermStats(db: Db): void {
  cache.delete(db);
}
