// The login merge (docs/behaviour.md §4; docs/architecture.md, known traps): the guest wishlist and cart move into the
// account through the add-multiple calls, and each guest copy is cleared only after the
// server confirms it. The spec's flow clears the cart even when the call fails; we keep it,
// so the customer loses nothing and the merge can run again.
import type { CommerceApi, MutationResult } from './commerce-api';
import { authTokenAtom, cartRefreshAtom, guestCartAtom, guestWishlistAtom, wishlistRefreshAtom } from './atoms';
import { widgetMessages } from './messages';
import type { WidgetStore } from './store';

export type MergePart = 'cart' | 'wishlist';

export type MergeResult =
  | { ok: true; merged: Record<MergePart, number> }
  | { ok: false; error: string; failed: MergePart[]; merged: Record<MergePart, number> };

/** cyrb53: a fast 53-bit string hash; two seeds give a key no two merges share by chance. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A part's key when the caller gives none: the same for the same sign-in (token) and the same
 * list. A merge whose answer was lost (time-out, reset) is retried later, from the checkout's
 * "merge again" or after a reload, by code that never saw the first key; deriving it means the
 * retry still carries it and the server adds the lines once. Each part hashes only its own
 * list, so a wishlist merged in between does not change the cart's key. A new sign-in or a
 * changed list gives a new key. The token is hashed, never sent in the key.
 */
function derivedKey(store: WidgetStore, list: unknown): string {
  const text = JSON.stringify([store.get(authTokenAtom), list]);
  return `merge-${hash53(text, 1)}${hash53(text, 2)}`;
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
 * Merges the guest wishlist and cart into the signed-in account. Without an `idempotencyKey`
 * each part's key is derived from the sign-in and its list, so any retry of a merge whose
 * answer was lost is applied once by the server.
 */
export async function mergeGuestIntoAccount(api: CommerceApi, store: WidgetStore, idempotencyKey?: string): Promise<MergeResult> {
  const wishlist = store.get(guestWishlistAtom);
  const cart = store.get(guestCartAtom);
  const merged: Record<MergePart, number> = { cart: 0, wishlist: 0 };
  const failed: MergePart[] = [];
  const ids = [...new Set(wishlist.map((entry) => entry.product_id))];
  const lines = cart.map(({ product_id, quantity }) => ({ product_id, quantity }));
  const keyFor = (part: MergePart, list: unknown) => `${idempotencyKey ?? derivedKey(store, list)}:${part}`;

  if (wishlist.length > 0) {
    if (await confirmed(() => api.addMultipleToWishlist(ids, keyFor('wishlist', ids)))) {
      store.set(guestWishlistAtom, []);
      merged.wishlist = ids.length;
      store.set(wishlistRefreshAtom, (tick) => tick + 1);
    } else {
      failed.push('wishlist');
    }
  }

  if (cart.length > 0) {
    if (await confirmed(() => api.addMultipleToCart(lines, keyFor('cart', lines)))) {
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
