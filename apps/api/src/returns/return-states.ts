// A return's life (docs/behaviour.md §4): requested by the shopper; approved, received and
// refunded by staff (`npm run returns`), or rejected with a reason; withdrawn by the shopper
// while it is still a request. Each move is one guarded UPDATE: it applies only to the state
// the move found, so two staff members (or a shopper and staff) moving one return at once
// cannot both move it, and only the move that happened is mailed.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { returns, type ReturnStatus } from '../db/schema/commerce';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnMove = 'approve' | 'receive' | 'refund' | 'reject' | 'withdraw';

/** Where each move may start and where it leads. */
export const RETURN_MOVES: Record<ReturnMove, { from: readonly ReturnStatus[]; to: ReturnStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  receive: { from: ['approved'], to: 'received' },
  refund: { from: ['received'], to: 'refunded' },
  // Staff may refuse a request, an approved return that never came, or an item that failed inspection.
  reject: { from: ['requested', 'approved', 'received'], to: 'rejected' },
  withdraw: { from: ['requested'], to: 'withdrawn' },
};

/** The moves of the staff command; withdrawing is the shopper's. */
export const STAFF_MOVES = ['approve', 'receive', 'refund', 'reject'] as const satisfies readonly ReturnMove[];
export type StaffMove = (typeof STAFF_MOVES)[number];

/**
 * A return keeps its units from the order line while it is open or refunded; a withdrawn or
 * rejected one gives them back, so the shopper may ask again. The request check (SQL) and the
 * order's "left to return" (presentOrder) both read this list.
 */
export const HOLDS_UNITS: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded'];

/** A staff reason (a rejection's): text on one line of the mail, at most this long. */
export const REJECTION_REASON_MAX = 500;

type LaterStep = Exclude<ReturnStatus, 'requested'>;

/** The column holding when each later step was reached ('requested' is the row's created_at). */
const STEP_COLUMNS: Record<LaterStep, 'approvedAt' | 'receivedAt' | 'refundedAt' | 'rejectedAt' | 'withdrawnAt'> = {
  approved: 'approvedAt',
  received: 'receivedAt',
  refunded: 'refundedAt',
  rejected: 'rejectedAt',
  withdrawn: 'withdrawnAt',
};

/** The steps the return has reached, oldest first: requested, then each later one with its time. */
export function timelineOf(row: ReturnRow): { status: ReturnStatus; at: string }[] {
  const steps: { status: ReturnStatus; at: Date }[] = [{ status: 'requested', at: row.createdAt }];
  for (const [status, column] of Object.entries(STEP_COLUMNS) as [LaterStep, (typeof STEP_COLUMNS)[LaterStep]][]) {
    const at = row[column];
    if (at) steps.push({ status, at });
  }
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime()).map((step) => ({ status: step.status, at: step.at.toISOString() }));
}

export type MoveOutcome =
  | { moved: true; from: ReturnStatus; row: ReturnRow }
  /** No such return (or, for a shopper, not theirs). */
  | { moved: false; why: 'missing' }
  /** The move does not start from the return's state. */
  | { moved: false; why: 'not-from'; status: ReturnStatus }
  /** Another move changed the return between this move's read and its write. */
  | { moved: false; why: 'raced'; status: ReturnStatus };

/**
 * Moves return `id` by `move`, only from the state it reads now; `customerId` limits it to
 * that shopper's returns; `reason` is the rejection's.
 */
export async function moveReturn(db: Db, id: number, move: ReturnMove, options: { customerId?: number; reason?: string } = {}): Promise<MoveOutcome> {
  const mine = options.customerId === undefined ? undefined : eq(returns.customerId, options.customerId);
  const [current] = await db.select().from(returns).where(and(eq(returns.id, id), mine)).limit(1);
  if (!current) return { moved: false, why: 'missing' };
  const rule = RETURN_MOVES[move];
  if (!rule.from.includes(current.status)) return { moved: false, why: 'not-from', status: current.status };
  const now = new Date();
  const step = STEP_COLUMNS[rule.to as LaterStep];
  const [row] = await db
    .update(returns)
    .set({ status: rule.to, [step]: now, updatedAt: now, ...(move === 'reject' ? { rejectionReason: options.reason ?? '' } : {}) })
    // The guard: the state this move read. A move that committed in between makes this one match nothing.
    .where(and(eq(returns.id, id), eq(returns.status, current.status)))
    .returning();
  if (row) return { moved: true, from: current.status, row };
  const [latest] = await db.select({ status: returns.status }).from(returns).where(eq(returns.id, id)).limit(1);
  return { moved: false, why: 'raced', status: latest?.status ?? current.status };
}
