// Lighthouse (mobile profile: default emulation and simulated throttling) on the built
// storefront as `npm start` serves it: the API with PUBLIC_DIR=apps/storefront/dist on a
// loopback port, in Debian's Chromium. Prints per route the performance score, LCP, TBT, CLS
// and JavaScript bytes, checks them against the targets of issue #7 and writes
// bench-results/lighthouse.json. Every request the page makes must stay on loopback: the
// browser cannot resolve any other host, and the run fails if the page asked for one.
//
// Needs `npm run build -w @horeca/storefront` first (scripts/bench.mjs runs it).
// LIGHTHOUSE_PORT (default 4371) and LIGHTHOUSE_DATA_DIR pick the API's port and data
// folder (seeded with 100k products on first start); LIGHTHOUSE_URL measures an already
// running server instead; LIGHTHOUSE_RUNS (default 3) runs per route, the median is kept;
// LIGHTHOUSE_REPORT_DIR keeps every full Lighthouse report (JSON) there for diagnosis.
//
// The baseline, measured in the same run: each run of a route is followed by one of the same
// page with every script blocked, the server's HTML alone. On a machine where Lighthouse, the
// browser and the API share the cores, that page's own TBT is far from zero (the browser's parse
// and layout, and Lighthouse's own scripts, are timed by the wall clock too); the table gives
// the page's TBT against it, and what the scripts added.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { aDeepFryerPath, startApi } from '../scripts/storefront-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4371);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// The home page, a category listing (thousands of products) and a deep fryer's product page.
const pickRoutes = async (base) => [
  ['home', '/'],
  ['category', '/kitchen-equipment/cooking-equipment/deep-fryers'],
  ['product', await aDeepFryerPath(base)],
];
const lighthouseVersion = JSON.parse(readFileSync(new URL('./node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
const targets = { performance: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
const offLoopback = (url) => /^https?:/.test(url) && !loopbackHosts.has(new URL(url).hostname);

function summarise(lhr) {
  const audits = lhr.audits;
  const byType = Object.fromEntries((audits['resource-summary'].details?.items ?? []).map((item) => [item.resourceType, item]));
  const requests = audits['network-requests'].details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(4)),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    jsTransferBytes: byType.script?.transferSize ?? 0,
    jsRequests: byType.script?.requestCount ?? 0,
    totalTransferBytes: byType.total?.transferSize ?? 0,
    requests: requests.length,
    offLoopbackRequests: requests.map((item) => item.url).filter(offLoopback),
    // What Lighthouse itself suggests, for the next round of work.
    opportunities: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.details?.type === 'opportunity' || audit.metricSavings))
      .map((audit) => audit.id),
    // Lighthouse's own CPU measure of this machine: the figures move with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const median = (results) => [...results].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[Math.floor(results.length / 2)];

function misses(figures) {
  const missed = [];
  if (figures.performance < targets.performance) missed.push(`performance ${figures.performance} < ${targets.performance}`);
  if (figures.lcpMs >= targets.lcpMs) missed.push(`LCP ${figures.lcpMs} ms >= ${targets.lcpMs} ms`);
  if (figures.tbtMs >= targets.tbtMs) missed.push(`TBT ${figures.tbtMs} ms >= ${targets.tbtMs} ms`);
  if (figures.cls >= targets.cls) missed.push(`CLS ${figures.cls} >= ${targets.cls}`);
  if (figures.offLoopbackRequests.length) missed.push(`requests off loopback: ${figures.offLoopbackRequests.join(', ')}`);
  return missed;
}

// A loaded machine now and then loses the trace (NO_NAVSTART and the like): such a run
// measured nothing, so it is tried again, twice at most.
async function audit(url, chromePort, { scriptsBlocked = false } = {}) {
  let lastError = 'no result';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const flags = { port: chromePort, onlyCategories: ['performance'], output: 'json', logLevel: 'error', blockedUrlPatterns: scriptsBlocked ? ['*.js'] : [] };
    const outcome = await lighthouse(url, flags);
    if (outcome?.lhr && !outcome.lhr.runtimeError) return outcome;
    lastError = outcome?.lhr.runtimeError?.message ?? lastError;
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

const server = process.env.LIGHTHOUSE_URL ? { base: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: () => {} } : await startApi(port, process.env.LIGHTHOUSE_DATA_DIR);
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      // No host but loopback resolves: Lighthouse cannot reach the internet even if asked.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
  const results = [];
  for (const [name, path] of await pickRoutes(server.base)) {
    const url = `${server.base}${path}`;
    const attempts = [];
    const baseline = [];
    for (let run = 0; run < runs; run += 1) {
      const outcome = await audit(url, chrome.port);
      attempts.push(summarise(outcome.lhr));
      baseline.push(summarise((await audit(url, chrome.port, { scriptsBlocked: true })).lhr));
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        writeFileSync(`${process.env.LIGHTHOUSE_REPORT_DIR}/${name}-${run + 1}.json`, JSON.stringify(outcome.lhr));
      }
    }
    const figures = median(attempts);
    const htmlOnly = { tbtMs: medianOf(baseline.map((run) => run.tbtMs)), performance: medianOf(baseline.map((run) => run.performance)), runs: baseline.map(({ performance, tbtMs }) => ({ performance, tbtMs })) };
    const tbtMedian = medianOf(attempts.map((run) => run.tbtMs));
    results.push({ name, path, ...figures, tbtMedianMs: tbtMedian, htmlOnly, runs: attempts.map(({ performance, lcpMs, tbtMs, cls }) => ({ performance, lcpMs, tbtMs, cls })), missed: misses(figures) });
  }

  console.table(
    Object.fromEntries(
      results.map((r) => [r.name, { score: r.performance, 'LCP ms': r.lcpMs, 'TBT ms': r.tbtMs, CLS: r.cls, 'TBT median': r.tbtMedianMs, 'HTML-only TBT': r.htmlOnly.tbtMs, 'TBT / HTML-only': +(r.tbtMedianMs / Math.max(1, r.htmlOnly.tbtMs)).toFixed(2), 'HTML-only score': r.htmlOnly.performance, 'FCP ms': r.fcpMs, 'JS KiB': +(r.jsTransferBytes / 1024).toFixed(1), 'JS files': r.jsRequests, 'total KiB': +(r.totalTransferBytes / 1024).toFixed(1), 'off-loopback': r.offLoopbackRequests.length }]),
    ),
  );
  console.info(`targets: performance >= ${targets.performance}, LCP < ${targets.lcpMs} ms, TBT < ${targets.tbtMs} ms, CLS < ${targets.cls}; median of ${runs} run(s) per route; Lighthouse benchmarkIndex ${results[0]?.benchmarkIndex}`);
  console.info('baseline: HTML-only = the same page with every script blocked, run after each run of the page; TBT median = median of the runs, TBT ms = that of the median run');
  for (const r of results) {
    if (r.missed.length) console.info(`${r.name} misses: ${r.missed.join('; ')}`);
    if (r.opportunities.length) console.info(`${r.name} Lighthouse suggests: ${r.opportunities.join(', ')}`);
  }
  mkdirSync(`${root}bench-results`, { recursive: true });
  writeFileSync(`${root}bench-results/lighthouse.json`, `${JSON.stringify({ when: new Date().toISOString(), lighthouse: lighthouseVersion, formFactor: 'mobile', targets, routes: results }, null, 2)}\n`);
  process.exitCode = results.some((r) => r.missed.length) ? 1 : 0;
} finally {
  await chrome?.kill();
  server.stop();
}
