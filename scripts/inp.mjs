// Interaction to Next Paint of the storefront's primary controls on a slowed phone (issue 19):
// Debian's Chromium through Playwright, CPU slowed 4x through the DevTools protocol, a phone's
// viewport and touch. Each interaction runs on a fresh page load twice: "early", tapped the
// moment the control is visible (the server's HTML, before hydration: the early-input script
// takes it, see apps/storefront/src/ssr/early-input.ts), and "ready", once <html data-hydrated>.
// The page's own PerformanceObserver (`event` entries, durationThreshold 16) gives each
// interaction's duration (an interaction under 16 ms reports none and counts as 16).
// Baseline, same run: a tap on the page's plain text (no handler): the browser's own floor on
// this machine. Prints p50/p95 per mode, checks p95 <= 200 ms and writes bench-results/inp.json.
//
// Needs `npm run build -w @horeca/storefront` first (scripts/bench.mjs runs it). INP_PORT
// (default 4372) for the API it starts, INP_URL to measure a running server, INP_RUNS (default 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import PHONE from '../e2e/support/phone.json' with { type: 'json' };
import { aDeepFryerPath, startApi } from './storefront-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(1, Number(process.env.INP_RUNS ?? 3));
const TARGET_P95_MS = 200;
const CATEGORY = '/kitchen-equipment/cooking-equipment/deep-fryers';
/** A deep fryer's page, looked up on the server measured (below). */
const PRODUCT = Symbol('a deep fryer');

const shortcut = (page, name) => page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name });
/** [name, path, the interaction (returns how many interactions it made)] */
const interactions = [
  ['wishlist heart', CATEGORY, async (page) => (await page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first().tap(), 1)],
  ['card Add To Cart', CATEGORY, async (page) => (await page.getByRole('button', { name: 'Add To Cart' }).first().tap(), 1)],
  ['product quantity +', PRODUCT, async (page) => (await page.getByRole('main').getByRole('button', { name: 'Increase quantity' }).first().tap(), 1)],
  ['product Add To Cart', PRODUCT, async (page) => (await page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first().tap(), 1)],
  ['Claim My Price Match', '/price-match', async (page) => (await page.getByRole('button', { name: 'Claim My Price Match' }).first().tap(), 1)],
  ['bottom bar Menu', CATEGORY, async (page) => (await shortcut(page, 'Menu').tap(), 1)],
  [
    'search: open, type, Enter',
    '/',
    async (page) => {
      await shortcut(page, 'Search').tap();
      const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
      await box.pressSequentially('fryer');
      await box.press('Enter');
      return 1 + 'fryer'.length + 1;
    },
  ],
  ['baseline: tap on plain text', CATEGORY, async (page) => (await page.getByRole('heading', { level: 1 }).tap(), 1)],
];

function observeEvents() {
  const byInteraction = new Map();
  window.__interactions = byInteraction;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function measure(browser, base, path, interact, mode) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + path, { waitUntil: 'commit' });
  if (mode === 'ready') await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 60_000 });
  const count = await interact(page);
  // The last interaction's entry arrives after its next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const reported = await page.evaluate(() => [...window.__interactions.values()]);
  await context.close();
  return Array.from({ length: count }, (_, index) => reported[index] ?? 16);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const port = Number(process.env.INP_PORT ?? 4372);
const server = process.env.INP_URL ? { base: process.env.INP_URL.replace(/\/$/, ''), stop: () => {} } : await startApi(port);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const results = {};
  const product = await aDeepFryerPath(server.base);
  for (const [name, where, interact] of interactions) {
    const path = where === PRODUCT ? product : where;
    for (const mode of ['early', 'ready']) {
      const durations = [];
      for (let run = 0; run < runs; run += 1) durations.push(...(await measure(browser, server.base, path, interact, mode)));
      results[`${name} (${mode})`] = { durations, p50: percentile(durations, 50), p95: percentile(durations, 95) };
    }
  }
  const pooled = (mode) => Object.entries(results).filter(([key]) => key.endsWith(`(${mode})`) && !key.startsWith('baseline')).flatMap(([, value]) => value.durations);
  const summary = Object.fromEntries(['early', 'ready'].map((mode) => [mode, { p50: percentile(pooled(mode), 50), p95: percentile(pooled(mode), 95), interactions: pooled(mode).length }]));
  const baseline = percentile([...results['baseline: tap on plain text (early)'].durations, ...results['baseline: tap on plain text (ready)'].durations], 95);
  console.table(Object.fromEntries(Object.entries(results).map(([key, value]) => [key, { 'p50 ms': value.p50, 'p95 ms': value.p95, 'max ms': Math.max(...value.durations) }])));
  for (const [mode, figures] of Object.entries(summary)) {
    console.info(`${mode}: INP p50 ${figures.p50} ms, p95 ${figures.p95} ms over ${figures.interactions} interactions (baseline p95 ${baseline} ms, ratio ${(figures.p95 / Math.max(1, baseline)).toFixed(2)}); target p95 <= ${TARGET_P95_MS} ms`);
  }
  mkdirSync(`${root}bench-results`, { recursive: true });
  writeFileSync(`${root}bench-results/inp.json`, `${JSON.stringify({ when: new Date().toISOString(), cpuSlowdown: 4, runs, targetP95Ms: TARGET_P95_MS, baselineP95Ms: baseline, summary, results }, null, 2)}\n`);
  process.exitCode = Object.values(summary).some((figures) => figures.p95 > TARGET_P95_MS) ? 1 : 0;
} finally {
  await browser.close();
  server.stop();
}
