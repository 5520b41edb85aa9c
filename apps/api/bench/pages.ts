import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { type ProductListing } from '@horeca/core/api';
import { type CategoryNode } from '@horeca/core/product';
import { productPath } from '@horeca/core/routing';
import { measuredPages } from './measured-pages';
import { pacedLoad } from './paced-load';
import { cpuMs, startServerProcess, type ServerProcess } from './server-process';

// `npm -w @horeca/api run bench:pages` (and `npm run bench`, after the storefront's build):
// server-rendered pages per second on one API process as `npm start` runs it (PGlite, the
// built storefront), for home, a category and a product page, each as a share of a static
// asset of the same process in the same run, with the render cache (RENDER_CACHE=on, the
// default) and without it (off: every page rendered from scratch, the "cold" rate). Then the
// latency at a paced 50 pages a second (paced-load.ts: wrk2's open loop) over the three pages,
// and how many of those were the plain shell (a render past its budget or turned away).
// Loopback only, bounded: BENCH_SECONDS (5) per measurement, 10 connections.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const storefrontDist = path.resolve(apiRoot, '../storefront/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
/** Distinct product pages for the unseen-pages row: more than a run asks for at 100 a second. */
const UNSEEN_PAGES = Math.max(1000, seconds * 150);
/** Issue 31's goals on this 2-core machine. */
const TARGET = { cachedProductShare: 0.15, coldPerSecond: 40, pacedRate: 50, pacedP99Ms: 100 };
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };

interface Rate {
  /** Answers per second; for a page, rendered pages only (the plain shell is not counted). */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Pages answered with the plain shell (sent uncompressed, without the render's Content-Encoding). */
  shells: number;
  /**
   * The server process's CPU time (all its threads, compression included) per answer: unlike
   * the rate, not lowered by other work on the machine (docs/notes/page-speed.md reads both).
   */
  cpuMsPerAnswer: number;
}

/** `requestPath`, or each of a list in turn (pages no one asked for before: the list is longer than a run asks for). */
async function flat(server: ServerProcess, requestPath: string | string[], headers: Record<string, string>, page = false): Promise<Rate> {
  const url = server.url;
  let shells = 0;
  const onResponse = (_status: number, _body: string, _context: unknown, answer: Record<string, string> = {}) => {
    if (page && !Object.keys(answer).some((name) => name.toLowerCase() === 'content-encoding')) shells += 1;
  };
  const paths = typeof requestPath === 'string' ? [requestPath] : requestPath;
  let next = 0;
  const setupRequest = (request: AutocannonRequest) => ({ ...request, path: paths[next++ % paths.length]! });
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({ url, connections, duration: seconds, requests: [{ method: 'GET', path: paths[0]!, headers, onResponse, setupRequest }] });
  if (paths.length > 1 && next > paths.length) console.warn(`bench:pages: ${next} requests over ${paths.length} pages, so some were asked again`);
  const cpu = cpuMs(server.pid) - cpuBefore;
  const answered = result.requests.total - shells;
  const cpuMsPerAnswer = Math.round((cpu / Math.max(1, result.requests.total)) * 100) / 100;
  return { perSecond: Math.round((answered / seconds) * 10) / 10, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors, shells, cpuMsPerAnswer };
}


/**
 * Product pages of many subcategories, a few of each (a crowd spread over the catalogue): with
 * the cache on, each is a page the process has not rendered, and its product read one it has
 * not kept; the shared reads (the menu, a subcategory's related products) are kept after the
 * first of their pages, as they are for such a crowd.
 */
async function unseenProductPages(url: string, count: number): Promise<string[]> {
  const tree = ((await (await fetch(`${url}/api/frontend/categories-with-children`)).json()) as { data: CategoryNode[] }).data;
  const leaves = tree.flatMap((department) => department.children.flatMap((category) => category.children));
  const paths: string[] = [];
  for (let page = 1; paths.length < count && page <= 10; page++) {
    for (const leaf of leaves) {
      const listing = (await (await fetch(`${url}/api/frontend/categories/${leaf.slug}/products?per_page=4&page=${page}`)).json()) as ProductListing;
      paths.push(...listing.data.map((card) => productPath(card)));
      if (paths.length >= count) break;
    }
  }
  return paths;
}

/** The plain shell carries no server payload (a render past its budget or turned away). */
function isShell(body: Buffer, encoding: string | undefined): boolean {
  const html = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return !html.toString().includes('__HORECA_SSR__');
}

/**
 * Waits until the server is idle: renders a flood left running (before issue 31 nothing
 * abandoned them) would otherwise be charged to the next measurement. Idle: /api/health
 * answers within 50 ms three times running (at most a minute).
 */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measureServer(server: ServerProcess, pages: Record<string, string>, staticAsset: string) {
  // Warm-up: every page twice (the cache keeps a page from its first render; the first render
  // of each kind loads its modules and runs cold queries).
  for (let round = 0; round < 2; round++) for (const page of Object.values(pages)) await (await fetch(server.url + page, { headers: BROWSER })).text();
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  await settle(server.url);
  const asset = await flat(server, staticAsset, BROWSER);
  const rates: Record<string, Rate & { shareOfStatic: number }> = {};
  for (const [name, page] of Object.entries(pages)) {
    await settle(server.url);
    const rate = await flat(server, page, BROWSER, true);
    rates[name] = { ...rate, shareOfStatic: Math.round((rate.perSecond / asset.perSecond) * 1000) / 1000 };
  }
  // Listed before the server's first render of them: a new list per server (nothing is kept across).
  const unseen = await unseenProductPages(server.url, UNSEEN_PAGES);
  await settle(server.url);
  const unseenProducts = await flat(server, unseen, BROWSER, true);
  await settle(server.url);
  const productJson = await flat(server, '/api/frontend/products/1', { accept: 'application/json', 'accept-encoding': 'gzip, br' });
  await settle(server.url);
  let shells = 0;
  const paced = await pacedLoad(server.url, Object.values(pages), TARGET.pacedRate, Math.max(seconds, 4), {
    headers: BROWSER,
    onBody: (body, encoding) => void (isShell(body, encoding) && (shells += 1)),
  });
  return { loadAverage, staticAsset: asset, pages: rates, unseenProducts, productJson, paced: { ...paced, shells } };
}

async function withServer<T>(env: Record<string, string>, run: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServerProcess(env);
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

if (!fs.existsSync(path.join(storefrontDist, 'index.html'))) {
  console.error('bench:pages needs the storefront build (npm run build -w @horeca/storefront)');
  process.exit(1);
}
const staticAsset = `/assets/${fs.readdirSync(path.join(storefrontDist, 'assets')).find((name) => name.endsWith('.css'))}`;
// One seeded database for both servers (seeding 100,000 products takes a minute): BENCH_DATA_DIR keeps it between runs.
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-bench-pages-'));
// All the load comes from one address (loopback): the per-address render limit is off, or it
// would measure itself. BENCH_PORT: a fixed port (the default: any free one).
const env = { DATA_DIR: dataDir, PUBLIC_DIR: storefrontDist, RENDER_PER_ADDRESS: '0', ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}) };

