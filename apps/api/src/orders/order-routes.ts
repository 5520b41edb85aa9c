// Orders of the signed-in customer: list, detail, cancel (before processing), reorder, and
// tracking by order number + email for anyone who has both.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@horeca/core';
import { mixed, number, object, string } from 'yup';
import { products } from '../db/schema/catalogue';
import { cartLines, ORDER_STATUSES, orderProducts, orders, type OrderStatus } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { HttpError, notFound, validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { cartTotal } from '../cart/cart-routes';
import { normalizeEmail } from '../accounts/customers';
import { CANCELLABLE, findOwnOrder, linesOf, ORDER_NOT_FOUND, orderWithLines, presentOrder } from './order-view';
import { loadProducts, quantityLimits, unitPrice } from '../catalogue/commerce-products';
import { clientKey } from '../http/request-info';
import { absoluteUrls } from '../catalogue/product-images';
import { originOf } from '../catalogue/product-view';

export const ORDER_CANCELLED = 'Your order has been cancelled.';
export const CANNOT_CANCEL = 'This order can no longer be cancelled. Once processing starts you can request a return instead.';
export const REORDERED = 'The products of this order have been added to your cart.';
export const NOTHING_TO_REORDER = 'None of the products of this order are available any more.';

const orderIdParam = object({
  id: number().typeError(ORDER_NOT_FOUND).integer(ORDER_NOT_FOUND).positive(ORDER_NOT_FOUND).required(ORDER_NOT_FOUND),
});

export function registerOrderRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'get',
    path: '/api/frontend/orders',
    summary: 'The customer’s orders, newest first',
    tags: ['orders'],
    auth: 'required',
    query: object({
      page: number().integer().min(1).default(1),
      per_page: number().integer().min(1).max(50).default(10),
      status: mixed<OrderStatus>().oneOf([...ORDER_STATUSES]).optional(),
    }),
    responses: { 200: '{ data [order], meta { page, per_page, total, last_page } }' },
    handler: async ({ c, query, customer }) => {
      const where = and(eq(orders.customerId, customer.id), query.status ? eq(orders.status, query.status) : undefined);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const lines = await linesOf(db, rows.map((row) => row.id));
      return {
        data: rows.map((row) => presentOrder(row, lines.get(row.id) ?? [], originOf(c))),
        meta: { page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
      };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/orders/{id}',
    summary: 'One order with its order_products (404 for an order that is not yours)',
    tags: ['orders'],
    auth: 'required',
    guest: true,
    params: orderIdParam,
    responses: { 200: 'The order: { id, number, status, totals, order_products [{ id, quantity, product { name, images } }] }', 404: 'Not your order' },
    handler: async ({ c, params, customer }) => orderWithLines(db, await findOwnOrder(db, customer.id, params.id), originOf(c)),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/orders/{id}/cancel',
    summary: 'Cancel an order before processing starts (pending or confirmed)',
    tags: ['orders'],
    auth: 'required',
    params: orderIdParam,
    responses: { 200: '{ success, message, data order }', 404: 'Not your order', 409: 'Already processing, shipped, delivered or cancelled' },
    handler: async ({ c, params, customer }) => {
      await findOwnOrder(db, customer.id, params.id);
      const now = new Date();
      // The status check and the change are one statement, so a concurrent status move wins
      // cleanly; the stock taken at checkout goes back in the same transaction.
      const cancelled = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            updatedAt: now,
            paymentStatus: sql`case when ${orders.paymentStatus} = 'paid' then 'refunded' else 'cancelled' end`,
          })
          .where(and(eq(orders.id, params.id), eq(orders.customerId, customer.id), inArray(orders.status, [...CANCELLABLE])))
          .returning();
        if (!row) return null;
        const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, row.id));
        for (const line of lines) {
          await tx.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(eq(products.id, line.productId));
        }
        return row;
      });
      if (!cancelled) throw new HttpError(409, CANNOT_CANCEL);
      return { success: true, message: ORDER_CANCELLED, data: await orderWithLines(db, cancelled, originOf(c)) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/reorder/{id}',
    summary: 'Put the products of a past order back into the cart (current prices, within limits)',
    tags: ['orders'],
    auth: 'required',
    params: orderIdParam,
    responses: { 200: '{ success, message, data [{ id, name, images, price }], total }', 404: 'Not your order', 422: 'Nothing available' },
    handler: async ({ c, params, customer }) => {
      const order = await findOwnOrder(db, customer.id, params.id);
      const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
      const found = await loadProducts(db, lines.map((line) => line.productId));
      const available = lines.filter((line) => found.get(line.productId)?.status === 'published');
      if (available.length === 0) throw validationFailed({ id: [NOTHING_TO_REORDER] }, NOTHING_TO_REORDER);
      const storefront = order.storefront;
      const data = await db.transaction(async (tx) => {
        const added = [];
        for (const line of available) {
          const product = found.get(line.productId)!;
          const { min, max } = quantityLimits(product);
          await tx
            .insert(cartLines)
            .values({ customerId: customer.id, productId: product.id, quantity: Math.min(Math.max(line.quantity, min), max) })
            .onConflictDoUpdate({
              target: [cartLines.customerId, cartLines.productId],
              set: { quantity: sql`least(greatest(${cartLines.quantity} + excluded.quantity, ${min}), ${max})`, updatedAt: sql`now()` },
            });
          added.push({ id: product.id, name: product.name, images: absoluteUrls(originOf(c), line.images), price: unitPrice(product, storefront).price });
        }
        return added;
      });
      return { success: true, message: REORDERED, data, total: await cartTotal(db, customer.id) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/track-order',
    summary: 'Track an order by its number and the email it was placed with (no sign-in needed)',
    tags: ['orders'],
    body: object({
      order_number: string().trim().required('Order number is required.').max(40),
      email: string().trim().required(messages.login.emailRequired).email(messages.login.emailInvalid),
    }),
    responses: { 200: '{ data { number, status, created_at, payment_status, order_products } }', 404: 'No order with that number and email', 429: 'Too many lookups' },
    handler: async ({ c, body }) => {
      await deps.commerce.limits.trackOrder.hit(clientKey(c, deps));
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(sql`upper(${orders.number})`, body.order_number.toUpperCase()), eq(sql`lower(${orders.contact}->>'email')`, normalizeEmail(body.email))))
        .limit(1);
      // Number and email must both match; which one did not is not revealed.
      if (!order) throw notFound('We could not find an order with this number and email.');
      const full = await orderWithLines(db, order, originOf(c));
      return {
        data: {
          number: full.number,
          status: full.status,
          created_at: full.created_at,
          payment_status: full.payment_status,
          order_products: full.order_products.map((line) => ({ quantity: line.quantity, product: { name: line.product.name, images: line.product.images } })),
        },
      };
    },
  });
}
