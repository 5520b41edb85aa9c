import { spawn } from 'node:child_process';
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
import { catalogueCache } from '../src/routes/catalogue/catalogue-cache';
import { searchCatalogue } from '../src/search/engine';
import { seedIfEmpty } from '../src/seed/index';
import { keystrokeQueries } from './keystrokes';
import { percentiles, time } from './stats';

// `npm -w @horeca/api run bench`: seeds a fresh 100k catalogue, measures search in the
// database against a naive ILIKE scan, then search and listing over HTTP on 127.0.0.1.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const productCount = Number(process.env.SEED_PRODUCTS ?? 100_000);
const keystrokes = Number(process.env.BENCH_QUERIES ?? 3000);
const naiveQueries = Number(process.env.BENCH_NAIVE_QUERIES ?? 300);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
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

function startServerProcess(): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(chunk.toString());
      if (match?.[1]) {
        resolve({
          url: match[1],
          pid: child.pid ?? 0,
          stop: () => new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
        });
      }
    });
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function load(url: string, paths: string[]) {
  const result = await autocannon({ url, connections: 20, duration: loadSeconds, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  return { requestsPerSecond: Math.round(result.requests.average), latencyP50: result.latency.p50, latencyP99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const database = await openDatabase(config);
await runMigrations(database);
const seed = await seedIfEmpty(database.db, { products: productCount, logger: { info: () => undefined } });
const db = await inDatabase(database.db);
const listingSlugs = (await catalogueCache(database.db)).tree.flatMap((d) => [d.slug, ...d.children.map((c) => c.slug)]);
await database.close();

const server = await startServerProcess();
const http: number[] = [];
for (const q of db.queries.slice(0, 50)) await fetch(`${server.url}/api/frontend/search?query=${encodeURIComponent(q)}`).then((r) => r.text());
for (const q of db.queries.slice(0, 1000)) {
  http.push(await time(() => fetch(`${server.url}/api/frontend/search?query=${encodeURIComponent(q)}`).then((r) => r.text())));
}
const searchLoad = await load(server.url, db.queries.slice(0, 500).map((q) => `/api/frontend/search?query=${encodeURIComponent(q)}`));
const listingLoad = await load(server.url, listingSlugs.flatMap((slug) => [`/api/frontend/categories/${slug}/products`, `/api/frontend/categories/${slug}/products?sort=price_asc&page=3`]));
const serverRss = rssMb(server.pid);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  products: productCount,
  seedSeconds: (seed?.catalogueMs ?? 0) / 1000,
  searchInDatabaseMs: db.indexed,
  naiveIlikeMs: db.naive,
  naiveOverIndexedP50: Math.round((db.naive.p50 / Math.max(db.indexed.p50, 0.001)) * 10) / 10,
  naiveOverIndexedP95: Math.round((db.naive.p95 / Math.max(db.indexed.p95, 0.001)) * 10) / 10,
  searchOverHttpMs: percentiles(http),
  searchLoad,
  listingLoad,
  serverRssMb: serverRss,
  benchRssMb: Math.round(process.memoryUsage().rss / 1e6),
  targets: { dbP95Ms: 5, httpP95Ms: 10 },
};
const outDir = path.resolve(apiRoot, '../../bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'api-bench.json'), JSON.stringify(report, null, 2));
console.table({
  'seed (s)': { value: report.seedSeconds },
  'search db p50/p95/p99 (ms)': { value: `${db.indexed.p50} / ${db.indexed.p95} / ${db.indexed.p99} (${db.indexed.count} queries)` },
  'naive ILIKE p50/p95/p99 (ms)': { value: `${db.naive.p50} / ${db.naive.p95} / ${db.naive.p99} (${db.naive.count} queries)` },
  'naive / indexed (p50, p95)': { value: `${report.naiveOverIndexedP50}x, ${report.naiveOverIndexedP95}x` },
  'search http p50/p95/p99 (ms)': { value: `${report.searchOverHttpMs.p50} / ${report.searchOverHttpMs.p95} / ${report.searchOverHttpMs.p99}` },
  'search req/s (20 conn)': { value: searchLoad.requestsPerSecond },
  'listing req/s (20 conn)': { value: listingLoad.requestsPerSecond },
  'server RSS (MB)': { value: serverRss },
});
console.info(`written to ${path.join(outDir, 'api-bench.json')}`);
