// `npm run bench`: every benchmark of the project, one after another (they share 2 cores, so
// never in parallel). Each prints its own table and writes JSON under bench-results/.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benches = [
  // Lighthouse and the peer libraries are the benches' alone: installed here, on demand, so the
  // store's own `npm install` stays lean (bench/package.json).
  ['Bench tools: Lighthouse and the peer libraries (bench/package.json)', 'npm', ['install', '--prefix', 'bench', '--no-audit', '--no-fund']],
  ['API: seed, search vs naive scan, load', 'npm', ['run', 'bench', '-w', '@horeca/api']],
  ['API: drawing a product picture, per kind, against a plain PNG', 'npx', ['tsx', 'apps/api/bench/pictures.ts']],
  ['API: search throughput, answer cache against the engine alone (PostgreSQL, PGlite)', 'npm', ['run', 'bench:search', '-w', '@horeca/api']],
  ['API: search relevance on the labelled query set (ours, MiniSearch, websearch_to_tsquery) and the results page speed', 'npm', ['run', 'bench:relevance', '-w', '@horeca/api']],
  // Both packages: the widgets' npm entry imports @horeca/core's built entry.
  ['Core and widgets: build and size budgets', 'npx', ['tsx', 'scripts/build-packages.ts']],
  // Needs the build above (the npm entry, dist/index.js) and the peers installed above.
  ['Widgets: size against the peers a partner would pick instead', 'npx', ['tsx', 'packages/widgets/bench/peer-size.ts']],
  // Needs the build above (the script-tag bundle in Chromium).
  ['Widgets: search keystroke-to-dropdown latency in Chromium', 'npm', ['run', 'bench', '-w', '@horeca/widgets']],
  ['Storefront: production build', 'npm', ['run', 'build', '-w', '@horeca/storefront']],
  // Needs the build above: pages per second, kept and rendered, against a static asset of the same process.
  ['Storefront: server-rendered pages per second (home, a category, a product), kept and cold, and p99 at 50 pages/s', 'npm', ['run', 'bench:pages', '-w', '@horeca/api']],
  // Needs the build above: the API serves it as `npm start` does.
  ['Storefront: Lighthouse (mobile) on home, a category and a product page', 'node', ['bench/lighthouse.mjs']],
  // Needs the same build: INP of the primary controls on a 4x-slowed phone, before and after hydration.
  ['Storefront: Interaction to Next Paint of the primary controls (slowed phone)', 'node', ['scripts/inp.mjs']],
];

let failed = 0;
for (const [title, command, args] of benches) {
  console.info(`\n=== ${title} ===`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
