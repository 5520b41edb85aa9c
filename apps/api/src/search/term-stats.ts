import { asc } from 'drizzle-orm';
import { onCatalogueChange } from '../cache/catalogue-changes';
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
  /** Every catalogue word with its frequency (typo correction's candidates, spelling.ts). */
  vocabulary: readonly { word: string; frequency: number }[];
}

export function buildTermStats(rows: { term: string; frequency: number }[]): TermStats {
  const terms = rows.map((row) => row.term).sort();
  const byTerm = new Map(rows.map((row) => [row.term, row.frequency]));
  const prefixSums = new Map<string, number>();
  let typos: TrigramIndex | undefined;
  return {
    loaded: rows.length > 0,
    vocabulary: rows.map((row) => ({ word: row.term, frequency: row.frequency })),
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
 * reindex.ts): the statistics are dropped when the catalogue changes (cache/catalogue-changes.ts)
 * and the next search reads them again.
 */
const cache = new WeakMap<Db, Promise<TermStats>>();

function load(db: Db): Promise<TermStats> {
  const stats = db.select({ term: searchTerms.term, frequency: searchTerms.frequency }).from(searchTerms).orderBy(asc(searchTerms.term)).then(buildTermStats);
  const forget = () => cache.get(db) === stats && cache.delete(db);
  // Neither a failed load nor the empty table of a database still to be seeded is kept.
  stats.then((loaded) => loaded.loaded || forget(), forget);
  return stats;
}

export function termStats(db: Db): Promise<TermStats> {
  let stats = cache.get(db);
  if (!stats) cache.set(db, (stats = load(db)));
  return stats;
}
onCatalogueChange((db) => cache.delete(db));
