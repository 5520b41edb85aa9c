// Tools that one step alone needs (the pack smoke's attw and publint, the API tests' pdf.js and
// redocly, the release's changesets) live in a folder of their own, tools/<step>/, with a
// package.json and a package-lock.json, and are left out of the root `npm install` so the
// store's install stays small (issue 27: the footprint). The step that needs them calls
// installOnDemand first: `npm ci` into that folder, skipped when its node_modules was installed
// from the same lock file (a stamp beside the packages), so a second run costs a file read.
// As a command: `node scripts/on-demand.mjs tools/test-readers`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Installs tools/<step> from its lock file unless it already is; returns the folder's absolute path. */
export function installOnDemand(folder) {
  const dir = resolve(root, folder);
  const stamp = join(dir, 'node_modules', '.installed-from-lock');
  const lock = createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return dir;
  console.info(`on-demand: installing ${folder}/node_modules from its package-lock.json`);
  // stdout to stderr: a caller may be printing JSON on its own stdout.
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 2, 2], env: { ...process.env, npm_config_update_notifier: 'false' } });
  writeFileSync(stamp, lock);
  return dir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) installOnDemand(folder);
}
