// Guest cart and wishlist changes on the shared store. Guests make no cart or wishlist calls
// (docs/behaviour.md §6): everything lives in the persisted atoms, and each counter follows its
// list so the badges and other tabs see the change at once.
import { type Id } from '@horeca/core/api';
import { cartUnitCount, type GuestCartItem, mergeGuestCartLine } from '@horeca/core/cart';
import { guestCartLineOf, guestWishlistEntryOf, type ProductCardView } from '@horeca/core/product';
import {
  cartRefreshAtom,
  guestCartAtom,
  guestWishlistAtom,
  totalCartItemsAtom,
  totalWishListAtom,
  wishlistRefreshAtom,
} from './atoms';
import type { WidgetStore } from './store';

function commitCart(store: WidgetStore, lines: GuestCartItem[]): void {
  store.set(guestCartAtom, lines);
  // Units, as the signed-in badge counts them (docs/behaviour.md §3: one meaning for TotalCartItems).
  store.set(totalCartItemsAtom, cartUnitCount(lines));
  store.set(cartRefreshAtom, (tick) => tick + 1);
}

/** Replaces the whole guest cart (what a cart handoff left of it). */
export function replaceGuestCart(store: WidgetStore, lines: GuestCartItem[]): void {
  commitCart(store, lines);
}

/** Adds `quantity` of `product`, merging into an existing line (capped by core's rule). */
export function addGuestCartLine(store: WidgetStore, product: ProductCardView, quantity: number): GuestCartItem {
  const lines = mergeGuestCartLine(store.get(guestCartAtom), guestCartLineOf(product, quantity));
  commitCart(store, lines);
  return lines.find((line) => line.product_id === product.id) as GuestCartItem;
}

/** Sets a line's quantity; 0 removes the line. */
export function setGuestCartQuantity(store: WidgetStore, id: Id, quantity: number): void {
  const lines = store.get(guestCartAtom);
  const next =
    quantity <= 0
      ? lines.filter((line) => line.product_id !== id)
      : lines.map((line) => (line.product_id === id ? { ...line, quantity } : line));
  commitCart(store, next);
}

export function isInGuestWishlist(store: WidgetStore, id: Id): boolean {
  return store.get(guestWishlistAtom).some((entry) => entry.product_id === id);
}

/** Adds the product unless it is already there (guests de-duplicate by id). */
export function addGuestWishlist(store: WidgetStore, product: ProductCardView): boolean {
  const { id } = product;
  const list = store.get(guestWishlistAtom);
  if (list.some((entry) => entry.product_id === id)) return false;
  const next = [...list, guestWishlistEntryOf(product)];
  store.set(guestWishlistAtom, next);
  store.set(totalWishListAtom, next.length);
  store.set(wishlistRefreshAtom, (tick) => tick + 1);
  return true;
}

export function removeGuestWishlist(store: WidgetStore, id: Id): boolean {
  const list = store.get(guestWishlistAtom);
  const next = list.filter((entry) => entry.product_id !== id);
  if (next.length === list.length) return false;
  store.set(guestWishlistAtom, next);
  store.set(totalWishListAtom, next.length);
  store.set(wishlistRefreshAtom, (tick) => tick + 1);
  return true;
}
