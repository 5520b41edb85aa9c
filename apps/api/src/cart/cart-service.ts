// The signed-in cart. Adding merges into one line per product with a single atomic upsert
// (INSERT ... ON CONFLICT DO UPDATE), so concurrent adds sum instead of racing; quantities
// stay within the product's own minimum and maximum; prices are read from the catalogue.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Locale } from '@horeca/core/locale';
import { cartLines } from '../db/schema/commerce';
import type { Db } from '../db/client';
import { notFound, validationFailed } from '../http/errors';
import { runIdempotent, type StoredAnswer } from '../http/idempotency';
import {
  CURRENCY,
  loadProducts,
  loadPurchasable,
  priceLines,
  productCardFields,
  quantityLimits,
  quantityMessage,
  type CommerceProduct,
  type Storefront,
} from '../catalogue/commerce-products';
import { goodsTotals } from './pricing';
import { said } from '../words/message-keys';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MAX_MERGE_LINES = 100;

/** Adds `quantity` to the line in one statement; the line stays within [min, max]. */
export async function mergeLine(tx: Tx | Db, customerId: number, product: CommerceProduct, quantity: number): Promise<number> {
  const { min, max } = quantityLimits(product);
  const [line] = await tx
    .insert(cartLines)
    .values({ customerId, productId: product.id, quantity: Math.min(Math.max(quantity, min), max) })
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.productId],
      set: {
        quantity: sql`least(greatest(${cartLines.quantity} + excluded.quantity, ${min}), ${max})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ quantity: cartLines.quantity });
  return line!.quantity;
}

/** Units in the cart (the sum of line quantities). */
export async function cartTotal(db: Db | Tx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId));
  return Number(row?.total ?? 0);
}

/** A whole quantity from 1 to the product's own maximum, or a 422 at `field`. */
function checkAddQuantity(product: CommerceProduct, quantity: number, field: string): void {
  const { max } = quantityLimits(product);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
    throw validationFailed({ [field]: [quantityMessage(product)] });
  }
}

/**
 * The cart as the server prices it. Each line: unit_price is what one unit costs at this
 * quantity (after a Buy-More-Save-More tier), list_unit_price the price before it, tier the tier
 * reached (or null), line_discount what it took off, line_total unit_price x quantity.
 * Product names are in `locale` (issue 23).
 */
export async function cartView(db: Db, customerId: number, storefront: Storefront, origin = '', locale: Locale = 'en') {
  const lines = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const found = await loadProducts(db, lines.map((line) => line.productId));
  const known = lines.flatMap((line) => {
    const product = found.get(line.productId);
    return product ? [{ line, product, quantity: line.quantity }] : [];
  });
  const priced = await priceLines(db, storefront, known);
  const data = priced.map((item, index) => ({
    id: known[index]!.line.id,
    product_id: item.product.id,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    list_unit_price: item.listUnitPrice,
    tier: item.tier,
    line_discount: item.discount,
    line_total: item.total,
    available: item.product.status === 'published' && item.product.stock > 0,
    product: productCardFields(item.product, storefront, origin, locale),
  }));
  return {
    data,
    total: data.reduce((sum, line) => sum + line.quantity, 0),
    ...goodsTotals(storefront, priced),
    currency: CURRENCY[storefront],
  };
}

export type CartView = Awaited<ReturnType<typeof cartView>>;
export interface CartLineInput {
  product_id: number;
  quantity: number;
}

export function createCartService(db: Db) {
  return {
    view: (customerId: number, storefront: Storefront, origin = '', locale: Locale = 'en') => cartView(db, customerId, storefront, origin, locale),
    total: (customerId: number) => cartTotal(db, customerId),

    /** Adds one product; a retry with the same idempotency key replays the first answer. */
    async add(customerId: number, item: CartLineInput, key: string | null): Promise<StoredAnswer> {
      const found = await loadPurchasable(db, [item.product_id], () => 'product_id');
      const product = found.get(item.product_id)!;
      checkAddQuantity(product, item.quantity, 'quantity');
      return runIdempotent(db, { customerId, route: 'cart.add', key, request: item }, async (tx) => {
        const quantity = await mergeLine(tx, customerId, product, item.quantity);
        const total = await cartTotal(tx, customerId);
        return {
          status: 200,
          body: { success: true, message: said('core.toast.cartCardAddedWide'), data: { product_id: product.id, quantity }, total },
        };
      });
    },

    /** Merges many lines at once (the guest cart at sign-in): all of them or none. */
    async addMany(customerId: number, items: CartLineInput[], key: string | null): Promise<StoredAnswer> {
      const found = await loadPurchasable(
        db,
        items.map((item) => item.product_id),
        (index) => `products[${index}].product_id`,
      );
      items.forEach((item, index) => checkAddQuantity(found.get(item.product_id)!, item.quantity, `products[${index}].quantity`));
      // The same product twice in one merge counts once, with the quantities summed.
      const summed = new Map<number, number>();
      for (const item of items) summed.set(item.product_id, (summed.get(item.product_id) ?? 0) + item.quantity);
      return runIdempotent(db, { customerId, route: 'cart.add-multiple', key, request: items }, async (tx) => {
        const data: { product_id: number; quantity: number }[] = [];
        for (const [productId, quantity] of [...summed].sort((a, b) => a[0] - b[0])) {
          data.push({ product_id: productId, quantity: await mergeLine(tx, customerId, found.get(productId)!, quantity) });
        }
        const total = await cartTotal(tx, customerId);
        return { status: 200, body: { success: true, message: said('api.cartUpdated'), data, total } };
      });
    },

    /**
     * Lowers a line to `quantity`. When the line is already at `quantity` and that is 1, the line
     * is removed (the spec sends 1 when removing the last); repeating the same call changes nothing.
     */
    async decrease(customerId: number, item: CartLineInput) {
      const found = await loadProducts(db, [item.product_id]);
      const product = found.get(item.product_id);
      if (!product) throw validationFailed({ product_id: ['core.cart.productRequired'] });
      return db.transaction(async (tx) => {
        const where = and(eq(cartLines.customerId, customerId), eq(cartLines.productId, item.product_id));
        const [line] = await tx.select().from(cartLines).where(where).for('update');
        let quantity = line?.quantity ?? 0;
        const { min } = quantityLimits(product);
        if (line && item.quantity < line.quantity && item.quantity >= min) {
          await tx.update(cartLines).set({ quantity: item.quantity, updatedAt: new Date() }).where(where);
          quantity = item.quantity;
        } else if (line && (item.quantity === 1 || item.quantity < min) && item.quantity <= line.quantity) {
          await tx.delete(cartLines).where(where);
          quantity = 0;
        }
        const total = await cartTotal(tx, customerId);
        return {
          success: true,
          message: quantity === 0 ? said('api.cartItemRemoved') : said('api.cartUpdatedShort'),
          data: { product_id: item.product_id, quantity, removed: quantity === 0 },
          total,
        };
      });
    },

    async remove(customerId: number, productId: number) {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.customerId, customerId), eq(cartLines.productId, productId)))
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw notFound('api.notInCart');
      return { success: true, message: said('api.cartItemRemoved'), total: await cartTotal(db, customerId) };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
