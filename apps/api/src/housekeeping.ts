// Rows that only grow unless someone deletes them: spent abuse-limit counters, and the expired
// rows of maintenance/expired-rows.ts (dead sessions, reset tokens, idempotency keys, guest
// history). Every API process runs the sweep on a timer; on a shared database the deletes are
// idempotent (and the expired-rows pass takes an advisory lock), so several processes at once
// do no harm.
import type { Db } from './db/client';
import { deleteExpiredRows } from './maintenance/expired-rows';
import { sweepExpiredLimits } from './rate-limit/limits';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

export async function sweepExpiredRows(db: Db, now = new Date()): Promise<void> {
  await sweepExpiredLimits(db, now);
  await deleteExpiredRows(db, now);
}

/** Starts the timer; the returned function stops it (before the database closes). */
export function startHousekeeping(db: Db, logger: Pick<Console, 'warn'>): () => void {
  const timer = setInterval(() => {
    sweepExpiredRows(db).catch((error: unknown) => logger.warn('[api] housekeeping sweep failed', error));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
