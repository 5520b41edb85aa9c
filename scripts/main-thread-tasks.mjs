// A diagnostic for issue 7's TBT work, steadier than Lighthouse on a busy machine: it loads
// pages of a running storefront in Debian's Chromium (phone size, no throttling), records a
// trace, and for every main-thread task takes the task's CPU time (not its wall time, which
// other processes inflate). Lighthouse's simulation (lantern) stretches each task 4x, or 2x when
// it laid out the page, and sums what passes 50 ms from its simulated first paint to its last
// long task. Its simulated first paint comes early, so tasks before the real first paint count
// too: every task from the navigation is counted here. It prints that estimate per run and, for
// the median run, each long task with what ran in it. Lighthouse itself times tasks by the wall
// clock; on this 2-core machine, with its tracing running, a task's wall time is often 1.5-3x
// its CPU time, so Lighthouse's TBT here is a multiple of this estimate.
// Playwright's DevTools connection makes every \`Error()\` capture a detailed stack, and V8 then
// re-parses the functions on that stack (V8.CollectSourcePositions: about 20 ms when React's
// module creates its errors at load). Lighthouse's connection does not, so that time is left out.
// PROFILE=1 adds the functions that took the most time inside each long task (use a build made
// with `vite build --minify false` to read their names).
//
//   node scripts/main-thread-tasks.mjs [path ...]     (default: home, a category, a product)
//   BASE (default http://127.0.0.1:4371), RUNS (default 3), SETTLE ms after load (default 7000)
//
// EARLY_INPUT=compare measures each page with and without the inline early-input script (issue
// 19: what the first-input capture costs), alternating runs; both go through the same request
// interception, which serves the page's HTML from Playwright.
//
// Not part of `npm run bench`: the figures there are Lighthouse's own.
import { chromium } from '@playwright/test';
import PHONE from '../e2e/support/phone.json' with { type: 'json' };

const base = process.env.BASE ?? 'http://127.0.0.1:4371';
const defaultPaths = ['/', '/kitchen-equipment/cooking-equipment/deep-fryers', '/cooking-equipment/deep-fryers/summit-supply-70-lb-electric-deep-fryer-5-tube-53217'];
const paths = process.argv.length > 2 ? process.argv.slice(2) : defaultPaths;
const runs = Number(process.env.RUNS ?? 3);
const settleMs = Number(process.env.SETTLE ?? 7000);
const CPU_SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;
const LONG_TASK_MS = 50;
const INTERESTING = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'MinorGC', 'MajorGC', 'EventDispatch', 'FireAnimationFrame']);

const fileOf = (url) => url.split('/').pop().replace(/-[\w-]{8}\.js$/, '');

/** The functions with the most self time between two trace timestamps (µs). */
function topFunctions(profile, from, to, count = 6) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < from || time > to) return;
    const frame = nodes.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'}@${fileOf(frame.url)}:${frame.lineNumber}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `${key}=${ms.toFixed(1)}`);
}

/** The page's HTML without the inline script that defines window.__horecaEarlyInput. */
function withoutEarlyInput(html) {
  const marker = html.indexOf('__horecaEarlyInput');
  if (marker < 0) throw new Error('the page has no early-input script');
  return html.slice(0, html.lastIndexOf('<script', marker)) + html.slice(html.indexOf('</script>', marker) + '</script>'.length);
}

async function measure(browser, path, variant) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (variant) {
    await page.route(base + path, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: variant === 'without early input' ? withoutEarlyInput(body) : body });
    });
  }
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...chunk.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,loading,v8.execute,disabled-by-default-v8.compile,blink.user_timing', transferMode: 'ReportEvents' });
  await page.goto(base + path);
  // A fixed wait, not a Playwright selector: its polling script would count as page work.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const profile = process.env.PROFILE ? (await cdp.send('Profiler.stop')).profile : null;
  await cdp.send('Tracing.end');
  await traced;
  await context.close();

  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`${path}: no first contentful paint in the trace`);
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp.pid);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const navigation = events.filter((event) => event.name === 'navigationStart' && event.ts <= fcp.ts).pop() ?? fcp;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.tdur !== undefined && event.ts >= navigation.ts);
  let tbt = 0;
  const longTasks = [];
  const reparses = onMain.filter((event) => event.name === 'V8.CollectSourcePositions');
  const artefacts = reparses.filter((event) => !reparses.some((outer) => outer !== event && outer.ts <= event.ts && outer.ts + outer.dur >= event.ts + event.dur));
  for (const task of tasks) {
    const artefactUs = artefacts.filter((event) => event.ts >= task.ts && event.ts < task.ts + task.dur).reduce((sum, event) => sum + (event.tdur ?? event.dur), 0);
    task.tdur = Math.max(0, task.tdur - artefactUs);
    const laidOut = onMain.some((event) => event.name === 'Layout' && event.ts >= task.ts && event.ts < task.ts + task.dur);
    const simulatedMs = (task.tdur / 1000) * (laidOut ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN);
    if (simulatedMs <= LONG_TASK_MS) continue;
    tbt += simulatedMs - LONG_TASK_MS;
    const inside = onMain
      .filter((event) => event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur && (event.dur ?? 0) > 2000 && INTERESTING.has(event.name))
      .map((event) => `${event.name}${event.args?.data?.url ? `(${fileOf(event.args.data.url)})` : ''}:${((event.tdur ?? event.dur) / 1000).toFixed(0)}`);
    longTasks.push(`${((task.ts - fcp.ts) / 1000).toFixed(0).padStart(6)} ms after FCP  cpu ${(task.tdur / 1000).toFixed(0).padStart(3)} ms -> ${simulatedMs.toFixed(0).padStart(4)}  ${inside.slice(0, 8).join(' ')}`);
    if (profile) longTasks.push(`        ${topFunctions(profile, task.ts, task.ts + task.dur).join('  ')}`);
  }
  const cpuMs = tasks.reduce((sum, task) => sum + task.tdur / 1000, 0);
  return { tbt, cpuMs, longTasks };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const variants = process.env.EARLY_INPUT === 'compare' ? ['with early input', 'without early input'] : [undefined];
  for (const path of paths) {
    const results = new Map(variants.map((variant) => [variant, []]));
    for (let run = 0; run < runs; run += 1) for (const variant of variants) results.get(variant).push(await measure(browser, path, variant));
    for (const [variant, measured] of results) {
      measured.sort((a, b) => a.tbt - b.tbt);
      const median = measured[Math.floor(measured.length / 2)];
      console.log(`\n${path}${variant ? ` (${variant})` : ''}\n  estimated TBT ${measured.map((result) => result.tbt.toFixed(0)).join(' / ')} ms (median ${median.tbt.toFixed(0)}); main-thread CPU from the navigation ${median.cpuMs.toFixed(0)} ms`);
      for (const line of median.longTasks) console.log(`  ${line}`);
    }
  }
} finally {
  await browser.close();
}
