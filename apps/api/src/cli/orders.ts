// Staff commands on orders, run on the API's machine against its database (DATABASE_URL, or the
// PGlite folder under DATA_DIR: stop the API first, PGlite is single-process):
//   npm run orders -w @horeca/api -- by-partner [--since=YYYY-MM-DD]
//     orders that came from a partner site's cart handoff, per partner origin and currency
import type { Db } from '../db/client';
import { partnerOrderReport } from '../cart/partner-report';
import { columns } from './terminal-text';

export const USAGE = 'usage: npm run orders -w @horeca/api -- by-partner [--since=YYYY-MM-DD]';

function sinceOf(args: string[]): Date | undefined | null {
  const given = args.find((arg) => arg.startsWith('--since='));
  if (!given) return undefined;
  const text = given.slice('--since='.length);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Runs one command; returns the lines to print (tab-separated, a header first) and the exit code. */
export async function runOrdersCommand(db: Db, args: string[]): Promise<{ code: number; lines: string[] }> {
  const [command, ...rest] = args;
  const since = sinceOf(rest);
  if (command !== 'by-partner' || since === null || rest.some((arg) => !arg.startsWith('--since='))) return { code: 2, lines: [USAGE] };
  const rows = await partnerOrderReport(db, since ? { since } : {});
  if (rows.length === 0) return { code: 0, lines: ['No orders from partner sites.'] };
  return {
    code: 0,
    lines: [
      columns('partner', 'currency', 'orders', 'total', 'last order'),
      ...rows.map((row) => columns(row.partner_origin, row.currency, row.orders, row.total.toFixed(2), row.last_order_at)),
    ],
  };
}
