// A diagnostic for issue 7: runs Lighthouse (mobile, as bench/lighthouse.mjs) on the given
// URLs of a running storefront and, from Lighthouse's own trace, lists every main-thread task
// that its simulation counts towards TBT: wall and CPU time, what ran in it, and its share
// (wall x4, or x2 for a task that laid out the page, less 50 ms). A task's wall time far above
// its CPU time means the main thread waited for a core; scripts/main-thread-tasks.mjs gives the
// same estimate from CPU time alone.
//
//   node bench/lighthouse-tasks.mjs URL [URL ...]     RUNS per URL (default 1)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runs = Number(process.env.RUNS ?? 1);
const KINDS = ['ParseHTML', 'v8.evaluateModule', 'TimerFire', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'Commit', 'EvaluateScript', 'RunMicrotasks', 'EventDispatch'];

function countedTasks(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const navigation = traceEvents.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args?.data?.documentLoaderURL?.startsWith('http'));
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint.pid);
  const onMain = traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const rows = [];
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur && event.ts >= navigation.ts)) {
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur);
    const laidOut = inside.some((event) => event.name === 'Layout');
    const share = (task.dur / 1000) * (laidOut ? 2 : 4) - 50;
    if (share <= 0) continue;
    const timeIn = (name) => inside.filter((event) => event.name === name).reduce((sum, event) => sum + event.dur / 1000, 0);
    const what = KINDS.map((name) => [name, timeIn(name)]).filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).slice(0, 4);
    rows.push({ at: (task.ts - navigation.ts) / 1000, wall: task.dur / 1000, cpu: (task.tdur ?? 0) / 1000, share, what });
  }
  return { firstPaint: (paint.ts - navigation.ts) / 1000, rows };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
});
try {
  for (const url of process.argv.slice(2)) {
    for (let run = 1; run <= runs; run += 1) {
      const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const { firstPaint, rows } = countedTasks(artifacts.Trace.traceEvents);
      const total = rows.reduce((sum, row) => sum + row.share, 0);
      console.log(`\n${url} run ${run}: Lighthouse TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms; counted tasks sum ${total.toFixed(0)} ms; real first paint at ${firstPaint.toFixed(0)} ms`);
      for (const row of rows) {
        console.log(`  @${row.at.toFixed(0).padStart(5)} ms  wall ${row.wall.toFixed(1).padStart(5)}  cpu ${row.cpu.toFixed(1).padStart(5)}  -> ${row.share.toFixed(0).padStart(4)}  ${row.what.map(([name, ms]) => `${name}:${ms.toFixed(1)}`).join(' ')}`);
      }
    }
  }
} finally {
  await chrome.kill();
}
