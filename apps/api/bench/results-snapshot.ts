import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { createSearchService } from '../src/search/search-service';
import { searchResultsQuery, type SearchResultsQuery } from '../src/search/results';
import { labelledQueries } from './relevance/queries';

// Proof that a change to the results page keeps its answers:
//   BENCH_DATA_DIR=<seeded PGlite> node --conditions=source --import tsx bench/results-snapshot.ts out.json
// every labelled query's whole answer (cards, facets, totals, what was searched), first asked
// (its facets not yet counted) and asked again (counted), on page 1 and 2, sorted by price, and
// narrowed by its first brand, category and 4 stars; then a few SKUs as typed. Two snapshots
// taken before and after a change must be equal (`cmp`).
const out = process.argv[2];
if (!out || !process.env.BENCH_DATA_DIR) throw new Error('usage: BENCH_DATA_DIR=<seeded PGlite> results-snapshot.ts <out.json>');
const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR }, { databaseUrl: null }));
const search = createSearchService(database.db, { answerCache: false });
const ask = (params: Record<string, unknown>) => search.results(searchResultsQuery.validateSync(params) as SearchResultsQuery, 'https://api.example', params.lang === 'ar' ? 'ar' : 'en');
const skus = await queryRows<{ sku: string }>(database.db, sql`select sku from products where status = 'published' and id % 9973 = 0 order by id`);
const texts = [...new Set([...labelledQueries().filter((q) => q.product === null).map((q) => q.query), ...skus.flatMap(({ sku }) => [sku, sku.toLowerCase(), sku.slice(0, 6)])])];
const answers: Record<string, unknown> = {};
for (const text of texts) {
  const first = await ask({ query: text });
  const again = await ask({ query: text });
  const brand = first.facets.brands[0]?.id;
  const category = first.facets.categories[0]?.id;
  answers[text] = {
    first,
    again: JSON.stringify(again) === JSON.stringify(first) ? 'same' : again,
    page2: await ask({ query: text, page: 2 }),
    priceAsc: await ask({ query: text, sort: 'price_asc', storefront: 'us' }),
    brand: brand === undefined ? null : await ask({ query: text, brand: String(brand) }),
    category: category === undefined ? null : await ask({ query: text, category: String(category), rating: 4 }),
    arabic: await ask({ query: text, lang: 'ar', per_page: 12 }),
  };
}
fs.writeFileSync(out, JSON.stringify(answers, null, 1));
console.info(`${texts.length} queries written to ${out}`);
await database.close();
