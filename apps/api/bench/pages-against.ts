import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measuredPages } from './measured-pages';
import { cpuMs, startServerProcess, type ServerProcess } from './server-process';

// `AGAINST=/path/to/checkout npm -w @horeca/api run bench:pages-against`: cold page renders
// (RENDER_CACHE=off) of this checkout against another one (a worktree of main, its storefront
// built), both servers up side by side and measured in alternating bursts, so the machine's
// other load falls on both alike. Each checkout renders with its own storefront build and API,
// on its own copy of one seeded database (BENCH_DATA_DIR, AGAINST_DATA_DIR: PGlite takes one
// process per folder). The figure to read is the CPU per page (the rate moves with the load).
// ROUNDS (6) bursts of BURST_SECONDS (3) per page and server, 10 connections, loopback only.
// THIS_NODE_OPTIONS and AGAINST_NODE_OPTIONS: Node's flags for each side (AGAINST may be this
// checkout, to compare a flag alone). BENCH_RENDER_CACHE=on measures with the kept pages and
// reads of `npm start` instead. A product's JSON and a static asset of each side are measured
// alike, as the issue's table has them.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const against = process.env.AGAINST;
const dataDir = process.env.BENCH_DATA_DIR;
const againstDataDir = process.env.AGAINST_DATA_DIR;
if (!against || !dataDir || !againstDataDir) {
  console.error('bench:pages-against needs AGAINST (another checkout), BENCH_DATA_DIR and AGAINST_DATA_DIR (two copies of one seeded database)');
  process.exit(1);
}
const rounds = Number(process.env.ROUNDS ?? 6);
const burstSeconds = Number(process.env.BURST_SECONDS ?? 3);
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };

interface Side {
  name: string;
  server: ServerProcess;
  /** Its own home, category and product page (each checkout's seed may name them differently). */
  pages: Record<string, string>;
  /** Per page: pages answered, CPU ms used, seconds measured. */
  totals: Record<string, { pages: number; cpuMs: number; seconds: number }>;
}

async function start(name: string, checkout: string, data: string, nodeOptions = ''): Promise<Side> {
  const api = path.join(checkout, 'apps/api');
  const dist = path.join(checkout, 'apps/storefront/dist');
  const env = { DATA_DIR: data, PUBLIC_DIR: dist, RENDER_CACHE: process.env.BENCH_RENDER_CACHE ?? 'off', RENDER_PER_ADDRESS: '0', NODE_OPTIONS: nodeOptions };
  const server = await startServerProcess(env, api);
  const staticAsset = `/assets/${fs.readdirSync(path.join(dist, 'assets')).find((file) => file.endsWith('.css'))}`;
  return { name, server, pages: { ...(await measuredPages(server.url)), 'product JSON': '/api/frontend/products/1', 'static asset': staticAsset }, totals: {} };
}

async function burst(side: Side, page: string): Promise<void> {
  const before = cpuMs(side.server.pid);
  const result = await autocannon({ url: side.server.url, connections: 10, duration: burstSeconds, requests: [{ method: 'GET', path: side.pages[page]!, headers: BROWSER }] });
  const total = (side.totals[page] ??= { pages: 0, cpuMs: 0, seconds: 0 });
  total.pages += result.requests.total;
  total.cpuMs += cpuMs(side.server.pid) - before;
  total.seconds += burstSeconds;
}

const sides = [
  await start('this checkout', path.resolve(apiRoot, '../..'), dataDir, process.env.THIS_NODE_OPTIONS),
  await start(`against ${against}`, against, againstDataDir, process.env.AGAINST_NODE_OPTIONS),
];
try {
  const pages = Object.keys(sides[0]!.pages);
  // Warm-up: each page a few times on each side (modules, cold queries); each must be a page.
  for (const side of sides) {
    for (const page of Object.values(side.pages)) {
      for (let i = 0; i < 3; i++) {
        const answer = await fetch(side.server.url + page, { headers: BROWSER });
        if (answer.status !== 200) throw new Error(`${side.name}: ${page} answered ${answer.status}`);
        await answer.arrayBuffer();
      }
    }
  }
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) await burst(side, page);
    }
  }
  const rows: Record<string, Record<string, number>> = {};
  for (const page of pages) {
    const [mine, theirs] = sides.map((side) => side.totals[page]!);
    const perAnswer = (total: typeof mine) => Math.round((total!.cpuMs / Math.max(1, total!.pages)) * 10) / 10;
    rows[page] = {
      'answers/s, this': Math.round((mine!.pages / mine!.seconds) * 10) / 10,
      'answers/s, against': Math.round((theirs!.pages / theirs!.seconds) * 10) / 10,
      'CPU ms each, this': perAnswer(mine),
      'CPU ms each, against': perAnswer(theirs),
      'CPU this / against': Math.round((perAnswer(mine) / perAnswer(theirs)) * 100) / 100,
    };
  }
  console.info(`pages: ${sides.map((side) => `${side.name} ${JSON.stringify(side.pages)}`).join('; ')}; ${rounds} rounds of ${burstSeconds} s bursts each; load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(2)} after; ${os.cpus().length} cores`);
  console.table(rows);
} finally {
  await Promise.all(sides.map((side) => side.server.stop()));
}
