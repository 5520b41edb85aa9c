// Builds the two published packages from clean: @horeca/core (its tsup entry) and
// @horeca/widgets (packages/widgets/scripts/build.ts: npm entries, script-tag bundle,
// manifest, typings and size budgets). `npm run release` and the pack smoke test use it.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import configs from '../tsup.config';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
rmSync('packages/core/dist', { recursive: true, force: true });
const core = (configs as Options[]).find((config) => config.name === 'core');
if (!core) throw new Error('tsup.config.ts has no core entry');
await build({ ...core, config: false, silent: true });
console.info('Built core.');
if (!process.argv.includes('--core-only')) await import('../packages/widgets/scripts/build');
