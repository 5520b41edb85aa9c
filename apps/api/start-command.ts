// The API's process as `npm start` runs it: the Node flags and script of this package's start
// script, so the benchmarks and the scale proof measure the process a store runs, flags
// included (--max-semi-space-size: docs/operations.md, "Node's flags").
import fs from 'node:fs';

const start = (JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;

/** `node`'s arguments in the start script (it has no quoting), to spawn with process.execPath in apps/api. */
export const API_START_ARGS: readonly string[] = start.split(' ').slice(1);
