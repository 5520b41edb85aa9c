// Staff commands on search, run on the API's machine against its database (DATABASE_URL, or the
// PGlite folder under DATA_DIR: stop the API first, PGlite is single-process):
//   npm run search -w @horeca/api -- zero-results [--days N]   searches that found no or few products (search/misses.ts)
import type { Db } from '../db/client';
import { FEW_RESULTS, KEEP_DAYS, listMisses } from '../search/misses';
import { columns } from './terminal-text';

export const USAGE = `usage: npm run search -w @horeca/api -- zero-results [--days N]   (N from 1 to ${KEEP_DAYS}, 7 by default)`;

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Runs one command; returns the lines to print and the exit code. */
export async function runSearchCommand(db: Db, args: string[], now = Date.now()): Promise<{ code: number; lines: string[] }> {
  const [command, ...options] = args;
  if (command !== 'zero-results') return { code: 2, lines: [USAGE] };
  let days = 7;
  if (options.length > 0) {
    const value = options[0] === '--days' ? Number(options[1]) : NaN;
    if (options.length !== 2 || !Number.isInteger(value) || value < 1 || value > KEEP_DAYS) return { code: 2, lines: [USAGE] };
    days = value;
  }
  const rows = await listMisses(db, isoDay(now - (days - 1) * DAY_MS), isoDay(now));
  if (rows.length === 0) return { code: 0, lines: [`No searches with fewer than ${FEW_RESULTS} results in the last ${days} days.`] };
  return {
    code: 0,
    lines: [columns('day', 'searches', 'results', 'query'), ...rows.map((row) => columns(row.day, row.searches, row.results, row.query))],
  };
}
