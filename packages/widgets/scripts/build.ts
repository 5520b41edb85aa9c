// Builds only the widgets entries of the root tsup.config.ts (the npm package and the
// script-tag bundle), then checks the manifest and the size budgets.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import configs from '../../../tsup.config';

// The tsup entries are written relative to the repository root.
process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'));

const widgetConfigs = (configs as Options[]).filter((config) => config.name?.startsWith('widgets'));
// Chunks carry content hashes: clear dist so old ones do not pile up (and get packed).
rmSync('packages/widgets/dist', { recursive: true, force: true });
for (const config of widgetConfigs) await build({ ...config, config: false, silent: true });
// The script-tag maps stay beside the files for whoever serves dist/, but unlinked: the npm
// tarball leaves them out (2 MB of React's and the libraries' sources), and a link to a map
// a CDN does not have is a 404 in every developer's console.
for (const file of ['horeca-widgets.js', ...readdirSync('packages/widgets/dist/horeca-widgets').map((name) => `horeca-widgets/${name}`)]) {
  if (!file.endsWith('.js')) continue;
  const path = `packages/widgets/dist/${file}`;
  writeFileSync(path, readFileSync(path, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n'));
}
console.info(`Built ${widgetConfigs.map((config) => config.name).join(', ')}.`);
// The manifest must match the contracts, docs/elements.md's element reference the manifest, and
// the budgets are part of every build.
await import('./manifest');
await import('./embed-docs');
await import('./size');
