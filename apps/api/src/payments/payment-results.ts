// Where a card payment ends: the provider sends the browser back to the return route with its
// signed result. The signature, expiry, amount and currency are checked before anything changes, and the
// status change itself is guarded in the UPDATE: only an open order still awaiting its card
// payment moves, so a late or replayed result can never revive a cancelled order or undo a
// payment.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, type PaymentStatus } from '../db/schema/commerce';
import { notFound, validationFailed } from '../http/errors';
import type { PaymentOutcome, PaymentProvider, PaymentResult } from './provider';

type Logger = Pick<Console, 'warn'>;

const STATUS_AFTER: Record<PaymentOutcome, PaymentStatus> = { success: 'paid', decline: 'failed', cancel: 'cancelled' };

/** The storefront page (spec routes) the shopper lands on after the payment. */
function outcomePage(orderId: number, outcome: PaymentOutcome): string {
  return outcome === 'success' ? `/payment/success/${orderId}` : outcome === 'decline' ? '/payment/decline' : '/payment/cancel';
}

/**
 * Applies a verified provider result to its order and answers the storefront path to go to.
 * Amount and currency must be the order's; then one guarded UPDATE moves the order only while
 * it is not cancelled, paid by card, and still awaiting that payment. A paid pending order is
 * confirmed; an order already further along keeps its status.
 */
export async function applyPaymentResult(db: Db, result: PaymentResult, logger: Logger): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId)).limit(1);
  if (!order) throw notFound('api.orderNotFound');
  if (order.total.toFixed(2) !== result.amount.toFixed(2)) throw validationFailed({ amount: ['api.paymentAmountMismatch'] });
  if (order.currency !== result.currency) throw validationFailed({ currency: ['api.paymentCurrencyMismatch'] });

  const paid = result.outcome === 'success';
  const [moved] = await db
    .update(orders)
    .set({
      paymentStatus: STATUS_AFTER[result.outcome],
      ...(paid ? { status: sql`case when ${orders.status} = 'pending' then 'confirmed' else ${orders.status} end` } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.paymentMethod, 'card'),
        eq(orders.paymentStatus, 'pending'),
        ne(orders.status, 'cancelled'),
        eq(orders.total, result.amount),
        eq(orders.currency, result.currency),
      ),
    )
    .returning({ id: orders.id });
  if (moved) return outcomePage(order.id, result.outcome);

  // Nothing moved: a replay, or a result that came too late (cancelled, method changed).
  const [now] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
  if (paid && now?.paymentStatus === 'paid') return outcomePage(order.id, 'success');
  if (paid) logger.warn(`[payments] order ${order.id} can no longer take the card payment it reports (${order.status}); a real provider's charge must be refunded`);
  return `/order-details/${order.id}`;
}

/** The return route's work: verify the provider's signed result, then apply it. */
export function createPaymentService(db: Db, provider: PaymentProvider, logger: Logger) {
  return {
    /** The storefront path to send the shopper to. */
    finishReturn: (query: Record<string, string | undefined>) => applyPaymentResult(db, provider.verifyReturn(query), logger),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
