// Wishlist, saved-for-later and browsing history (signed-in, and guests by guest token).
import { and, desc, eq, sql } from 'drizzle-orm';
import { object, string } from 'yup';
import type { Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';
import { cartLines, recentProducts, savedForLater, wishlistItems } from '../db/schema/commerce';
import { notFound } from '../http/errors';
import { validateWith } from '../http/validate';
import { assertRoomFor, CAP_MESSAGES, CAPS, keepNewest } from '../accounts/row-caps';
import { loadProducts, loadPurchasable, productCardFields, type Storefront } from '../catalogue/commerce-products';
import { said } from '../words/message-keys';

export const RECENT_LIMIT = 20;

export const guestToken = () =>
  string()
    .trim()
    .required(said('api.guestTokenRequired'))
    .matches(/^[A-Za-z0-9_-]{8,100}$/, { message: said('api.guestTokenInvalid') });

async function wishlistCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  return Number(row?.count ?? 0);
}

/** How a list answers: priced for the storefront, images on the origin, names in the locale. */
export interface ListView {
  storefront: Storefront;
  origin: string;
  locale: Locale;
}

/** Product cards for ids in the given order, skipping products that no longer exist. */
async function cardsFor(db: Db, ids: number[], { storefront, origin, locale }: ListView, extra: Record<string, unknown> = {}) {
  const found = await loadProducts(db, ids);
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [{ ...productCardFields(product, storefront, origin, locale), ...extra }] : [];
  });
}

const wishlistList = { table: wishlistItems, owner: wishlistItems.customerId, entry: wishlistItems.productId };

/** Whose history: a signed-in customer's, or a guest's by the token the client made up. */
export type Viewer = { customerId: number } | { guestToken: string };

export function createWishlistService(db: Db) {
  const recentFor = async (where: ReturnType<typeof eq>, view: ListView) => {
    const rows = await db
      .select({ productId: recentProducts.productId })
      .from(recentProducts)
      .where(where)
      .orderBy(desc(recentProducts.viewedAt), desc(recentProducts.id))
      .limit(RECENT_LIMIT);
    return cardsFor(db, rows.map((row) => row.productId), view);
  };

  return {
    count: (customerId: number) => wishlistCount(db, customerId),

    /** Adds a product (adding twice keeps one entry), within the customer's cap. */
    async add(customerId: number, productId: number) {
      await loadPurchasable(db, [productId], () => 'product_id');
      await db.transaction(async (tx) => {
        await assertRoomFor(tx, customerId, wishlistList, { cap: CAPS.wishlist, field: 'product_id', message: CAP_MESSAGES.wishlist }, [productId]);
        await tx.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
      });
      return { success: true, message: said('api.wishlistAdded'), count: await wishlistCount(db, customerId) };
    },

    /** Merges the guest wishlist at sign-in: all of them or none. */
    async addMany(customerId: number, ids: number[]) {
      await loadPurchasable(db, ids, (index) => `products[${index}].product_id`);
      await db.transaction(async (tx) => {
        await assertRoomFor(tx, customerId, wishlistList, { cap: CAPS.wishlist, field: 'products', message: CAP_MESSAGES.wishlist }, ids);
        await tx
          .insert(wishlistItems)
          .values([...new Set(ids)].map((productId) => ({ customerId, productId })))
          .onConflictDoNothing();
      });
      return { success: true, message: said('api.wishlistAdded'), count: await wishlistCount(db, customerId) };
    },

    async remove(customerId: number, productId: number) {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
        .returning({ id: wishlistItems.id });
      if (removed.length === 0) throw notFound('api.notInWishlist');
      return { success: true, message: said('api.wishlistRemoved'), count: await wishlistCount(db, customerId) };
    },

    /** Wishlist products, newest first. */
    async list(customerId: number, view: ListView) {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
      const ids = rows.map((row) => row.productId);
      return cardsFor(db, ids, view, { in_wishlist: true });
    },

    /** Moves a product from the cart to saved-for-later (or saves it directly). */
    async saveForLater(customerId: number, productId: number) {
      await loadPurchasable(db, [productId], () => 'product_id');
      await db.transaction(async (tx) => {
        const savedList = { table: savedForLater, owner: savedForLater.customerId, entry: savedForLater.productId };
        await assertRoomFor(tx, customerId, savedList, { cap: CAPS.savedForLater, field: 'product_id', message: CAP_MESSAGES.savedForLater }, [productId]);
        const [line] = await tx
          .delete(cartLines)
          .where(and(eq(cartLines.customerId, customerId), eq(cartLines.productId, productId)))
          .returning({ quantity: cartLines.quantity });
        await tx
          .insert(savedForLater)
          .values({ customerId, productId, quantity: line?.quantity ?? 1 })
          .onConflictDoUpdate({
            target: [savedForLater.customerId, savedForLater.productId],
            set: { quantity: line?.quantity ?? sql`${savedForLater.quantity}` },
          });
      });
      return { success: true, message: said('api.savedForLater') };
    },

    async savedForLater(customerId: number, { storefront, origin, locale }: ListView) {
      const rows = await db
        .select()
        .from(savedForLater)
        .where(eq(savedForLater.customerId, customerId))
        .orderBy(desc(savedForLater.createdAt), desc(savedForLater.id));
      const found = await loadProducts(db, rows.map((row) => row.productId));
      return rows.flatMap((row) => {
        const product = found.get(row.productId);
        return product ? [{ ...productCardFields(product, storefront, origin, locale), quantity: row.quantity }] : [];
      });
    },

    async removeSaved(customerId: number, productId: number) {
      const removed = await db
        .delete(savedForLater)
        .where(and(eq(savedForLater.customerId, customerId), eq(savedForLater.productId, productId)))
        .returning({ id: savedForLater.id });
      if (removed.length === 0) throw notFound('api.notInSaved');
      return { success: true, message: said('api.savedRemoved') };
    },

    /** Records a product view; only the newest RECENT_LIMIT views are kept per viewer. */
    async recordView(viewer: { customerId: number } | { guestToken: string | undefined }, productId: number): Promise<void> {
      await loadPurchasable(db, [productId], () => 'product_id');
      if ('customerId' in viewer) {
        await db
          .insert(recentProducts)
          .values({ customerId: viewer.customerId, productId })
          .onConflictDoUpdate({
            target: [recentProducts.customerId, recentProducts.productId],
            targetWhere: sql`${recentProducts.customerId} is not null`,
            set: { viewedAt: sql`now()` },
          });
        await keepNewest(db, recentProducts, eq(recentProducts.customerId, viewer.customerId), recentProducts.viewedAt, RECENT_LIMIT);
      } else {
        const { guest_token: token } = await validateWith(object({ guest_token: guestToken() }), { guest_token: viewer.guestToken });
        await db
          .insert(recentProducts)
          .values({ guestToken: token, productId })
          .onConflictDoUpdate({
            target: [recentProducts.guestToken, recentProducts.productId],
            targetWhere: sql`${recentProducts.guestToken} is not null`,
            set: { viewedAt: sql`now()` },
          });
        await keepNewest(db, recentProducts, eq(recentProducts.guestToken, token), recentProducts.viewedAt, RECENT_LIMIT);
      }
    },

    /** Recently viewed products, newest first. */
    recent: (viewer: Viewer, view: ListView) =>
      recentFor('customerId' in viewer ? eq(recentProducts.customerId, viewer.customerId) : eq(recentProducts.guestToken, viewer.guestToken), view),
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
