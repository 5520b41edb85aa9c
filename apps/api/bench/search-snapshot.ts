import fs from 'node:fs';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { catalogueCache } from '../src/catalogue/catalogue-cache';
import { searchCatalogue, type SearchResult } from '../src/search/engine';
import { interpretQuery } from '../src/search/nlp';
import { termStats } from '../src/search/term-stats';
import { MAX_PREFIX_LENGTH } from '../src/search/tokenize';
import { seedIfEmpty } from '../src/seed/index';
import { keystrokeQueries } from './keystrokes';
import { percentiles, time } from './stats';

// Proof that a change to search keeps what it finds, and where its time goes:
//   DATA_DIR=/tmp/x node --conditions=source --import tsx bench/search-snapshot.ts out.json
// seeds DATA_DIR once (later runs reuse it), answers the bench's keystroke queries (as typed,
// and through /nlp/search's interpretation) and writes every answer's product, category and
// brand ids with the correction; two snapshots taken before and after a change must be equal.
// It also prints the slowest queries and percentiles per plan kind (fastest of REPEAT runs each).
const out = process.argv[2];
if (!out) throw new Error('usage: search-snapshot.ts <out.json>');
const config = loadConfig(process.env);
const database = await openDatabase(config);
await runMigrations(database);
await seedIfEmpty(database.db, { products: config.seedProducts, logger: { info: () => undefined } });
const db = database.db;
const queries = await keystrokeQueries(db, Number(process.env.BENCH_QUERIES ?? 3000));
const cache = await catalogueCache(db);
const stats = await termStats(db);
const known = (word: string) => word.length > 0 && word.length <= MAX_PREFIX_LENGTH && stats.prefixFrequency(word) > 0;

const summary = (result: SearchResult) => ({
  corrected: result.corrected,
  products: result.products.map((p) => p.id),
  categories: result.categories.map((c) => c.id),
  brands: result.brands.map((b) => b.id),
});
const answers: Record<string, unknown> = {};
const timings: { query: string; ms: number }[] = [];
for (const q of queries.slice(0, 100)) await searchCatalogue(db, cache, q, { origin: '' }); // warm-up
// The fastest of a few runs: a query's own cost, without the pauses a shared machine adds.
const repeat = Number(process.env.REPEAT ?? 3);
for (const query of queries) {
  let result: SearchResult | undefined;
  let ms = Infinity;
  for (let run = 0; run < repeat; run++) {
    ms = Math.min(ms, await time(async () => {
      result = await searchCatalogue(db, cache, query, { origin: '' });
    }));
  }
  timings.push({ query, ms });
  const nlp = interpretQuery(query, known);
  const nlpResult = await searchCatalogue(db, cache, nlp.text, { origin: '', order: nlp.order, onSaleOnly: nlp.onSaleOnly });
  answers[query] = { frontend: summary(result!), nlp: { ...nlp, ...summary(nlpResult) } };
}
// Plain-language queries the keystrokes never produce: price order and sale filter.
for (const query of ['cheap plates', 'premium fridge', 'wine glasses on sale', 'cheap stainles steel', 'vulcna fryer deals']) {
  const nlp = interpretQuery(query, known);
  answers[`nlp:${query}`] = { ...nlp, ...summary(await searchCatalogue(db, cache, nlp.text, { origin: '', order: nlp.order, onSaleOnly: nlp.onSaleOnly })) };
}
fs.writeFileSync(out, JSON.stringify(answers, null, 1));

const kind = (query: string) => (/\d/.test(query) && /-/.test(query) ? 'sku' : query.includes(' ') ? 'multi' : 'single');
const byKind = new Map<string, number[]>();
for (const t of timings) byKind.set(kind(t.query), [...(byKind.get(kind(t.query)) ?? []), t.ms]);
console.table(Object.fromEntries([['all', percentiles(timings.map((t) => t.ms))], ...[...byKind].map(([k, ms]) => [k, percentiles(ms)])]));
console.table(timings.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SLOWEST ?? 40)).map((t) => ({ query: t.query, ms: Math.round(t.ms * 100) / 100 })));
await database.close();
