// Orders of the signed-in customer: list, detail, cancel (before processing), reorder, and
// tracking by order number + email for anyone who has both.
import { catalogueChanged } from '../cache/catalogue-changes';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@horeca/core/locale';
import { orders, type OrderStatus } from '../db/schema/commerce';
import type { Db } from '../db/client';
import { transactionWithRetry } from '../db/retry';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { normalizeEmail } from '../accounts/customers';
import { cartTotal, mergeLine } from '../cart/cart-service';
import { loadProducts, unitPrice } from '../catalogue/commerce-products';
import { absoluteUrls } from '../catalogue/product-images';
import { productNameIn } from '../catalogue/product-names';
import { findOwnOrder, linesOf, orderWithLines, presentOrder } from './order-view';
import { returnsOfOrders } from '../returns/return-view';
import { cancelAndRestock } from './cancel-order';
import { said } from '../words/message-keys';

/** How an order answer is given: images on the origin, product names in the locale (issue 23). */
export interface OrderAnswer {
  origin: string;
  locale: Locale;
}

export function createOrderService(db: Db) {
  return {
    /** The customer's orders, newest first. */
    async list(customerId: number, page: { page: number; per_page: number; status?: OrderStatus | undefined }, { origin, locale }: OrderAnswer) {
      const where = and(eq(orders.customerId, customerId), page.status ? eq(orders.status, page.status) : undefined);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.per_page)
        .offset((page.page - 1) * page.per_page);
      const ids = rows.map((row) => row.id);
      const [lines, returns] = await Promise.all([linesOf(db, ids, locale), returnsOfOrders(db, ids)]);
      return {
        data: rows.map((row) => presentOrder(row, lines.get(row.id) ?? [], origin, returns.get(row.id) ?? [], locale)),
        meta: { page: page.page, per_page: page.per_page, total, last_page: Math.max(1, Math.ceil(total / page.per_page)) },
      };
    },

    /** One of the customer's orders with its lines; another customer's order is "not found". */
    detail: async (customerId: number, orderId: number, { origin, locale }: OrderAnswer) => orderWithLines(db, await findOwnOrder(db, customerId, orderId), origin, locale),

    /** Cancels an order before processing starts (pending or confirmed); its stock goes back. */
    async cancel(customerId: number, orderId: number, { origin, locale }: OrderAnswer) {
      await findOwnOrder(db, customerId, orderId);
      // The status check and the change are one statement, so a concurrent status move wins
      // cleanly; the stock taken at checkout goes back in the same transaction (cancel-order.ts).
      const cancelled = await cancelAndRestock(db, and(eq(orders.id, orderId), eq(orders.customerId, customerId))!);
      if (!cancelled) throw new HttpError(409, 'api.orderNotCancellable');
      catalogueChanged(db); // the stock came back: kept product reads and pages show it at once
      return { success: true, message: said('api.orderCancelled'), data: await orderWithLines(db, cancelled, origin, locale) };
    },

    /** Puts the products of a past order back into the cart (current prices, within limits). */
    async reorder(customerId: number, orderId: number, { origin, locale }: OrderAnswer) {
      const order = await findOwnOrder(db, customerId, orderId);
      const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
      const found = await loadProducts(db, lines.map((line) => line.productId));
      const available = lines.filter((line) => found.get(line.productId)?.status === 'published');
      if (available.length === 0) throw validationFailed({ id: ['api.noOrderProductAvailable'] }, 'api.noOrderProductAvailable');
      const storefront = order.storefront;
      const data = await transactionWithRetry(db, async (tx) => {
        const added = [];
        for (const line of available) {
          const product = found.get(line.productId)!;
          await mergeLine(tx, customerId, product, line.quantity);
          added.push({ id: product.id, name: productNameIn(product, locale), images: absoluteUrls(origin, line.images), price: unitPrice(product, storefront).price });
        }
        return added;
      });
      return { success: true, message: said('api.orderProductsAdded'), data, total: await cartTotal(db, customerId) };
    },

    /** An order by its number and the email it was placed with; which one did not match is not revealed. */
    async track(orderNumber: string, email: string, { origin, locale }: OrderAnswer) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(sql`upper(${orders.number})`, orderNumber.toUpperCase()), eq(sql`lower(${orders.contact}->>'email')`, normalizeEmail(email))))
        .limit(1);
      if (!order) throw notFound('api.orderNotFoundByNumber');
      const full = await orderWithLines(db, order, origin, locale);
      return {
        number: full.number,
        status: full.status,
        created_at: full.created_at,
        payment_status: full.payment_status,
        order_products: full.order_products.map((line) => ({ quantity: line.quantity, product: { name: line.product.name, images: line.product.images } })),
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
