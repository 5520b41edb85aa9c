import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type Db } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { brands, categories, products } from '../src/db/schema/catalogue';
import { searchResults, searchResultsQuery, type SearchResultsQuery } from '../src/search/results';
import { tokenize } from '../src/search/tokenize';
import { seedIfEmpty } from '../src/seed/index';
import { keystrokeQueries } from './keystrokes';
import { labelledQueries, type LabelledQuery, type QueryKind } from './relevance/queries';
import { startServerProcess } from './server-process';
import { percentiles, time } from './stats';

// `npm run bench:relevance -w @horeca/api` (and `npm run bench`): the labelled query set
// (relevance/queries.ts) against this store's search, MiniSearch (a well-kept peer engine from
// npm, with its fuzzy and prefix search) and PostgreSQL's plain websearch_to_tsquery (a floor),
// on the same freshly seeded 100k catalogue in the same run. success@5: at least 3 of the
// first 5 products are where the query means (for a one-product query, that product is among
// them); MRR: 1 / the rank of the first meant product in the first 10. Then the speed of the
// results endpoint (every labelled query, each asked once: no answer from a cache) and of the
// dropdown over HTTP, on PGlite (or the PostgreSQL of DATABASE_URL).
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const productCount = Number(process.env.SEED_PRODUCTS ?? 100_000);
const TOP = 10;
/** BENCH_DATA_DIR: a PGlite folder seeded before (kept); a fresh one otherwise. */
const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-relevance-'));

interface Hit {
  id: number;
  category: string;
  brand: string;
}
type Engine = (query: string) => Promise<number[]>;

interface Catalogue {
  byId: Map<number, Hit>;
  skus: Map<number, string>;
  documents: { id: number; name: string; brand: string; category: string; parent: string; department: string }[];
}

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const rows = await queryRows<{ id: number; sku: string; name: string; name_ar: string | null; brand: string; leaf: string; leaf_name: string; leaf_ar: string | null; parent: string; parent_ar: string | null; department: string; department_ar: string | null }>(
    db,
    sql`select p.id, p.sku, p.name, p.name_ar, b.name as brand, c.slug as leaf, c.name as leaf_name, c.name_ar as leaf_ar,
          pc.name as parent, pc.name_ar as parent_ar, d.name as department, d.name_ar as department_ar
        from ${products} p join ${brands} b on b.id = p.brand_id join ${categories} c on c.id = p.category_id
        join ${categories} pc on pc.id = p.parent_category_id join ${categories} d on d.id = p.department_id
        where p.status = 'published'`,
  );
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  return {
    byId: new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), category: row.leaf, brand: row.brand }])),
    skus: new Map(rows.map((row) => [Number(row.id), row.sku])),
    documents: rows.map((row) => ({
      id: Number(row.id),
      name: join(row.name, row.name_ar),
      brand: row.brand,
      category: join(row.leaf_name, row.leaf_ar),
      parent: join(row.parent, row.parent_ar),
      department: join(row.department, row.department_ar),
    })),
  };
}

/** The text typed for a labelled query (a one-product query types that product's SKU). */
function typed(query: LabelledQuery, catalogue: Catalogue): string {
  if (query.product === null) return query.query;
  const sku = catalogue.skus.get(query.product) ?? '';
  if (query.query === 'sku-lower') return sku.toLowerCase();
  if (query.query === 'sku-nodash') return sku.replace('-', '').toLowerCase();
  return sku;
}

function meant(query: LabelledQuery, hit: Hit | undefined): boolean {
  if (!hit) return false;
  if (query.product !== null) return hit.id === query.product;
  return query.categories.includes(hit.category) && (query.brand === null || hit.brand === query.brand);
}

interface Scores {
  successAt5: number;
  mrr: number;
  byKind: Record<string, { queries: number; successAt5: number; mrr: number }>;
  failures: string[];
}

