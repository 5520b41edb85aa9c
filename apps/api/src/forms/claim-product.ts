// The product a post-purchase claim is about: the claim form's picker (selectedProductId, sent
// as selected_product_id). Optional, because guests and customers whose product is not listed
// type the order details instead; when sent it must be a published product, and when the claim
// names an order of the signed-in customer, a product of that order. A store that holds the
// order answers "pick from your order" rather than accept a product the customer never bought
// with it; for anyone else's or an unknown order number it says nothing about that order.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalogue';
import { orderProducts, orders } from '../db/schema/commerce';
import { validationFailed } from '../http/errors';
import { type Message } from '../words/message-keys';

const SELECTED_PRODUCT_FIELD = 'selected_product_id';
const MAX_ID = 2_147_483_647;

interface ClaimContext {
  claimType: 'pre' | 'post';
  orderNumber: string;
  customerId: number | null;
}

const refuse = (message: Message) => validationFailed({ [SELECTED_PRODUCT_FIELD]: [message] });

/** The checked product id to store, or null (pre-purchase, or nothing picked). */
export async function selectedProductOf(db: Db, sent: string, claim: ClaimContext): Promise<number | null> {
  // A pre-purchase claim names its product by URL; the picker belongs to post-purchase only.
  if (claim.claimType !== 'post' || sent === '') return null;
  const id = /^\d{1,10}$/.test(sent) ? Number(sent) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw refuse('api.productNotAvailable');
  const [product] = await db.select({ status: products.status }).from(products).where(eq(products.id, id));
  if (product?.status !== 'published') throw refuse('api.productNotAvailable');
  if (claim.customerId !== null && claim.orderNumber !== '') {
    const lines = await db
      .select({ productId: orderProducts.productId })
      .from(orders)
      .leftJoin(orderProducts, eq(orderProducts.orderId, orders.id))
      .where(and(eq(orders.customerId, claim.customerId), sql`upper(${orders.number}) = upper(${claim.orderNumber})`));
    if (lines.length > 0 && !lines.some((line) => line.productId === id)) throw refuse('core.claim.productSelectionRequired');
  }
  return id;
}
