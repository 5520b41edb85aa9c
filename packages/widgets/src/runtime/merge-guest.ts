// The login merge (spec section 4, DESIGN.md trap): the guest wishlist and cart move into the
// account through the add-multiple calls, and each guest copy is cleared only after the
// server confirms it. The spec's flow clears the cart even when the call fails; we keep it,
// so the customer loses nothing and the merge can run again.
import type { CommerceApi, MutationResult } from './commerce-api';
import { cartRefreshAtom, guestCartAtom, guestWishlistAtom, wishlistRefreshAtom } from './atoms';
import { widgetMessages } from './messages';
import type { WidgetStore } from './store';

export type MergePart = 'cart' | 'wishlist';

export type MergeResult =
  | { ok: true; merged: Record<MergePart, number> }
  | { ok: false; error: string; failed: MergePart[]; merged: Record<MergePart, number> };

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `merge-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

async function confirmed(call: () => Promise<MutationResult>): Promise<boolean> {
  try {
    const result = await call();
    return result.success === true;
  } catch (error) {
    console.error('Guest merge failed:', error);
    return false;
  }
}

/**
 * Merges the guest wishlist and cart into the signed-in account. Pass the same
 * `idempotencyKey` when retrying a merge whose answer was lost, so the server adds once.
 */
export async function mergeGuestIntoAccount(
  api: CommerceApi,
  store: WidgetStore,
  idempotencyKey: string = newKey(),
): Promise<MergeResult> {
  const wishlist = store.get(guestWishlistAtom);
  const cart = store.get(guestCartAtom);
  const merged: Record<MergePart, number> = { cart: 0, wishlist: 0 };
  const failed: MergePart[] = [];

  if (wishlist.length > 0) {
    const ids = [...new Set(wishlist.map((entry) => entry.product_id))];
    if (await confirmed(() => api.addMultipleToWishlist(ids, `${idempotencyKey}:wishlist`))) {
      store.set(guestWishlistAtom, []);
      merged.wishlist = ids.length;
      store.set(wishlistRefreshAtom, (tick) => tick + 1);
    } else {
      failed.push('wishlist');
    }
  }

  if (cart.length > 0) {
    const lines = cart.map(({ product_id, quantity }) => ({ product_id, quantity }));
    if (await confirmed(() => api.addMultipleToCart(lines, `${idempotencyKey}:cart`))) {
      store.set(guestCartAtom, []);
      merged.cart = lines.length;
      store.set(cartRefreshAtom, (tick) => tick + 1);
    } else {
      failed.push('cart');
    }
  }

  if (failed.length === 0) return { ok: true, merged };
  return { ok: false, error: widgetMessages.mergeFailed, failed, merged };
}
