// How a return is answered, on its order (Order.returns) and in the shopper's list of returns:
// its state, the steps reached with their times, staff's reason for a rejection, and whether
// the shopper can still withdraw it.
import { desc, inArray } from 'drizzle-orm';
import { roundMoney } from '@horeca/core/product';
import { type Storefront } from '@horeca/core/storefront';
import type { Db } from '../db/client';
import { returns } from '../db/schema/commerce';
import { absoluteUrls } from '../catalogue/product-images';
import { HOLDS_UNITS, RETURN_MOVES, timelineOf, type ReturnRow } from './return-states';

/** The order line a return is of, as the answer names it (storedNamesIn: in the shopper's language). */
export interface ReturnedLine {
  productId: number;
  name: string;
  images: string[];
  /** As sold, in the order's currency. */
  unitPrice: number;
}

/** The order a return is of: its value is in the order's currency. */
export interface ReturnedFrom {
  storefront: Storefront;
  currency: string;
}

/** A return's value is what its units were sold for: what a refund pays. */
export function presentReturn(row: ReturnRow, line: ReturnedLine, order: ReturnedFrom, origin = '') {
  return {
    id: row.id,
    order_product_id: row.orderProductId,
    product: { id: line.productId, name: line.name, images: absoluteUrls(origin, line.images) },
    quantity: row.quantity,
    value: roundMoney(row.quantity * line.unitPrice),
    storefront: order.storefront,
    currency: order.currency,
    reason: row.reason,
    status: row.status,
    rejection_reason: row.rejectionReason,
    timeline: timelineOf(row),
    can_withdraw: RETURN_MOVES.withdraw.from.includes(row.status),
    created_at: row.createdAt.toISOString(),
  };
}

/** The returns of each order, newest first. */
export async function returnsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, ReturnRow[]>> {
  const byOrder = new Map<number, ReturnRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(returns).where(inArray(returns.orderId, orderIds)).orderBy(desc(returns.createdAt), desc(returns.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** Units of each order line held by its returns (HOLDS_UNITS), by order line id. */
export function unitsHeld(rows: readonly ReturnRow[]): Map<number, number> {
  const held = new Map<number, number>();
  for (const row of rows) {
    if (HOLDS_UNITS.includes(row.status)) held.set(row.orderProductId, (held.get(row.orderProductId) ?? 0) + row.quantity);
  }
  return held;
}
