// Cancelling an order gives its stock back, exactly once. One guarded UPDATE moves the order
// to cancelled only while it is still cancellable (and whatever else the caller's condition
// says); only the transaction whose UPDATE moved the row puts the stock back. Two cancels at
// once (the shopper and the payment-deadline sweep, or two processes sweeping) meet on the
// row's lock: the second re-reads the row, finds it cancelled, and changes nothing.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalogue';
import { orderProducts, orders } from '../db/schema/commerce';
import type { Db } from '../db/client';
import { transactionWithRetry } from '../db/retry';
import { CANCELLABLE, type OrderRow } from './order-view';

/** Cancels the order `which` picks if it is still cancellable; null when nothing moved. */
export async function cancelAndRestock(db: Db, which: SQL, now = new Date()): Promise<OrderRow | null> {
  // Run again on a deadlock or serialization failure (db/retry.ts): it writes nothing outside.
  return transactionWithRetry(db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        paymentStatus: sql`case when ${orders.paymentStatus} = 'paid' then 'refunded' else 'cancelled' end`,
      })
      .where(and(which, inArray(orders.status, [...CANCELLABLE])))
      .returning();
    if (!row) return null;
    // Products in id order: the order checkout takes their locks in, so the two never deadlock.
    const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, row.id)).orderBy(asc(orderProducts.productId));
    for (const line of lines) {
      await tx.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(eq(products.id, line.productId));
    }
    return row;
  });
}
