// Return requests, checked against the order (yours, the line belongs to it, processing has
// started, at most the quantity not yet in a return), with their photos and videos; the
// shopper's list of returns; and each later move (return-states.ts), mailed to the shopper.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Mailer } from '../mail/mailer';
import { mailReturnReceipt } from '../mail/receipts';
import { mailReturnUpdate, type ReturnUpdateStatus } from '../mail/return-updates';
import { type Locale } from '@horeca/core/locale';
import { returnRequestSchema } from '@horeca/core/order';
import type { Db } from '../db/client';
import { transactionWithRetry } from '../db/retry';
import { orderProducts, orders, returnFiles, returns } from '../db/schema/commerce';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { validateWith } from '../http/validate';
import type { UploadSession } from '../uploads/commit';
import { findOwnOrder, RETURNABLE } from '../orders/order-view';
import { storedNamesIn } from '../catalogue/product-names';
import { HOLDS_UNITS, moveReturn, type MoveOutcome, type ReturnMove, type ReturnRow } from './return-states';
import { presentReturn } from './return-view';
import { said } from '../words/message-keys';

/** What a move's mail says of the return: its order, and its line named in the shopper's language. */
async function mailedReturn(db: Db, row: ReturnRow) {
  const [found] = await db
    .select({ line: orderProducts, order: { number: orders.number, contact: orders.contact } })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(eq(orderProducts.id, row.orderProductId))
    .limit(1);
  const [named] = await storedNamesIn(db, [found!.line], row.locale);
  return { to: found!.order.contact.email, orderNumber: found!.order.number, line: { quantity: row.quantity, product: { name: named!.name } } };
}

export function createReturnService(db: Db, mailer: Mailer) {
  /** Moves a return (return-states.ts) and, when it moved, mails the shopper the new state in their language. */
  async function move(returnId: number, how: ReturnMove, options: { customerId?: number; reason?: string }): Promise<MoveOutcome> {
    const outcome = await moveReturn(db, returnId, how, options);
    if (outcome.moved) {
      const { row } = outcome;
      const mailed = await mailedReturn(db, row);
      await mailReturnUpdate(
        mailer,
        mailed.to,
        row.status as ReturnUpdateStatus,
        { id: row.id, orderNumber: mailed.orderNumber, line: mailed.line, rejectionReason: row.rejectionReason },
        row.locale,
      );
    }
    return outcome;
  }

  /** The customer's returns (or the one with `onlyId`), newest first, the products named in `locale`. */
  async function listReturns(customerId: number, locale: Locale, origin: string, onlyId?: number) {
    const rows = await db
      .select({ ret: returns, line: orderProducts, orderNumber: orders.number, storefront: orders.storefront, currency: orders.currency })
      .from(returns)
      .innerJoin(orderProducts, eq(orderProducts.id, returns.orderProductId))
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(and(eq(returns.customerId, customerId), onlyId === undefined ? undefined : eq(returns.id, onlyId)))
      .orderBy(desc(returns.createdAt), desc(returns.id));
    const files = rows.length
      ? await db
          .select()
          .from(returnFiles)
          .where(inArray(returnFiles.returnId, rows.map((row) => row.ret.id)))
      : [];
    const lines = await storedNamesIn(db, rows.map((row) => row.line), locale);
    return rows.map(({ ret, orderNumber, storefront, currency }, index) => ({
      ...presentReturn(ret, lines[index]!, { storefront, currency }, origin),
      order_id: ret.orderId,
      order_number: orderNumber,
      description: ret.description,
      files: files.filter((file) => file.returnId === ret.id).map((file) => ({ kind: file.kind, mime: file.mime, size: file.size, name: file.originalName })),
    }));
  }

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
      if (!line) throw notFound('api.orderItemNotFound');
      if (line.productId !== shape.product_id) throw validationFailed({ product_id: ['core.returns.productOrReasonRequired'] });
      if (!RETURNABLE.includes(order.status)) throw new HttpError(409, 'api.orderNotReturnable');
      const stored = await commit('returns', [...images, ...videos]);
      const created = await transactionWithRetry(db, async (tx) => {
        // Concurrent requests for one line queue on its row lock, so each one sums the
        // returns committed before it: six at once for 2 units made six returns, 12 units.
        // Withdrawn and rejected returns hold no units (HOLDS_UNITS).
        await tx.select({ id: orderProducts.id }).from(orderProducts).where(eq(orderProducts.id, line.id)).for('update');
        const [already] = await tx
          .select({ quantity: sql<number>`coalesce(sum(${returns.quantity}), 0)::int` })
          .from(returns)
          .where(and(eq(returns.orderProductId, line.id), inArray(returns.status, [...HOLDS_UNITS])));
        const remaining = line.quantity - Number(already?.quantity ?? 0);
        if (remaining <= 0) throw validationFailed({ quantity: ['api.itemAllReturned'] });
        if (shape.quantity > remaining) {
          throw validationFailed({ quantity: [said('core.returns.quantityMax', { max: remaining })] });
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
            locale,
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
    list: (customerId: number, locale: Locale = 'en', origin = '') => listReturns(customerId, locale, origin),

    /** The shopper withdraws their own return while it is still a request; mailed like every move. */
    async withdraw(customerId: number, returnId: number, locale: Locale = 'en', origin = '') {
      const outcome = await move(returnId, 'withdraw', { customerId });
      if (!outcome.moved && outcome.why === 'missing') throw notFound('api.returnNotFound');
      if (!outcome.moved) throw new HttpError(409, outcome.status === 'withdrawn' ? 'api.returnAlreadyWithdrawn' : 'api.returnNotWithdrawable');
      const [answer] = await listReturns(customerId, locale, origin, returnId);
      return { success: true, message: said('api.returnWithdrawn'), data: answer! };
    },

    /** Staff's move (the returns command): approve, receive, refund, or reject with `reason`. */
    staffMove: (returnId: number, staffMove: Exclude<ReturnMove, 'withdraw'>, reason?: string) => move(returnId, staffMove, { reason }),
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
