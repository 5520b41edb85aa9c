// The signed-in cart. Adding merges into one line per product with a single atomic upsert
// (INSERT ... ON CONFLICT DO UPDATE), so concurrent adds sum instead of racing; quantities
// stay within the product's own minimum and maximum; prices are read from the catalogue.
import { and, asc, eq, sql } from 'drizzle-orm';
import { cartLineSchema, messages } from '@horeca/core';
import { array, mixed, number, object } from 'yup';
import { cartLines } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { notFound, validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { idempotencyKeyOf, runIdempotent } from '../http/idempotency';
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
import type { Db } from '../db/client';
import { originOf } from '../catalogue/product-view';
import { goodsTotals } from './pricing';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const ADDED_TO_CART = messages.toast.cartCardAddedWide;
export const CART_MERGED = 'Your cart has been updated.';
export const REMOVED_FROM_CART = 'The item has been removed from your cart.';
export const MAX_MERGE_LINES = 100;

export const productIdField = () =>
  number()
    .typeError(messages.cart.productRequired)
    .integer(messages.cart.productRequired)
    .positive(messages.cart.productRequired)
    .required(messages.cart.productRequired);

export const productIdParam = object({ product_id: productIdField() });

export const storefrontQuery = object({
  storefront: mixed<Storefront>().oneOf(['ae', 'us']).default('ae'),
});

/** Adds `quantity` to the line in one statement; the line stays within [min, max]. */
async function mergeLine(tx: Tx | Db, customerId: number, product: CommerceProduct, quantity: number): Promise<number> {
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
 */
export async function cartView(db: Db, customerId: number, storefront: Storefront, origin = '') {
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
    product: productCardFields(item.product, storefront, origin),
  }));
  return {
    data,
    total: data.reduce((sum, line) => sum + line.quantity, 0),
    ...goodsTotals(storefront, priced),
    currency: CURRENCY[storefront],
  };
}

export function registerCartRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'post',
    path: '/api/frontend/cart/add',
    summary: 'Add a product to the cart (merges with an existing line); accepts Idempotency-Key',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    body: cartLineSchema,
    responses: {
      200: '{ success, message, data { product_id, quantity }, total } (a retry with the same Idempotency-Key replays this)',
      422: 'Unknown or unpublished product, or a quantity outside the product limits',
    },
    handler: async ({ c, body, customer }) => {
      const key = idempotencyKeyOf(c);
      const found = await loadPurchasable(db, [body.product_id], () => 'product_id');
      const product = found.get(body.product_id)!;
      checkAddQuantity(product, body.quantity, 'quantity');
      const answer = await runIdempotent(
        db,
        { customerId: customer.id, route: 'cart.add', key, request: body },
        async (tx) => {
          const quantity = await mergeLine(tx, customer.id, product, body.quantity);
          const total = await cartTotal(tx, customer.id);
          return {
            status: 200,
            body: { success: true, message: ADDED_TO_CART, data: { product_id: product.id, quantity }, total },
          };
        },
      );
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(answer.body, answer.status as 200);
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/cart/add-multiple',
    summary: 'Merge many lines at once (the guest cart at sign-in); accepts Idempotency-Key',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    body: object({
      products: array()
        .of(cartLineSchema)
        .required(messages.cart.productRequired)
        .min(1, messages.cart.productRequired)
        .max(MAX_MERGE_LINES, `At most ${MAX_MERGE_LINES} products can be added at once.`),
    }),
    responses: {
      200: '{ success, message, data [{ product_id, quantity }], total }',
      422: 'A product unknown or unpublished, or a quantity outside its limits (nothing is added)',
    },
    handler: async ({ c, body, customer }) => {
      const key = idempotencyKeyOf(c);
      const items = body.products;
      const found = await loadPurchasable(
        db,
        items.map((item) => item.product_id),
        (index) => `products[${index}].product_id`,
      );
      items.forEach((item, index) => checkAddQuantity(found.get(item.product_id)!, item.quantity, `products[${index}].quantity`));
      // The same product twice in one merge counts once, with the quantities summed.
      const summed = new Map<number, number>();
      for (const item of items) summed.set(item.product_id, (summed.get(item.product_id) ?? 0) + item.quantity);
      const answer = await runIdempotent(
        db,
        { customerId: customer.id, route: 'cart.add-multiple', key, request: items },
        async (tx) => {
          const data: { product_id: number; quantity: number }[] = [];
          for (const [productId, quantity] of [...summed].sort((a, b) => a[0] - b[0])) {
            data.push({ product_id: productId, quantity: await mergeLine(tx, customer.id, found.get(productId)!, quantity) });
          }
          const total = await cartTotal(tx, customer.id);
          return { status: 200, body: { success: true, message: CART_MERGED, data, total } };
        },
      );
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(answer.body, answer.status as 200);
    },
  });

  api.route({
    method: 'put',
    path: '/api/frontend/cart/decrease',
    summary:
      'Lower a line to `quantity` (the new count). When the line is already at `quantity` and that is 1, the line is removed (the spec sends 1 when removing the last); repeating the same call changes nothing.',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    body: cartLineSchema,
    responses: { 200: '{ success, message, data { product_id, quantity, removed }, total }', 422: 'Unknown product' },
    handler: async ({ body, customer }) => {
      const found = await loadProducts(db, [body.product_id]);
      const product = found.get(body.product_id);
      if (!product) throw validationFailed({ product_id: [messages.cart.productRequired] });
      return db.transaction(async (tx) => {
        const where = and(eq(cartLines.customerId, customer.id), eq(cartLines.productId, body.product_id));
        const [line] = await tx.select().from(cartLines).where(where).for('update');
        let quantity = line?.quantity ?? 0;
        const { min } = quantityLimits(product);
        if (line && body.quantity < line.quantity && body.quantity >= min) {
          await tx.update(cartLines).set({ quantity: body.quantity, updatedAt: new Date() }).where(where);
          quantity = body.quantity;
        } else if (line && (body.quantity === 1 || body.quantity < min) && body.quantity <= line.quantity) {
          await tx.delete(cartLines).where(where);
          quantity = 0;
        }
        const total = await cartTotal(tx, customer.id);
        return {
          success: true,
          message: quantity === 0 ? REMOVED_FROM_CART : 'Cart updated.',
          data: { product_id: body.product_id, quantity, removed: quantity === 0 },
          total,
        };
      });
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/cart/total-products',
    summary: 'Units in the cart (sum of line quantities)',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    responses: { 200: '{ total }' },
    handler: async ({ customer }) => ({ total: await cartTotal(db, customer.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/cart',
    summary: 'Cart lines with product data and server-side prices',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    query: storefrontQuery,
    responses: {
      200: '{ data [{ id, product_id, quantity, unit_price (after the Buy-More-Save-More tier), list_unit_price, tier { min_quantity, discount_percent } | null, line_discount, line_total, available, product }], total, subtotal (after tiers), discount (taken off by tiers), tax (ae: VAT included; us: null, added at checkout), tax_included, currency }',
    },
    handler: async ({ c, query, customer }) => cartView(db, customer.id, query.storefront, originOf(c)),
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/cart/{product_id}',
    summary: 'Remove a product line from the cart',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    params: productIdParam,
    responses: { 200: '{ success, message, total }', 404: 'Not in the cart' },
    handler: async ({ params, customer }) => {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.customerId, customer.id), eq(cartLines.productId, params.product_id)))
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw notFound('This product is not in your cart.');
      return { success: true, message: REMOVED_FROM_CART, total: await cartTotal(db, customer.id) };
    },
  });
}
