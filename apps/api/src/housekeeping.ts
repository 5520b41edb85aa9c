// Rows that only grow unless someone deletes them: spent abuse-limit counters, and the expired
// rows of maintenance/expired-rows.ts (dead sessions, reset tokens, idempotency keys, guest
// history). Every API process runs the sweep on a timer; on a shared database the deletes are
// idempotent (and the expired-rows pass takes an advisory lock), so several processes at once
// do no harm. A shorter timer cancels card orders unpaid past their deadline (issue 28,
// orders/payment-deadline-sweep.ts): each cancel is one guarded UPDATE, safe from every process at once.
import type { Db } from './db/client';
import { deleteExpiredRows } from './maintenance/expired-rows';
import { cancelExpiredCardOrders } from './orders/payment-deadline-sweep';
import { sweepExpiredLimits } from './rate-limit/limits';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/** A card order's stock is back on sale at most this long after its payment deadline. */
export const PAYMENT_SWEEP_INTERVAL_MS = 60 * 1000;

export async function sweepExpiredRows(db: Db, now = new Date()): Promise<void> {
  await sweepExpiredLimits(db, now);
  await deleteExpiredRows(db, now);
}

/** Starts the timers; the returned function stops them (before the database closes). */
export function startHousekeeping(db: Db, logger: Pick<Console, 'warn'>): () => void {
  const timers = [
    setInterval(() => {
      sweepExpiredRows(db).catch((error: unknown) => logger.warn('[api] housekeeping sweep failed', error));
    }, HOUSEKEEPING_INTERVAL_MS),
    setInterval(() => {
      cancelExpiredCardOrders(db).catch((error: unknown) => logger.warn('[api] unpaid card order sweep failed', error));
    }, PAYMENT_SWEEP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach((timer) => clearInterval(timer));
}