async function evaluate(engine: Engine, queries: LabelledQuery[], catalogue: Catalogue): Promise<Scores> {
  const kinds = new Map<QueryKind, { queries: number; success: number; rr: number }>();
  let success = 0;
  let rr = 0;
  const failures: string[] = [];
  for (const query of queries) {
    const ids = (await engine(typed(query, catalogue))).slice(0, TOP);
    const relevant = ids.map((id) => meant(query, catalogue.byId.get(id)));
    const inFive = relevant.slice(0, 5).filter(Boolean).length;
    const ok = query.product !== null ? inFive >= 1 : inFive >= 3;
    const first = relevant.indexOf(true);
    const reciprocal = first === -1 ? 0 : 1 / (first + 1);
    success += ok ? 1 : 0;
    rr += reciprocal;
    if (!ok) failures.push(`${query.kind}: ${typed(query, catalogue)} (${inFive}/5)`);
    const kind = kinds.get(query.kind) ?? { queries: 0, success: 0, rr: 0 };
    kinds.set(query.kind, { queries: kind.queries + 1, success: kind.success + (ok ? 1 : 0), rr: kind.rr + reciprocal });
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    successAt5: round(success / queries.length),
    mrr: round(rr / queries.length),
    byKind: Object.fromEntries([...kinds].map(([kind, k]) => [kind, { queries: k.queries, successAt5: round(k.success / k.queries), mrr: round(k.rr / k.queries) }])),
    failures,
  };
}

/** This store's results page, first page (its default relevance order). */
function ours(db: Db): Engine {
  return async (text) => {
    const query = searchResultsQuery.validateSync({ query: text, per_page: TOP }) as SearchResultsQuery;
    return (await searchResults(db, 'en', '', query)).data.map((card) => card.id);
  };
}

/** MiniSearch over the same fields (name, brand, subcategory, category, department, in both languages), fuzzy and prefix. */
function miniSearch(catalogue: Catalogue): { engine: Engine; indexMs: number } {
  const started = performance.now();
  const index = new MiniSearch({
    fields: ['name', 'brand', 'category', 'parent', 'department'],
    // The store's tokeniser on both sides, so Arabic spellings fold alike for both engines.
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term,
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { name: 2, category: 1.5 } },
  });
  index.addAll(catalogue.documents);
  const indexMs = Math.round(performance.now() - started);
  return { engine: async (text) => index.search(text).slice(0, TOP).map((result) => Number(result.id)), indexMs };
}

/** PostgreSQL's plain full-text search on the same index: websearch_to_tsquery, ts_rank, then the store's order. */
function websearch(db: Db): Engine {
  return async (text) => {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from ${products}, websearch_to_tsquery('simple', ${text}) q
          where ${products.status} = 'published' and to_tsvector('simple', ${products.searchText}) @@ q
          order by ts_rank(to_tsvector('simple', ${products.searchText}), q) desc, ${products.popularity} desc, ${products.id} limit ${TOP}`,
    );
    return rows.map((row) => Number(row.id));
  };
}

// DATABASE_URL: measure on that PostgreSQL database instead (seeded here when empty).
const databaseUrl = process.env.DATABASE_URL ?? null;
const config = loadConfig({ ...process.env, DATA_DIR: dataDir }, { databaseUrl });
const database = await openDatabase(config);
await runMigrations(database);
await seedIfEmpty(database.db, { products: productCount, logger: { info: () => undefined } });
const catalogue = await loadCatalogue(database.db);
const queries = labelledQueries();
const peer = miniSearch(catalogue);
const results = {
  ours: await evaluate(ours(database.db), queries, catalogue),
  minisearch: await evaluate(peer.engine, queries, catalogue),
  websearch_to_tsquery: await evaluate(websearch(database.db), queries, catalogue),
};
const keystrokes = await keystrokeQueries(database.db, 1000);
const [published] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.status, 'published'));
await database.close();

// Speed over HTTP on one API process (PGlite): each labelled query's results page once (a cold
// answer, nothing cached), then the dropdown's keystrokes as the API bench asks them. The
// machine may be shared and busy, so each piece comes with the load average when it began and
// a baseline in the same run: GET /api/health over HTTP (touches nothing), just before it.
// BENCH_API_PORT: a port of one's own on a shared machine (a free one otherwise).
const server = await startServerProcess({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }), NODE_ENV: 'test', E2E_LIMIT_MULTIPLIER: '10', PORT: process.env.BENCH_API_PORT ?? '0' });
const url = (text: string, pathname: string) => `${server.url}${pathname}?query=${encodeURIComponent(text)}`;
const loadAverage = () => Math.round(os.loadavg()[0]! * 100) / 100;
async function baseline(times: number) {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) ms.push(await time(() => fetch(`${server.url}/api/health`).then((r) => r.text())));
  return percentiles(ms);
}
/**
 * The server's main thread's time on a CPU so far, in ms (Linux: /proc/<pid>/schedstat, in ns), or
 * null. Its JavaScript and PGlite both run there, and the requests are asked one at a time, so the
 * difference across a request is that request's own work: what a loaded, shared machine moves
 * least (its wall time also holds the waits for a core the other processes hold).
 */
function serverCpuMs(): number | null {
  try {
    return Number(fs.readFileSync(`/proc/${server.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}
async function piece(texts: string[], pathname: string) {
  const health = await baseline(texts.length);
  const load = loadAverage();
  const ms: number[] = [];
  const cpuMs: number[] = [];
  for (const text of texts) {
    const cpuBefore = serverCpuMs();
    ms.push(await time(() => fetch(url(text, pathname)).then((r) => r.text())));
    const cpuAfter = serverCpuMs();
    if (cpuBefore !== null && cpuAfter !== null) cpuMs.push(cpuAfter - cpuBefore);
  }
  const measured = percentiles(ms);
  const serverCpu = cpuMs.length > 0 ? percentiles(cpuMs) : null;
  return { ...measured, serverCpu, loadAverage: load, healthBaseline: health, p95OverBaseline: Math.round((measured.p95 / Math.max(health.p95, 0.001)) * 10) / 10 };
}
for (const text of ['fryer', 'oven', 'plate']) await fetch(url(text, '/api/frontend/search/products')).then((r) => r.text());
const resultsPage = await piece(queries.map((query) => typed(query, catalogue)), '/api/frontend/search/products');
for (const text of keystrokes.slice(0, 50)) await fetch(url(text, '/api/frontend/search')).then((r) => r.text());
const dropdown = await piece(keystrokes, '/api/frontend/search');
await server.stop();
if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });

