// A card order takes its stock at checkout and holds it while the shopper pays. Unpaid, it
// held the stock forever: a guest could put a product's whole stock in a card order, never
// pay, and the product showed out of stock to everyone (issue 28). Now a card order gets a
// payment deadline (core's CARD_PAYMENT_MINUTES after it is placed, or after it is switched to
// card). The provider's page takes no payment after it (PaymentStart.payBy), and once a
// provider's result can no longer arrive (PAYMENT_RESULT_GRACE_S later) the sweep cancels the
// order with the same guarded UPDATE as a shopper's cancel (cancel-order.ts, run by
// payment-deadline-sweep.ts), so the stock goes back exactly once however many processes sweep
// at once. A payment that lands first wins the row and the sweep leaves the order alone; a
// payment made in time always lands first. This file: the deadline and how an order shows it.
import { CARD_PAYMENT_MINUTES } from '@horeca/core/constants';
import type { PaymentStatus } from '../db/schema/commerce';
import type { OrderRow } from './order-view';

/** A card payment not made yet: awaited, declined or abandoned at the provider's page. */
export const AWAITING_CARD_PAYMENT: readonly PaymentStatus[] = ['pending', 'failed', 'cancelled'];

export function cardPaymentDeadline(from = new Date()): Date {
  return new Date(from.getTime() + CARD_PAYMENT_MINUTES * 60_000);
}

/** The deadline the shopper sees: only while the order still waits for its card payment. */
export function paymentExpiresAt(order: Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentStatus' | 'paymentExpiresAt'>): string | null {
  const awaiting = order.status === 'pending' && order.paymentMethod === 'card' && AWAITING_CARD_PAYMENT.includes(order.paymentStatus);
  return awaiting && order.paymentExpiresAt ? order.paymentExpiresAt.toISOString() : null;
}
