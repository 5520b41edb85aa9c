// Return requests: multipart with photos and videos, checked against the order (yours, the
// line belongs to it, processing has started, at most the quantity not yet returned).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatMessage, messages, returnRequestSchema } from '@horeca/core';
import { number, object, string } from 'yup';
import { orderProducts, orders, returnFiles, returns } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { HttpError, notFound, validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { validateWith } from '../http/validate';
import { withUpload } from '../uploads/commit';
import { RETURN_PHOTOS, RETURN_VIDEOS } from '../uploads/rules';
import { findOwnOrder, RETURNABLE } from '../orders/order-view';
import { incomingOf, uploadOptions } from '../http/request-info';

export const RETURN_SUBMITTED = 'Your return request has been submitted.';
export const NOT_RETURNABLE = 'This order cannot be returned yet: returns open once processing starts.';
export const NOTHING_LEFT_TO_RETURN = 'Every unit of this item has already been returned.';

const returnFields = object({
  order_id: number().required(),
  product_id: number().required(),
  quantity: number().required(),
  reason: string().required(),
  description: string(),
});

export function registerReturnRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'post',
    path: '/api/frontend/order-products/{orderProductId}/return',
    summary: 'Request a return of an order line (multipart: order_id, product_id, quantity, reason, description, product_images[], product_videos[])',
    tags: ['returns'],
    auth: 'required',
    params: object({ orderProductId: number().typeError(messages.returns.orderRequired).integer().positive().required() }),
    body: returnFields,
    bodyType: 'multipart',
    responses: {
      201: '{ success, message, data { id, status } }',
      404: 'Not your order or order line',
      422: 'Missing product or reason, quantity above what remains, or a file that is not a photo/video within limits',
    },
    handler: async ({ c, params, customer }) =>
      withUpload(
        incomingOf(c),
        { files: { product_images: RETURN_PHOTOS, product_videos: RETURN_VIDEOS }, maxFields: 20, maxFieldBytes: 8 * 1024 },
        await uploadOptions(c, deps, customer),
        async ({ parsed, commit }) => {
          const images = parsed.files.product_images ?? [];
          const videos = parsed.files.product_videos ?? [];
          const asFileLike = (file: (typeof images)[number]) => ({ name: file.originalName, type: file.mime, size: file.size });
          const candidate = { ...parsed.fields, product_images: images.map(asFileLike), product_videos: videos.map(asFileLike) };
          // First the form's own rules (the same schema as the browser form) ...
          const shape = await validateWith(returnRequestSchema, candidate);
          // ... then the facts only the server knows.
          const order = await findOwnOrder(db, customer.id, shape.order_id);
          const [line] = await db
            .select()
            .from(orderProducts)
            .where(and(eq(orderProducts.id, params.orderProductId), eq(orderProducts.orderId, order.id)))
            .limit(1);
          if (!line) throw notFound('This order item was not found.');
          if (line.productId !== shape.product_id) throw validationFailed({ product_id: [messages.returns.productOrReasonRequired] });
          if (!RETURNABLE.includes(order.status)) throw new HttpError(409, NOT_RETURNABLE);
          const stored = await commit('returns', [...images, ...videos]);
          const created = await db.transaction(async (tx) => {
            // Concurrent requests for one line queue on its row lock, so each one sums the
            // returns committed before it: six at once for 2 units made six returns, 12 units.
            await tx.select({ id: orderProducts.id }).from(orderProducts).where(eq(orderProducts.id, line.id)).for('update');
            const [already] = await tx
              .select({ quantity: sql<number>`coalesce(sum(${returns.quantity}), 0)::int` })
              .from(returns)
              .where(eq(returns.orderProductId, line.id));
            const remaining = line.quantity - Number(already?.quantity ?? 0);
            if (remaining <= 0) throw validationFailed({ quantity: [NOTHING_LEFT_TO_RETURN] });
            if (shape.quantity > remaining) {
              throw validationFailed({ quantity: [formatMessage(messages.returns.quantityMax, { max: remaining })] });
            }
            const [row] = await tx
              .insert(returns)
              .values({
                customerId: customer.id,
                orderId: order.id,
                orderProductId: line.id,
                productId: line.productId,
                quantity: shape.quantity,
                reason: shape.reason,
                description: shape.description,
              })
              .returning();
            if (stored.length > 0) {
              await tx.insert(returnFiles).values(
                stored.map((file) => ({
                  returnId: row!.id,
                  kind: file.mime.startsWith('video/') ? ('video' as const) : ('image' as const),
                  storageKey: file.key,
                  mime: file.mime,
                  size: file.size,
                  originalName: file.originalName,
                })),
              );
            }
            return row!;
          });
          return c.json({ success: true, message: RETURN_SUBMITTED, data: { id: created.id, status: created.status } }, 201);
        },
      ),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/returns',
    summary: 'The customer’s return requests, newest first',
    tags: ['returns'],
    auth: 'required',
    responses: { 200: '{ data [{ id, order_id, order_number, order_product_id, product { id, name, images }, quantity, reason, description, status, files, created_at }] }' },
    handler: async ({ customer }) => {
      const rows = await db
        .select({ ret: returns, line: orderProducts, orderNumber: orders.number })
        .from(returns)
        .innerJoin(orderProducts, eq(orderProducts.id, returns.orderProductId))
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(eq(returns.customerId, customer.id))
        .orderBy(desc(returns.createdAt), desc(returns.id));
      const files = rows.length
        ? await db
            .select()
            .from(returnFiles)
            .where(inArray(returnFiles.returnId, rows.map((row) => row.ret.id)))
        : [];
      return {
        data: rows.map(({ ret, line, orderNumber }) => ({
          id: ret.id,
          order_id: ret.orderId,
          order_number: orderNumber,
          order_product_id: ret.orderProductId,
          product: { id: line.productId, name: line.name, images: line.images },
          quantity: ret.quantity,
          reason: ret.reason,
          description: ret.description,
          status: ret.status,
          files: files.filter((file) => file.returnId === ret.id).map((file) => ({ kind: file.kind, mime: file.mime, size: file.size, name: file.originalName })),
          created_at: ret.createdAt.toISOString(),
        })),
      };
    },
  });
}
