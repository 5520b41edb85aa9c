import os from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createSearchService } from '../src/search/search-service';
import { searchResultsQuery, type SearchResultsQuery } from '../src/search/results';
import { keystrokeQueries } from './keystrokes';
import { labelledQueries } from './relevance/queries';
import { percentiles } from './stats';

// `BENCH_DATA_DIR=<seeded PGlite> node --conditions=source --import tsx bench/search-statements.ts`:
// where a search request's time goes, statement by statement, in-process on PGlite: every
// labelled query's results page once (cold, as bench/relevance.ts asks it), then the dropdown's
// keystrokes (WHAT=dropdown). Each PGlite call (query or exec) is timed and named by the start of
// its SQL; the table sums them per kind and per request, beside the whole request's time, so the
// rest (JavaScript: planning the query, building SQL, mapping rows) shows as the difference.
if (!process.env.BENCH_DATA_DIR) throw new Error('search-statements: set BENCH_DATA_DIR (a PGlite folder seeded by bench:relevance)');
const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR }, { databaseUrl: null }));
const pglite = database.pglite as PGlite;
const calls: { sql: string; ms: number; cpuMs: number }[] = [];
/** Prepared statements' text by name, to say what an EXECUTE ran. */
const preparedText = new Map<string, string>();
for (const method of ['query', 'exec'] as const) {
  const original = pglite[method].bind(pglite) as (...args: unknown[]) => Promise<unknown>;
  (pglite as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
    const started = performance.now();
    const cpuFrom = process.cpuUsage();
    try {
      return await original(...args);
    } finally {
      const used = process.cpuUsage(cpuFrom);
      const text = String(args[0]);
      const prepare = /^prepare (\w+) as ([\s\S]*)/.exec(text);
      if (prepare) preparedText.set(prepare[1]!.slice(0, 8), prepare[2]!.replace(/\s+/g, ' ').replace(/^select .*? from "products"/, 'select card columns from products').slice(0, 400));
      calls.push({ sql: text, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
    }
  };
}
const kindOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (/^prepare /.test(flat)) return 'prepare';
  if (/^set local plan_cache_mode.*execute (\w+)/.test(flat)) return `execute ${/execute (\w+)/.exec(flat)?.[1]?.slice(0, 8)}`;
  if (/insert into "search_misses"/.test(flat)) return 'misses insert';
  if (/delete from "search_misses"/.test(flat)) return 'misses delete';
  if (/^select "id", "name", "name_ar", "slug", "sku"/.test(flat)) return 'cards by id';
  if (/with matches as materialized/.test(flat) && /json_build_array/.test(flat)) return 'one pass with cards';
  if (/with matches as materialized/.test(flat)) return 'one pass (facets, page ids, total)';
  if (/case when exists/.test(flat)) return 'partial match';
  if (/from "product_search" where .* limit \$?\d*/.test(flat) && /limit/.test(flat) && !/group by/.test(flat)) return 'match check / top';
  if (/group by grouping sets/.test(flat)) return 'facets alone';
  return flat.slice(0, 60);
};

const search = createSearchService(database.db, { answerCache: false });
const what = process.env.WHAT ?? 'results';
const texts = what === 'dropdown' ? await keystrokeQueries(database.db, 1000) : labelledQueries().filter((q) => q.product === null).map((q) => q.query);
const ask = (text: string) =>
  what === 'dropdown' ? search.suggestAnswer(text, '') : search.results(searchResultsQuery.validateSync({ query: text }) as SearchResultsQuery, '', 'en');
// The tables read once first (WARM=0 skips it): a first read from disk is not what is measured.
if (process.env.WARM !== '0') await pglite.exec(`select count(*) from products where name is not null; select count(*) from product_search where category_id > 0; select count(*) from product_search where search_vector @@ 'a:* | e:* | o:* | s:* | c:*'::tsquery`);
for (const text of ['fryer', 'oven', 'plate', 'vulcan fr']) await ask(text);
calls.length = 0;
const perKind = new Map<string, number[]>();
const cpuPerKind = new Map<string, number[]>();
const requests: number[] = [];
const inStatements: number[] = [];
// CPU time of this process per request (PGlite runs on this thread): what a request costs, less
// moved than wall time by the other processes of a shared machine.
const cpu: number[] = [];
const costliest: { text: string; cpuMs: number; inPglite: number }[] = [];
const statementsPerRequest: number[] = [];
for (const text of texts) {
  const from = calls.length;
  const started = performance.now();
  const cpuFrom = process.cpuUsage();
  await ask(text);
  requests.push(performance.now() - started);
  const used = process.cpuUsage(cpuFrom);
  cpu.push((used.user + used.system) / 1000);
  costliest.push({ text, cpuMs: (used.user + used.system) / 1000, inPglite: 0 });
  const mine = calls.slice(from);
  costliest.at(-1)!.inPglite = mine.reduce((sum, call) => sum + call.cpuMs, 0);
  inStatements.push(mine.reduce((sum, call) => sum + call.ms, 0));
  statementsPerRequest.push(mine.length);
  for (const call of mine) {
    const kind = kindOf(call.sql);
    perKind.set(kind, [...(perKind.get(kind) ?? []), call.ms]);
    cpuPerKind.set(kind, [...(cpuPerKind.get(kind) ?? []), call.cpuMs]);
  }
}
const round = (n: number) => Math.round(n * 100) / 100;
console.info(`${what}: ${texts.length} requests in-process; statements per request: mean ${round(statementsPerRequest.reduce((a, b) => a + b, 0) / texts.length)}`);
console.table({ request: percentiles(requests), 'request CPU': percentiles(cpu), 'in PGlite calls': percentiles(inStatements) });
console.info(`CPU ms in all: ${round(cpu.reduce((a, b) => a + b, 0))}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
console.table(
  Object.fromEntries(
    [...perKind]
      .sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0))
      .map(([kind, ms]) => {
        const cpuMs = cpuPerKind.get(kind) ?? [];
        return [kind, { calls: ms.length, 'wall ms': round(ms.reduce((a, b) => a + b, 0)), 'CPU ms': round(cpuMs.reduce((a, b) => a + b, 0)), 'CPU p50': percentiles(cpuMs).p50, 'CPU p95': percentiles(cpuMs).p95, 'wall p95': percentiles(ms).p95 }];
      }),
  ),
);
console.table(costliest.sort((a, b) => b.cpuMs - a.cpuMs).slice(0, Number(process.env.TOP ?? 12)).map((row) => ({ query: row.text, 'CPU ms': round(row.cpuMs), 'of it in PGlite calls': round(row.inPglite) })));
for (const [name, text] of preparedText) if (perKind.has(`execute ${name}`)) console.info(`${name}: ${text}`);
await database.close();
