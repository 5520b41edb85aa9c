import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { desc, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products } from '../src/db/schema/catalogue';
import { catalogueCache } from '../src/catalogue/catalogue-cache';
import { searchCatalogue } from '../src/search/engine';
import { seedIfEmpty } from '../src/seed/index';
import { keystrokeQueries } from './keystrokes';
import { SHOPPERS, printLoad, runLoad, type LoadInput } from './load';
import { memoryMb, startServerProcess } from './server-process';
import { percentiles, time } from './stats';
import { startThrowawayPostgres } from './throwaway-postgres';
import { benchCatalogueImport } from './catalogue-import';
import { plainInsertMs } from './plain-insert';
import { fromSeedReport, seedProducts } from './seed-time';

// `npm -w @horeca/api run bench`: seeds a fresh 100k catalogue (its time against a plain insert
// of the same rows, bench/seed-time.ts), measures search in the database against a naive ILIKE
// scan, then search and listing over HTTP on 127.0.0.1, then the load test (bench/load.ts) on
// PGlite and on a throwaway PostgreSQL, then the catalogue import of a 100k-row feed
// (bench/catalogue-import.ts). BENCH_QUICK=1 imports 10k rows instead (BENCH_IMPORT_ROWS sets it).
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const productCount = Number(process.env.SEED_PRODUCTS ?? 100_000);
const keystrokes = Number(process.env.BENCH_QUERIES ?? 3000);
const naiveQueries = Number(process.env.BENCH_NAIVE_QUERIES ?? 100);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const cartAdds = Number(process.env.BENCH_CART_ADDS ?? 1000);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55433);
const quick = process.env.BENCH_QUICK === '1';
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? (quick ? 10_000 : 100_000));
/**
 * 50 shoppers sign up from one loopback address, past the per-address registration limit
 * (10 an hour): the load servers run with NODE_ENV=test and E2E_LIMIT_MULTIPLIER, the
 * switch the API has for exactly this (production always runs the default limits).
 */
const LIMIT_MULTIPLIER = '10';
const loadServerEnv = { NODE_ENV: 'test', E2E_LIMIT_MULTIPLIER: LIMIT_MULTIPLIER };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-bench-'));

async function inDatabase(db: Db) {
  const queries = await keystrokeQueries(db, keystrokes);
  const cache = await catalogueCache(db);
  for (const q of queries.slice(0, 100)) await searchCatalogue(db, cache, q, { origin: '' }); // warm-up
  const indexed: number[] = [];
  for (const q of queries) indexed.push(await time(() => searchCatalogue(db, cache, q, { origin: '' })));
  const naive: number[] = [];
  const step = Math.max(1, Math.floor(queries.length / naiveQueries));
  for (let i = 0; i < queries.length; i += step) {
    const q = (queries[i] ?? '').replace(/[\\%_]/g, (ch) => `\\${ch}`);
    naive.push(await time(() => db.select({ id: products.id }).from(products).where(sql`${products.name} ilike ${`%${q}%`}`).orderBy(desc(products.popularity)).limit(7)));
  }
  return { queries, indexed: percentiles(indexed), naive: percentiles(naive) };
}

