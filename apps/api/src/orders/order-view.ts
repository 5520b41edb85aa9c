// How an order is answered: the order with its order_products (docs/behaviour.md §3: each line has
// id, quantity and product { name, images }), plus totals, status, what can be done next, the
// delivery the store promises for its destination, and its returns with what is left to return.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Locale } from '@horeca/core/locale';
import { deliveryEstimate } from '@horeca/core/product';
import type { Db } from '../db/client';
import { orderProducts, orders, type OrderStatus } from '../db/schema/commerce';
import { notFound } from '../http/errors';
import { absoluteUrls } from '../catalogue/product-images';
import { storedNamesIn } from '../catalogue/product-names';
import { addressPlacesIn } from '../content/place-names';
import type { ReturnRow } from '../returns/return-states';
import { presentReturn, returnsOfOrders, unitsHeld } from '../returns/return-view';
import { paymentExpiresAt } from './payment-deadline';

export type OrderRow = typeof orders.$inferSelect;
export type OrderProductRow = typeof orderProducts.$inferSelect;

/** FAQ: an order can be cancelled before the fulfilment team starts processing it. */
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];
/** FAQ: once processing starts, returns are allowed instead. */
export const RETURNABLE: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/**
 * `returns`: the order's returns, newest first (none for an order just placed). `locale` names
 * the address's places (the lines come named by linesOf or storedNamesIn).
 */
export function presentOrder(order: OrderRow, lines: OrderProductRow[], origin = '', returns: readonly ReturnRow[] = [], locale: Locale = 'en') {
  const held = unitsHeld(returns);
  const returnable = (line: OrderProductRow) => Math.max(0, line.quantity - (held.get(line.id) ?? 0));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const country = order.shippingAddress.country;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    storefront: order.storefront,
    currency: order.currency,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    tax_included: order.taxIncluded,
    total: order.total,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    /** A card order's payment deadline while the payment is awaited (payment-deadline.ts); else null. */
    payment_expires_at: paymentExpiresAt(order),
    delivery_method: order.deliveryMethod,
    purchase_order_number: order.purchaseOrderNumber,
    contact: order.contact,
    shipping_address: addressPlacesIn(locale, order.shippingAddress),
    notes: order.notes,
    created_at: order.createdAt.toISOString(),
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    can_cancel: CANCELLABLE.includes(order.status),
    // Returns open once processing starts, while some unit is left to return.
    can_return: RETURNABLE.includes(order.status) && lines.some((line) => returnable(line) > 0),
    delivery_estimate: deliveryEstimate(order.storefront, typeof country === 'string' ? country : null),
    order_products: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
      product: { id: line.productId, name: line.name, sku: line.sku, images: absoluteUrls(origin, line.images) },
      returnable_quantity: returnable(line),
    })),
    returns: returns.flatMap((row) => {
      const line = lineById.get(row.orderProductId);
      return line ? [presentReturn(row, line, order, origin)] : [];
    }),
  };
}

/** The lines of each order, named in `locale` (storedNamesIn: the stored English name stays as sold). */
export async function linesOf(db: Db, orderIds: number[], locale: Locale = 'en'): Promise<Map<number, OrderProductRow[]>> {
  const byOrder = new Map<number, OrderProductRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderProducts).where(inArray(orderProducts.orderId, orderIds)).orderBy(asc(orderProducts.id));
  for (const row of await storedNamesIn(db, rows, locale)) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The customer's own order, or 404 (never 403: another customer's ids reveal nothing). */
export async function findOwnOrder(db: Db, customerId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) throw notFound('api.orderNotFound');
  return order;
}

export async function orderWithLines(db: Db, order: OrderRow, origin = '', locale: Locale = 'en') {
  const [lines, returns] = await Promise.all([linesOf(db, [order.id], locale), returnsOfOrders(db, [order.id])]);
  return presentOrder(order, lines.get(order.id) ?? [], origin, returns.get(order.id) ?? [], locale);
}
