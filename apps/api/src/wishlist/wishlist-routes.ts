// Wishlist, saved-for-later and browsing history (signed-in, and guests by guest token).
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@horeca/core';
import { array, object, string } from 'yup';
import { cartLines, recentProducts, savedForLater, wishlistItems } from '../db/schema/commerce';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { validateWith } from '../http/validate';
import { originOf } from '../catalogue/product-view';
import { productIdField, productIdParam, storefrontQuery } from '../cart/cart-routes';
import { limitByAddress } from '../http/request-info';
import { assertRoomFor, CAP_MESSAGES, CAPS, keepNewest } from '../accounts/row-caps';
import { loadProducts, loadPurchasable, productCardFields, type Storefront } from '../catalogue/commerce-products';

export const WISHLIST_ADDED = 'Product added to wishlist.';
export const WISHLIST_REMOVED = 'Product removed from wishlist.';
export const SAVED_FOR_LATER = 'The item has been saved for later.';
export const REMOVED_FROM_SAVED = 'The item has been removed from saved.';
export const RECENT_LIMIT = 20;

const productIdBody = object({ product_id: productIdField() });
const guestToken = () =>
  string()
    .trim()
    .required('A guest token is required.')
    .matches(/^[A-Za-z0-9_-]{8,100}$/, 'The guest token is not valid.');

async function wishlistCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  return Number(row?.count ?? 0);
}

/** Product cards for ids in the given order, skipping products that no longer exist. */
async function cardsFor(db: Db, ids: number[], storefront: Storefront, origin: string, extra: Record<string, unknown> = {}) {
  const found = await loadProducts(db, ids);
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [{ ...productCardFields(product, storefront, origin), ...extra }] : [];
  });
}

const wishlistList = { table: wishlistItems, owner: wishlistItems.customerId, entry: wishlistItems.productId };

