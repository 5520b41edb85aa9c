import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type ProductDetail } from '@horeca/core/api';
import { productPath } from '@horeca/core/routing';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

// `npm -w @horeca/api run bench:page-profile`: where a product page's render and a product's
// JSON read spend their time, in one process (the API with the built storefront, PGlite,
// BENCH_DATA_DIR or a fresh seed). A page render is split into the in-process API reads (time
// with at least one read in flight), React's renders (the rest of render()), the payload's
// serialisation and the compression; a CPU profile of both gives the hottest functions.
// The figures go into docs/notes/page-speed.md.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const storefront = path.resolve(apiRoot, '../storefront');
const runs = Number(process.env.PROFILE_RUNS ?? 30);

type Render = (request: Request, fetchInProcess: typeof fetch) => Promise<{ kind: string; head?: string; body?: string; data?: string }>;

const config = loadConfig({ ...process.env, PORT: '0', DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(apiRoot, '../../data'), PUBLIC_DIR: path.join(storefront, 'dist') });
const running = await startServer(config, { info: () => undefined, warn: console.warn, error: console.error });
const { app } = createApp(running.deps);
const { render } = (await import(pathToFileURL(path.join(storefront, 'dist-server/entry-server.js')).href)) as { render: Render };

const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One render with its reads timed: the time any read was in flight, how many, in how many rounds. */
async function timedRender(url: string) {
  let inFlight = 0;
  let busySince = 0;
  let readMs = 0;
  let reads = 0;
  let rounds = 0;
  const fetchInProcess: typeof fetch = async (input, init) => {
    if (inFlight === 0) {
      busySince = performance.now();
      rounds += 1;
    }
    inFlight += 1;
    reads += 1;
    try {
      const target = new URL(input instanceof Request ? input.url : String(input), url).href;
      return await app.request(target, init);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) readMs += performance.now() - busySince;
    }
  };
  const started = performance.now();
  const result = await render(new Request(url, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } }), fetchInProcess);
  const totalMs = performance.now() - started;
  return { totalMs, readMs, reads, rounds, result };
}

const product = ((await (await app.request('http://localhost/api/frontend/products/1')).json()) as { data: ProductDetail }).data;
const pageUrl = `http://localhost${productPath(product)}`;
const template = fs.readFileSync(path.join(storefront, 'dist/index.html'), 'utf8');
for (let i = 0; i < 3; i++) await timedRender(pageUrl); // module loading, jsdom, cold queries

const samples = { total: [] as number[], reads: [] as number[], react: [] as number[], serialise: [] as number[], brotli5: [] as number[], gzip6: [] as number[], http: [] as number[], json: [] as number[] };
let shape = { reads: 0, rounds: 0, htmlBytes: 0, dataBytes: 0, brotliBytes: 0, gzipBytes: 0 };
for (let i = 0; i < runs; i++) {
  const { totalMs, readMs, reads, rounds, result } = await timedRender(pageUrl);
  samples.total.push(totalMs);
  samples.reads.push(readMs);
  samples.react.push(totalMs - readMs);
  // The payload is made inside render(); its cost is JSON.stringify of the same reads again.
  const payload = JSON.parse(result.data!.replace(/^<script[^>]*>|<\/script>$/g, '')) as unknown;
  let started = performance.now();
  JSON.stringify(payload);
  samples.serialise.push(performance.now() - started);
  const html = template.replace('<!--ssr-head-->', result.head!).replace(/<!--ssr-body-->[\s\S]*<!--\/ssr-body-->/, result.body!).replace('<!--ssr-data-->', result.data!);
  started = performance.now();
  const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  samples.brotli5.push(performance.now() - started);
  started = performance.now();
  const gz = gzipSync(html, { level: 6 });
  samples.gzip6.push(performance.now() - started);
  shape = { reads, rounds, htmlBytes: html.length, dataBytes: result.data!.length, brotliBytes: br.length, gzipBytes: gz.length };
  started = performance.now();
  await (await app.request(pageUrl, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })).arrayBuffer();
  samples.http.push(performance.now() - started);
}
for (let i = 0; i < runs * 10; i++) {
  const started = performance.now();
  await (await app.request('http://localhost/api/frontend/products/1')).arrayBuffer();
  samples.json.push(performance.now() - started);
}

/** The hottest functions (self time) over `work`, grouped by function and file. */
async function hottest(work: () => Promise<void>, top = 12) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  await work();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const self = new Map<string, number>();
  const durations = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let total = 0;
  (profile.samples ?? []).forEach((id, index) => {
    const node = byId.get(id)!;
    const where = node.callFrame.url ? `${node.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}` : '(native)';
    const key = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
    const ms = (durations[index] ?? 0) / 1000;
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => ({ function: name.slice(0, 110), selfPercent: Math.round((ms / total) * 1000) / 10 }));
}

const renderHot = await hottest(async () => {
  for (let i = 0; i < 10; i++) await timedRender(pageUrl);
});
const jsonHot = await hottest(async () => {
  for (let i = 0; i < 300; i++) await (await app.request('http://localhost/api/frontend/products/1')).arrayBuffer();
});
await running.close();

const row = (values: number[]) => ({ 'mean ms': mean(values), 'median ms': Math.round(median(values) * 100) / 100 });
console.info(`product page ${pageUrl}: ${shape.reads} reads in ${shape.rounds} rounds; HTML ${shape.htmlBytes} B (payload ${shape.dataBytes} B), brotli 5 ${shape.brotliBytes} B, gzip 6 ${shape.gzipBytes} B; ${runs} runs`);
console.table({
  'render() in all': row(samples.total),
  '  in-process API reads (in flight)': row(samples.reads),
  '  React renders and the rest': row(samples.react),
  'payload JSON.stringify': row(samples.serialise),
  'brotli q5 of the page': row(samples.brotli5),
  'gzip 6 of the page': row(samples.gzip6),
  'whole page request in-process (br)': row(samples.http),
  'product JSON read in-process': row(samples.json),
});
console.info('hottest functions, product page render (self time):');
console.table(renderHot);
console.info('hottest functions, product JSON read (self time):');
console.table(jsonHot);