const composition = Object.fromEntries(Object.entries(results.ours.byKind).map(([kind, k]) => [kind, k.queries]));
const report = {
  date: new Date().toISOString(),
  products: published?.n ?? productCount,
  queries: queries.length,
  composition,
  database: databaseUrl ? 'postgres' : 'pglite',
  relevance: results,
  miniSearchIndexMs: peer.indexMs,
  resultsPageOverHttpMs: resultsPage,
  dropdownOverHttpMs: dropdown,
  targets: { successAt5: 0.92, resultsP95Ms: 40, dropdownP95Ms: 10 },
};
const outDir = path.resolve(apiRoot, '../../bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, `search-relevance-${report.database}.json`), JSON.stringify(report, null, 2));
console.info(`${queries.length} labelled queries (${Object.entries(composition).map(([kind, n]) => `${kind} ${n}`).join(', ')}) on ${report.products} products`);
console.table(Object.fromEntries(Object.entries(results).map(([engine, scores]) => [engine, { 'success@5': scores.successAt5, MRR: scores.mrr }])));
console.table(Object.fromEntries(Object.keys(composition).map((kind) => [kind, Object.fromEntries(Object.entries(results).map(([engine, scores]) => [engine, scores.byKind[kind]?.successAt5]))])));
const speedRow = (name: string, p: typeof resultsPage) => [
  name,
  { 'p50 / p95 / p99 (ms)': `${p.p50} / ${p.p95} / ${p.p99}`, 'server CPU p50 / p95 (ms)': p.serverCpu ? `${p.serverCpu.p50} / ${p.serverCpu.p95}` : 'n/a', requests: p.count, 'health p50 / p95 (ms)': `${p.healthBaseline.p50} / ${p.healthBaseline.p95}`, 'p95 / health p95': p.p95OverBaseline, 'load avg (1 min)': p.loadAverage },
];
console.info(`speed over HTTP on ${report.database} (results page: each labelled query once; dropdown: ${dropdown.count} keystrokes)`);
console.table(Object.fromEntries([speedRow('results page', resultsPage), speedRow('dropdown', dropdown)]));
console.info(`our failures: ${results.ours.failures.join('; ') || 'none'}`);
console.info(`written to ${path.join(outDir, `search-relevance-${report.database}.json`)}`);