async function load(url: string, paths: string[]) {
  const result = await autocannon({ url, connections: 20, duration: loadSeconds, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  return { requestsPerSecond: Math.round(result.requests.average), latencyP50: result.latency.p50, latencyP99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const database = await openDatabase(config);
await runMigrations(database);
const seed = await seedIfEmpty(database.db, { products: productCount, logger: { info: () => undefined } });
if (!seed) throw new Error('bench: the fresh database was seeded already');
const seedTime = fromSeedReport(seed, await plainInsertMs(seedProducts(productCount)));
const db = await inDatabase(database.db);
const listingSlugs = (await catalogueCache(database.db)).tree.flatMap((d) => [d.slug, ...d.children.map((c) => c.slug)]);
await database.close();

const server = await startServerProcess({ DATA_DIR: dataDir, ...loadServerEnv });
const http: number[] = [];
for (const q of db.queries.slice(0, 50)) await fetch(`${server.url}/api/frontend/search?query=${encodeURIComponent(q)}`).then((r) => r.text());
for (const q of db.queries.slice(0, 1000)) {
  http.push(await time(() => fetch(`${server.url}/api/frontend/search?query=${encodeURIComponent(q)}`).then((r) => r.text())));
}
const loadInput: LoadInput = {
  searchPaths: db.queries.slice(0, 500).map((q) => `/api/frontend/search?query=${encodeURIComponent(q)}`),
  listingPaths: listingSlugs.flatMap((slug) => [`/api/frontend/categories/${slug}/products`, `/api/frontend/categories/${slug}/products?sort=price_asc&page=3`]),
  seconds: loadSeconds,
  cartAdds,
};
const searchLoad = await load(server.url, loadInput.searchPaths);
const listingLoad = await load(server.url, loadInput.listingPaths);
const serverRss = memoryMb(server.pid).rss;
console.info(`load servers run with NODE_ENV=test and E2E_LIMIT_MULTIPLIER=${LIMIT_MULTIPLIER} (registration limit raised for ${SHOPPERS} sign-ups from one address)`);
const pgliteLoad = await runLoad(server, 'pglite', loadInput);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const postgres = startThrowawayPostgres(pgPort);
let postgresLoad: Awaited<ReturnType<typeof runLoad>> | null = null;
let postgresSeedSeconds: number | null = null;
if (!postgres) {
  console.info('PostgreSQL binaries not found (/usr/lib/postgresql/*/bin): the PostgreSQL load test is skipped');
} else {
  try {
    const started = performance.now();
    const pgServer = await startServerProcess({ DATABASE_URL: postgres.databaseUrl, SEED_PRODUCTS: String(productCount), ...loadServerEnv });
    postgresSeedSeconds = Math.round((performance.now() - started) / 100) / 10;
    try {
      postgresLoad = await runLoad(pgServer, 'postgres', loadInput);
    } finally {
      await pgServer.stop();
    }
  } finally {
    postgres.stop();
  }
}

const catalogueImport = await benchCatalogueImport(importRows);

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  products: productCount,
  seedSeconds: seed.catalogueMs / 1000,
  seed: seedTime,
  catalogueImport,
  searchInDatabaseMs: db.indexed,
  naiveIlikeMs: db.naive,
  naiveOverIndexedP50: Math.round((db.naive.p50 / Math.max(db.indexed.p50, 0.001)) * 10) / 10,
  naiveOverIndexedP95: Math.round((db.naive.p95 / Math.max(db.indexed.p95, 0.001)) * 10) / 10,
  searchOverHttpMs: percentiles(http),
  searchLoad,
  listingLoad,
  serverRssMb: serverRss,
  load: { limitMultiplier: Number(LIMIT_MULTIPLIER), seconds: loadSeconds, cartAdds, pglite: pgliteLoad, postgres: postgresLoad, postgresStartAndSeedSeconds: postgresSeedSeconds },
  benchRssMb: Math.round(process.memoryUsage().rss / 1e6),
  targets: { dbP95Ms: 5, httpP95Ms: 10 },
};
const outDir = path.resolve(apiRoot, '../../bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'api-bench.json'), JSON.stringify(report, null, 2));
console.table({
  'seed (s)': { value: report.seedSeconds },
  'plain insert of the same rows (s)': { value: seedTime.plainInsertMs / 1000 },
  'seed / plain insert': { value: `${seedTime.ratio}x` },
  [`import ${catalogueImport.rows} rows (s)`]: { value: `${catalogueImport.importMs / 1000} (${catalogueImport.rowsPerSecond} rows/s; rerun ${catalogueImport.rerunMs / 1000} s)` },
  'import / plain insert of its rows': { value: `${catalogueImport.ratio}x (plain ${catalogueImport.plainInsertMs / 1000} s)` },
  'search db p50/p95/p99 (ms)': { value: `${db.indexed.p50} / ${db.indexed.p95} / ${db.indexed.p99} (${db.indexed.count} queries)` },
  'naive ILIKE p50/p95/p99 (ms)': { value: `${db.naive.p50} / ${db.naive.p95} / ${db.naive.p99} (${db.naive.count} queries)` },
  'naive / indexed (p50, p95)': { value: `${report.naiveOverIndexedP50}x, ${report.naiveOverIndexedP95}x` },
  'search http p50/p95/p99 (ms)': { value: `${report.searchOverHttpMs.p50} / ${report.searchOverHttpMs.p95} / ${report.searchOverHttpMs.p99}` },
  'search req/s (20 conn)': { value: searchLoad.requestsPerSecond },
  'listing req/s (20 conn)': { value: listingLoad.requestsPerSecond },
  'server RSS (MB)': { value: serverRss },
});
console.info(`where the seed's time went (ms): ${JSON.stringify(seedTime.phasesMs)}`);
printLoad('PGlite', pgliteLoad);
if (postgresLoad) printLoad('PostgreSQL', postgresLoad);
console.info(`written to ${path.join(outDir, 'api-bench.json')}`);
const wrong = [pgliteLoad, postgresLoad].flatMap((load) => load?.carts.wrongQuantities ?? []);
const failed = [pgliteLoad, postgresLoad].some((load) => load && [load.search, load.listing, load.addToCart].some((r) => r.errors + r.timeouts + r.non2xx > 0));
if (wrong.length > 0 || failed) {
  console.error(`load bench FAILED: ${wrong.length} cart lines differ from the acknowledged adds; errors or non-2xx answers: ${failed}`);
  process.exitCode = 1;
}
