// Return requests, checked against the order (yours, the line belongs to it, processing has
// started, at most the quantity not yet returned), with their photos and videos.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Mailer } from '../mail/mailer';
import { mailReturnReceipt } from '../mail/receipts';
import { formatMessage, messages, returnRequestSchema, type Locale } from '@horeca/core';
import type { Db } from '../db/client';
import { transactionWithRetry } from '../db/retry';
import { orderProducts, orders, returnFiles, returns } from '../db/schema/commerce';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { validateWith } from '../http/validate';
import type { UploadSession } from '../uploads/commit';
import { findOwnOrder, RETURNABLE } from '../orders/order-view';
import { storedNamesIn } from '../catalogue/product-names';

export const RETURN_SUBMITTED = 'Your return request has been submitted.';
export const NOT_RETURNABLE = 'This order cannot be returned yet: returns open once processing starts.';
export const NOTHING_LEFT_TO_RETURN = 'Every unit of this item has already been returned.';

export function createReturnService(db: Db, mailer: Mailer) {
  return {
    /** Checks an uploaded return request against the order and records it with its files. */
    async request(customerId: number, orderProductId: number, { parsed, commit }: UploadSession, locale: Locale = 'en') {
      const images = parsed.files.product_images ?? [];
      const videos = parsed.files.product_videos ?? [];
      const asFileLike = (file: (typeof images)[number]) => ({ name: file.originalName, type: file.mime, size: file.size });
      const candidate = { ...parsed.fields, product_images: images.map(asFileLike), product_videos: videos.map(asFileLike) };
      // First the form's own rules (the same schema as the browser form) ...
      const shape = await validateWith(returnRequestSchema, candidate);
      // ... then the facts only the server knows.
      const order = await findOwnOrder(db, customerId, shape.order_id);
      const [line] = await db
        .select()
        .from(orderProducts)
        .where(and(eq(orderProducts.id, orderProductId), eq(orderProducts.orderId, order.id)))
        .limit(1);
      if (!line) throw notFound('This order item was not found.');
      if (line.productId !== shape.product_id) throw validationFailed({ product_id: [messages.returns.productOrReasonRequired] });
      if (!RETURNABLE.includes(order.status)) throw new HttpError(409, NOT_RETURNABLE);
      const stored = await commit('returns', [...images, ...videos]);
      const created = await transactionWithRetry(db, async (tx) => {
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
            customerId,
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
      const [named] = await storedNamesIn(db, [line], locale);
      await mailReturnReceipt(mailer, order.contact.email, { id: created.id, orderNumber: order.number, line: { quantity: created.quantity, product: named! } }, locale);
      return { id: created.id, status: created.status };
    },

    /** The customer's return requests, newest first, the products named in `locale`. */
    async list(customerId: number, locale: Locale = 'en') {
      const rows = await db
        .select({ ret: returns, line: orderProducts, orderNumber: orders.number })
        .from(returns)
        .innerJoin(orderProducts, eq(orderProducts.id, returns.orderProductId))
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(eq(returns.customerId, customerId))
        .orderBy(desc(returns.createdAt), desc(returns.id));
      const files = rows.length
        ? await db
            .select()
            .from(returnFiles)
            .where(inArray(returnFiles.returnId, rows.map((row) => row.ret.id)))
        : [];
      const lines = await storedNamesIn(db, rows.map((row) => row.line), locale);
      return rows.map(({ ret, orderNumber }, index) => ({
        id: ret.id,
        order_id: ret.orderId,
        order_number: orderNumber,
        order_product_id: ret.orderProductId,
        product: { id: lines[index]!.productId, name: lines[index]!.name, images: lines[index]!.images },
        quantity: ret.quantity,
        reason: ret.reason,
        description: ret.description,
        status: ret.status,
        files: files.filter((file) => file.returnId === ret.id).map((file) => ({ kind: file.kind, mime: file.mime, size: file.size, name: file.originalName })),
        created_at: ret.createdAt.toISOString(),
      }));
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
