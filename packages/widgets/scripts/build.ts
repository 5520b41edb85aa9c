// Builds the widgets: the npm package (its entry in the root tsup.config.ts) and the script-tag
// bundle (scripts/build-cdn.ts), then checks the manifest and the size budgets.
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import configs from '../../../tsup.config';
import { buildCdn } from './build-cdn';

// The tsup entries are written relative to the repository root.
process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'));

const widgetConfigs = (configs as Options[]).filter((config) => config.name?.startsWith('widgets'));
// Chunks carry content hashes: clear dist so old ones do not pile up (and get packed).
rmSync('packages/widgets/dist', { recursive: true, force: true });
for (const config of widgetConfigs) await build({ ...config, config: false, silent: true });
await buildCdn();
console.info(`Built ${widgetConfigs.map((config) => config.name).join(', ')} and the script-tag bundle.`);
// The manifest must match the contracts, docs/elements.md's element reference the manifest, and
// the budgets are part of every build.
await import('./manifest');
await import('./embed-docs');
await import('./size');
