import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The store's one product order (docs/behaviour.md §5): most popular first, then the lowest
 * id. Declared here once, as a comparison for lists kept in memory (the suggestion lists) and
 * as SQL order terms for every query that ranks products (the dropdown, multi-word search,
 * the results page, listings' relevance, the suggestion lists' rebuild).
 */
export interface Ranked {
  id: number;
  popularity: number;
}

export const ranksBefore = (a: Ranked, b: Ranked) => a.popularity > b.popularity || (a.popularity === b.popularity && a.id < b.id);

/** The same rule as SQL order terms, on any table holding a product's popularity and id. */
export function popularFirst(popularity: AnyColumn | SQL, id: AnyColumn | SQL): SQL[] {
  return [desc(popularity), asc(id)];
}