export function registerWishlistRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'post',
    path: '/api/frontend/wishlist/add',
    summary: 'Add a product to the wishlist (adding twice keeps one entry)',
    tags: ['wishlist'],
    auth: 'required',
    body: productIdBody,
    responses: { 200: '{ success, message, count }', 422: 'Unknown product' },
    handler: async ({ body, customer }) => {
      await loadPurchasable(db, [body.product_id], () => 'product_id');
      await db.transaction(async (tx) => {
        await assertRoomFor(tx, customer.id, wishlistList, { cap: CAPS.wishlist, field: 'product_id', message: CAP_MESSAGES.wishlist }, [body.product_id]);
        await tx.insert(wishlistItems).values({ customerId: customer.id, productId: body.product_id }).onConflictDoNothing();
      });
      return { success: true, message: WISHLIST_ADDED, count: await wishlistCount(db, customer.id) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/wishlist/add-multiple',
    summary: 'Merge the guest wishlist at sign-in',
    tags: ['wishlist'],
    auth: 'required',
    body: object({
      products: array()
        .of(productIdBody)
        .required(messages.cart.productRequired)
        .min(1, messages.cart.productRequired)
        .max(200, 'At most 200 products can be added at once.'),
    }),
    responses: { 200: '{ success, message, count }', 422: 'A product unknown (nothing is added)' },
    handler: async ({ body, customer }) => {
      const ids = body.products.map((item) => item.product_id);
      await loadPurchasable(db, ids, (index) => `products[${index}].product_id`);
      await db.transaction(async (tx) => {
        await assertRoomFor(tx, customer.id, wishlistList, { cap: CAPS.wishlist, field: 'products', message: CAP_MESSAGES.wishlist }, ids);
        await tx
          .insert(wishlistItems)
          .values([...new Set(ids)].map((productId) => ({ customerId: customer.id, productId })))
          .onConflictDoNothing();
      });
      return { success: true, message: WISHLIST_ADDED, count: await wishlistCount(db, customer.id) };
    },
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/wishlist/remove',
    summary: 'Remove a product from the wishlist (query product_id)',
    tags: ['wishlist'],
    auth: 'required',
    query: productIdBody,
    responses: { 200: '{ success, message, count }', 404: 'Not in the wishlist' },
    handler: async ({ query, customer }) => {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.customerId, customer.id), eq(wishlistItems.productId, query.product_id)))
        .returning({ id: wishlistItems.id });
      if (removed.length === 0) throw notFound('This product is not in your wishlist.');
      return { success: true, message: WISHLIST_REMOVED, count: await wishlistCount(db, customer.id) };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/wishlist/count',
    summary: 'Number of wishlist entries',
    tags: ['wishlist'],
    auth: 'required',
    responses: { 200: '{ count }' },
    handler: async ({ customer }) => ({ count: await wishlistCount(db, customer.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/wishlist',
    summary: 'Wishlist products, newest first',
    tags: ['wishlist'],
    auth: 'required',
    query: storefrontQuery,
    responses: { 200: '{ data [product card + in_wishlist] }' },
    handler: async ({ c, query, customer }) => {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.customerId, customer.id))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
      const ids = rows.map((row) => row.productId);
      return { data: await cardsFor(db, ids, query.storefront, originOf(c), { in_wishlist: true }) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/save-for-later',
    summary: 'Move a product from the cart to saved-for-later (or save it directly)',
    tags: ['cart'],
    auth: 'required',
    body: productIdBody,
    responses: { 200: '{ success, message }', 422: 'Unknown product' },
    handler: async ({ body, customer }) => {
      await loadPurchasable(db, [body.product_id], () => 'product_id');
      await db.transaction(async (tx) => {
        const savedList = { table: savedForLater, owner: savedForLater.customerId, entry: savedForLater.productId };
        await assertRoomFor(tx, customer.id, savedList, { cap: CAPS.savedForLater, field: 'product_id', message: CAP_MESSAGES.savedForLater }, [body.product_id]);
        const [line] = await tx
          .delete(cartLines)
          .where(and(eq(cartLines.customerId, customer.id), eq(cartLines.productId, body.product_id)))
          .returning({ quantity: cartLines.quantity });
        await tx
          .insert(savedForLater)
          .values({ customerId: customer.id, productId: body.product_id, quantity: line?.quantity ?? 1 })
          .onConflictDoUpdate({
            target: [savedForLater.customerId, savedForLater.productId],
            set: { quantity: line?.quantity ?? sql`${savedForLater.quantity}` },
          });
      });
      return { success: true, message: SAVED_FOR_LATER };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/save-for-later',
    summary: 'Saved-for-later products',
    tags: ['cart'],
    auth: 'required',
    query: storefrontQuery,
    responses: { 200: '{ data [product card + quantity] }' },
    handler: async ({ c, query, customer }) => {
      const rows = await db
        .select()
        .from(savedForLater)
        .where(eq(savedForLater.customerId, customer.id))
        .orderBy(desc(savedForLater.createdAt), desc(savedForLater.id));
      const found = await loadProducts(db, rows.map((row) => row.productId));
      const data = rows.flatMap((row) => {
        const product = found.get(row.productId);
        return product ? [{ ...productCardFields(product, query.storefront, originOf(c)), quantity: row.quantity }] : [];
      });
      return { data };
    },
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/remove-from-save-for-later/{product_id}',
    summary: 'Remove a product from saved-for-later',
    tags: ['cart'],
    auth: 'required',
    params: productIdParam,
    responses: { 200: '{ success, message }', 404: 'Not saved' },
    handler: async ({ params, customer }) => {
      const removed = await db
        .delete(savedForLater)
        .where(and(eq(savedForLater.customerId, customer.id), eq(savedForLater.productId, params.product_id)))
        .returning({ id: savedForLater.id });
      if (removed.length === 0) throw notFound('This product is not in your saved items.');
      return { success: true, message: REMOVED_FROM_SAVED };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/recent-products',
    summary: 'Record a product view (signed in, or guest_token for guests)',
    tags: ['recent'],
    auth: 'optional',
    body: object({ product_id: productIdField(), guest_token: string().trim().optional() }),
    // A guest token is made up by the client: a new one per request would add rows without end.
    middleware: [limitByAddress(deps, 'recentViews')],
    responses: { 200: '{ success }', 422: 'Unknown product, or a guest without a valid guest_token', 429: 'Too many views recorded from this address' },
    handler: async ({ body, customer }) => {
      await loadPurchasable(db, [body.product_id], () => 'product_id');
      if (customer) {
        await db
          .insert(recentProducts)
          .values({ customerId: customer.id, productId: body.product_id })
          .onConflictDoUpdate({
            target: [recentProducts.customerId, recentProducts.productId],
            targetWhere: sql`${recentProducts.customerId} is not null`,
            set: { viewedAt: sql`now()` },
          });
        await keepNewest(db, recentProducts, eq(recentProducts.customerId, customer.id), recentProducts.viewedAt, RECENT_LIMIT);
      } else {
        const { guest_token: token } = await validateWith(object({ guest_token: guestToken() }), body);
        await db
          .insert(recentProducts)
          .values({ guestToken: token, productId: body.product_id })
          .onConflictDoUpdate({
            target: [recentProducts.guestToken, recentProducts.productId],
            targetWhere: sql`${recentProducts.guestToken} is not null`,
            set: { viewedAt: sql`now()` },
          });
        await keepNewest(db, recentProducts, eq(recentProducts.guestToken, token), recentProducts.viewedAt, RECENT_LIMIT);
      }
      return { success: true };
    },
  });

  const recentFor = async (where: ReturnType<typeof eq>, storefront: Storefront, origin: string) => {
    const rows = await db
      .select({ productId: recentProducts.productId })
      .from(recentProducts)
      .where(where)
      .orderBy(desc(recentProducts.viewedAt), desc(recentProducts.id))
      .limit(RECENT_LIMIT);
    return { data: await cardsFor(db, rows.map((row) => row.productId), storefront, origin) };
  };

  api.route({
    method: 'get',
    path: '/api/frontend/recent-products',
    summary: 'Recently viewed products of the signed-in customer (newest first, 20)',
    tags: ['recent'],
    auth: 'required',
    query: storefrontQuery,
    responses: { 200: '{ data [product card] }' },
    handler: async ({ c, query, customer }) => recentFor(eq(recentProducts.customerId, customer.id), query.storefront, originOf(c)),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/guest/recent-products',
    summary: 'Recently viewed products of a guest, by guest token',
    tags: ['recent'],
    query: storefrontQuery.shape({ guest_token: guestToken() }),
    responses: { 200: '{ data [product card] }' },
    handler: async ({ c, query }) => recentFor(eq(recentProducts.guestToken, query.guest_token), query.storefront, originOf(c)),
  });
}
