// `npm run bench`: every benchmark of the project, one after another (they share 2 cores, so
// never in parallel). Each prints its own table and writes JSON under bench-results/.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benches = [
  ['API: seed, search vs naive scan, load', ['run', 'bench', '-w', '@horeca/api']],
  ['Widgets: build and size budgets', ['run', 'build', '-w', '@horeca/widgets']],
  // Needs the build above (the script-tag bundle in Chromium).
  ['Widgets: search keystroke-to-dropdown latency in Chromium', ['run', 'bench', '-w', '@horeca/widgets']],
];

let failed = 0;
for (const [title, args] of benches) {
  console.info(`\n=== ${title} ===`);
  const run = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
