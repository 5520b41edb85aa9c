import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { searchResults, searchResultsQuery, type SearchResultsQuery } from '../src/search/results';
import { labelledQueries } from './relevance/queries';
import { time } from './stats';

// `BENCH_DATA_DIR=<seeded PGlite> node --conditions=source --import tsx bench/results-profile.ts`
// (or DATABASE_URL): each labelled query's results page in-process, once cold (its facets
// not yet counted), slowest first, with its total: where the results page's tail is.
const databaseUrl = process.env.DATABASE_URL ?? null;
if (!databaseUrl && !process.env.BENCH_DATA_DIR) throw new Error('results-profile: set BENCH_DATA_DIR (a PGlite folder seeded by bench:relevance) or DATABASE_URL');
const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR ?? '' }, { databaseUrl }));
const ask = (text: string) => searchResults(database.db, 'en', '', searchResultsQuery.validateSync({ query: text }) as SearchResultsQuery);
for (const text of ['fryer', 'oven', 'plate']) await ask(text);
const rows: { query: string; ms: number; total: number }[] = [];
for (const { query, product } of labelledQueries()) {
  if (product !== null) continue;
  let total = 0;
  const ms = await time(async () => (total = (await ask(query)).meta.total));
  rows.push({ query, ms: Math.round(ms * 10) / 10, total });
}
rows.sort((a, b) => b.ms - a.ms);
console.table(rows.slice(0, Number(process.env.TOP ?? 25)));
await database.close();
