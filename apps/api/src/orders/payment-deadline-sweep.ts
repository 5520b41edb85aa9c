// The payment-deadline sweep (payment-deadline.ts says why): run by every API process's
// housekeeping timer; each cancel is the shopper's guarded cancel (cancel-order.ts) with the
// expiry as its condition, so two processes sweeping at once cancel each order once.
import { and, asc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/commerce';
import { PAYMENT_RESULT_GRACE_S } from '../payments/provider';
import { cancelAndRestock } from './cancel-order';
import { AWAITING_CARD_PAYMENT } from './payment-deadline';

/** Orders cancelled per sweep at most; the next sweep (a minute later) takes the rest. */
const SWEEP_BATCH = 200;

/**
 * A card order still unpaid at `now`, its deadline passed by more than the time a provider's
 * result may take to arrive (a payment made at the last second lands first): the sweep's guard, in SQL.
 */
function expiredAt(now: Date): SQL {
  const dueBefore = new Date(now.getTime() - PAYMENT_RESULT_GRACE_S * 1000);
  return and(
    eq(orders.status, 'pending'),
    eq(orders.paymentMethod, 'card'),
    inArray(orders.paymentStatus, [...AWAITING_CARD_PAYMENT]),
    isNotNull(orders.paymentExpiresAt),
    lt(orders.paymentExpiresAt, dueBefore),
  )!;
}

/**
 * Cancels every card order unpaid past its deadline and gives its stock back; answers the ids
 * this call cancelled (another process sweeping at the same moment cancels the others).
 */
export async function cancelExpiredCardOrders(db: Db, now = new Date()): Promise<number[]> {
  const due = await db.select({ id: orders.id }).from(orders).where(expiredAt(now)).orderBy(asc(orders.id)).limit(SWEEP_BATCH);
  const cancelled: number[] = [];
  for (const { id } of due) {
    // The whole guard again in the UPDATE: a payment or a cancel since the read above wins.
    const row = await cancelAndRestock(db, and(eq(orders.id, id), expiredAt(now))!, now);
    if (row) cancelled.push(row.id);
  }
  return cancelled;
}