const report = { date: new Date().toISOString(), cpus: os.cpus().length, seconds, connections, target: TARGET, staticAsset, pages: {} as Record<string, string>, cold: {} as Awaited<ReturnType<typeof measureServer>>, cached: {} as Awaited<ReturnType<typeof measureServer>> };
for (const mode of ['cold', 'cached'] as const) {
  report[mode] = await withServer({ ...env, RENDER_CACHE: mode === 'cached' ? 'on' : 'off' }, async (server) => {
    if (Object.keys(report.pages).length === 0) report.pages = await measuredPages(server.url);
    return measureServer(server, report.pages, staticAsset);
  });
}
if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });

const outDir = path.resolve(apiRoot, '../../bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(report, null, 2));
console.info(`pages: ${JSON.stringify(report.pages)}; static asset ${staticAsset}`);
const rows: Record<string, Record<string, string | number>> = {};
for (const mode of ['cold', 'cached'] as const) {
  const measured = report[mode];
  rows[`${mode}: static asset`] = { 'req/s': measured.staticAsset.perSecond, 'share of static': 1, 'CPU ms each': measured.staticAsset.cpuMsPerAnswer, 'p50 / p99 ms': `${measured.staticAsset.p50Ms} / ${measured.staticAsset.p99Ms}`, 'non-2xx': measured.staticAsset.non2xx };
  for (const [name, rate] of Object.entries(measured.pages)) rows[`${mode}: ${name}`] = { 'req/s': rate.perSecond, 'share of static': rate.shareOfStatic, 'CPU ms each': rate.cpuMsPerAnswer, 'p50 / p99 ms': `${rate.p50Ms} / ${rate.p99Ms}`, 'non-2xx': `${rate.non2xx} (${rate.shells} shells)` };
  const unseen = measured.unseenProducts;
  rows[`${mode}: unseen product pages`] = { 'req/s': unseen.perSecond, 'share of static': Math.round((unseen.perSecond / measured.staticAsset.perSecond) * 1000) / 1000, 'CPU ms each': unseen.cpuMsPerAnswer, 'p50 / p99 ms': `${unseen.p50Ms} / ${unseen.p99Ms}`, 'non-2xx': `${unseen.non2xx} (${unseen.shells} shells)` };
  rows[`${mode}: product JSON`] = { 'req/s': measured.productJson.perSecond, 'share of static': Math.round((measured.productJson.perSecond / measured.staticAsset.perSecond) * 1000) / 1000, 'CPU ms each': measured.productJson.cpuMsPerAnswer, 'p50 / p99 ms': `${measured.productJson.p50Ms} / ${measured.productJson.p99Ms}`, 'non-2xx': measured.productJson.non2xx };
  rows[`${mode}: paced ${TARGET.pacedRate} pages/s`] = { 'req/s': TARGET.pacedRate, 'share of static': '', 'CPU ms each': '', 'p50 / p99 ms': `${measured.paced.p50Ms} / ${measured.paced.p99Ms}`, 'non-2xx': `${measured.paced.errors} (${measured.paced.shells} shells of ${measured.paced.sent})` };
}
console.table(rows);
const cached = report.cached;
const goals = [
  [`cached product page >= ${TARGET.cachedProductShare * 100}% of the static asset`, (cached.pages.product?.shareOfStatic ?? 0) >= TARGET.cachedProductShare],
  [`cold product page >= ${TARGET.coldPerSecond}/s`, (report.cold.pages.product?.perSecond ?? 0) >= TARGET.coldPerSecond],
  [`p99 <= ${TARGET.pacedP99Ms} ms at ${TARGET.pacedRate} pages/s (cached)`, cached.paced.p99Ms <= TARGET.pacedP99Ms],
  [`no shell at ${TARGET.pacedRate} pages/s (cached)`, cached.paced.shells === 0],
] as const;
for (const [goal, met] of goals) console.info(`${met ? 'met' : 'NOT met'}: ${goal}`);
console.info(`written to ${path.join(outDir, 'pages.json')} (load average ${report.cached.loadAverage})`);
