// Staff commands on return requests (issue 33), run on the API's machine against its database
// (DATABASE_URL, or the PGlite folder under DATA_DIR: stop the API first, PGlite is
// single-process). Each move is mailed to the shopper in the language they asked in.
//   npm run returns -w @horeca/api -- list [open|requested|approved|received|refunded|rejected|withdrawn|all]
//   npm run returns -w @horeca/api -- approve ID      a request is accepted: the item may come back
//   npm run returns -w @horeca/api -- receive ID      the item has arrived
//   npm run returns -w @horeca/api -- refund ID       the money goes back
//   npm run returns -w @horeca/api -- reject ID REASON...   refused, with the reason the shopper reads
import { plainOneLine } from '@horeca/core/fields';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderProducts, orders, RETURN_STATUSES, returns, type ReturnStatus } from '../db/schema/commerce';
import { REJECTION_REASON_MAX, RETURN_MOVES, STAFF_MOVES, type StaffMove } from '../returns/return-states';
import type { ReturnService } from '../returns/return-service';
import { columns } from './terminal-text';

export const USAGE = `usage: returns list [open|${RETURN_STATUSES.join('|')}|all] | approve ID | receive ID | refund ID | reject ID REASON...`;

const OPEN: readonly ReturnStatus[] = ['requested', 'approved', 'received'];
const MAX_ID = 2_147_483_647;

type Result = { code: number; lines: string[] };

/** A return id as typed: a whole number the database can hold, or null. */
function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The rejection's reason as the shopper will read it in the mail: one plain line (core's
 * plainOneLine: control and bidi characters and runs of white space become one space), at most
 * REJECTION_REASON_MAX characters.
 */
export function rejectionReason(words: readonly string[]): string | null {
  const reason = plainOneLine(words.join(' '), Number.MAX_SAFE_INTEGER);
  return reason === '' || reason.length > REJECTION_REASON_MAX ? null : reason;
}

async function list(db: Db, which: string): Promise<Result> {
  const statuses = which === 'all' ? RETURN_STATUSES : which === 'open' ? OPEN : RETURN_STATUSES.filter((status) => status === which);
  if (statuses.length === 0) return { code: 2, lines: [USAGE] };
  const rows = await db
    .select({ ret: returns, orderNumber: orders.number, email: orders.contact, product: orderProducts.name })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(orderProducts, eq(orderProducts.id, returns.orderProductId))
    .where(inArray(returns.status, [...statuses]))
    .orderBy(which === 'open' ? asc(returns.createdAt) : desc(returns.createdAt), asc(returns.id))
    .limit(200);
  if (rows.length === 0) return { code: 0, lines: [`No ${which === 'all' ? '' : `${which} `}returns.`] };
  return {
    code: 0,
    lines: rows.map(({ ret, orderNumber, email, product }) =>
      columns(`#${ret.id}`, ret.status, orderNumber, email.email, `${ret.quantity} x ${product}`, ret.reason, ret.createdAt.toISOString()),
    ),
  };
}

async function move(service: ReturnService, how: StaffMove, id: number, reason?: string): Promise<Result> {
  const outcome = await service.staffMove(id, how, reason);
  if (outcome.moved) {
    const { row, from } = outcome;
    return { code: 0, lines: [`Return #${row.id}: ${from} -> ${row.status}${row.rejectionReason && how === 'reject' ? ` (${row.rejectionReason})` : ''}. The shopper is mailed (${row.locale}).`] };
  }
  if (outcome.why === 'missing') return { code: 1, lines: [`No return #${id}.`] };
  if (outcome.why === 'raced') return { code: 1, lines: [`Return #${id} was moved by someone else meanwhile; it is now ${outcome.status}. Nothing changed.`] };
  return { code: 1, lines: [`Return #${id} is ${outcome.status}; ${how} moves a return that is ${RETURN_MOVES[how].from.join(' or ')}. Nothing changed.`] };
}

/** Runs one command; returns the lines to print and the exit code. */
export async function runReturnsCommand(db: Db, service: ReturnService, args: string[]): Promise<Result> {
  const [command, argument, ...rest] = args;
  if (command === 'list') return rest.length === 0 ? list(db, argument ?? 'open') : { code: 2, lines: [USAGE] };
  const how = STAFF_MOVES.find((name) => name === command);
  const id = parseId(argument);
  if (!how || id === null) return { code: 2, lines: [USAGE] };
  if (how !== 'reject') return rest.length === 0 ? move(service, how, id) : { code: 2, lines: [USAGE] };
  const reason = rejectionReason(rest);
  if (reason === null) return { code: 2, lines: [`reject needs a reason of 1 to ${REJECTION_REASON_MAX} characters, which the shopper reads in the mail.`, USAGE] };
  return move(service, how, id, reason);
}
