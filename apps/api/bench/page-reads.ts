import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProductDetail } from '@horeca/core/api';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { pagesOf } from './measured-pages';

// `npm -w @horeca/api run bench:page-reads`: what a cold page's reads cost in the database
// (issue 31, docs/notes/page-speed.md "After (fewer reads)"). One process as `npm start` runs
// it without kept pages or reads (RENDER_CACHE=off: bench:pages' cold server), PGlite,
// BENCH_DATA_DIR or a fresh seed. For home, a category and a product page: each in-process
// read the render makes with its CPU time alone, and each SQL statement the reads run, with
// its CPU time replayed alone (PGlite works on the main thread: CPU is what a statement takes
// from the renders). PAGE_READS_RUNS (30) replays each,
// after as many calls to warm up.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const storefront = path.resolve(apiRoot, '../storefront');
const runs = Number(process.env.PAGE_READS_RUNS ?? 30);

type Render = (request: Request, fetchInProcess: typeof fetch) => Promise<{ kind: string; body?: string }>;

const config = loadConfig({ ...process.env, PORT: '0', RENDER_CACHE: 'off', DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(apiRoot, '../../data'), PUBLIC_DIR: path.join(storefront, 'dist') });
const running = await startServer(config, { info: () => undefined, warn: console.warn, error: console.error });
const pglite = running.database.pglite;
if (!pglite) throw new Error('bench:page-reads measures PGlite (no DATABASE_URL)');
const { app } = createApp(running.deps);
const { render } = (await import(pathToFileURL(path.join(storefront, 'dist-server/entry-server.js')).href)) as { render: Render };

/** Statements run while `recording`, as PGlite was asked them. */
let recording: { text: string; params: unknown[] }[] | null = null;
const query = pglite.query.bind(pglite);
pglite.query = ((text: string, params?: unknown[], options?: unknown) => {
  recording?.push({ text, params: params ?? [] });
  return query(text, params, options as never);
}) as typeof pglite.query;

/** CPU ms per call of `work`, after as many calls again to warm up (PGlite's JavaScript and the render's run several times slower before V8 has optimised them). */
const cpuMsOf = async (work: () => Promise<unknown>, times = runs) => {
  for (let i = 0; i < times; i++) await work();
  const before = process.cpuUsage();
  for (let i = 0; i < times; i++) await work();
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / 1000 / times) * 100) / 100;
};

const product = ((await (await app.request('http://localhost/api/frontend/products/1')).json()) as { data: ProductDetail }).data;
const pages = pagesOf(product);
const headers = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };

for (const [name, pagePath] of Object.entries(pages)) {
  const url = `http://localhost${pagePath}`;
  const reads: string[] = [];
  const fetchInProcess: typeof fetch = (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input), url).href;
    reads.push(target);
    return Promise.resolve(app.request(target, init));
  };
  for (let i = 0; i < runs; i++) await render(new Request(url, { headers }), fetchInProcess); // modules, cold queries, V8's optimisation
  reads.length = 0;
  recording = [];
  await render(new Request(url, { headers }), fetchInProcess);
  const statements = recording;
  recording = null;
  const pageReads = [...reads];
  const renderCpu = await cpuMsOf(() => render(new Request(url, { headers }), fetchInProcess));
  const readRows = [];
  for (const read of pageReads) readRows.push({ read: read.replace('http://localhost', '').slice(0, 100), 'CPU ms': await cpuMsOf(async () => (await app.request(read)).arrayBuffer()) });
  const statementRows = [];
  for (const statement of statements) statementRows.push({ statement: statement.text.replace(/\s+/g, ' ').slice(0, 140), 'CPU ms': await cpuMsOf(() => query(statement.text, statement.params)) });
  console.info(`${name} ${pagePath}: a render ${renderCpu} CPU ms (its reads included), ${pageReads.length} reads, ${statements.length} statements`);
  console.table(readRows);
  console.table(statementRows);
  if (process.env.PAGE_READS_EXPLAIN) {
    for (const statement of statements) {
      const plan = await query<{ 'QUERY PLAN': string }>(`explain analyze ${statement.text}`, statement.params);
      console.info(statement.text.replace(/\s+/g, ' ').slice(0, 300), '\n', plan.rows.map((row) => row['QUERY PLAN']).join('\n'), '\n');
    }
  }
}
await running.close();
