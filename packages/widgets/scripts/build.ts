// Builds only the widgets entries of the root tsup.config.ts (the npm package and the
// script-tag bundle), then checks the manifest and the size budgets.
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import configs from '../../../tsup.config';

// The tsup entries are written relative to the repository root.
process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'));

const widgetConfigs = (configs as Options[]).filter((config) => config.name?.startsWith('widgets'));
// The script-tag chunks carry content hashes: clear the folder so old ones do not pile up.
rmSync('packages/widgets/dist/horeca-widgets', { recursive: true, force: true });
for (const config of widgetConfigs) await build({ ...config, config: false, silent: true });
console.info(`Built ${widgetConfigs.map((config) => config.name).join(', ')}.`);
// The manifest must match the contracts, the README's element reference the manifest, and
// the budgets are part of every build.
await import('./manifest');
await import('./embed-docs');
await import('./size');
