// The API's process as `npm start` runs it: the Node flags and script of this package's start
// script, so the benchmarks and the scale proof measure the process a store runs, flags
// included (--max-semi-space-size: docs/operations.md, "Node's flags").
import fs from 'node:fs';
import path from 'node:path';

/** `node`'s arguments in the start script of the API package in `apiDir` (it has no quoting), to spawn with process.execPath there. */
export function apiStartArgs(apiDir = import.meta.dirname): string[] {
  const start = (JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.split(' ').slice(1);
}

export const API_START_ARGS: readonly string[] = apiStartArgs();
