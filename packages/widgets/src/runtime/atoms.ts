// The page's client state, one atom per local-storage key of docs/behaviour.md §3. Guests keep
// cart and wishlist here only; signed-in customers use the server and these counters mirror
// the server's answers. "Signed in" is decided only by whether authToken exists (docs/behaviour.md §4).
import { type UserProfile } from '@horeca/core/account';
import { type GuestCartItem, type GuestWishlistEntry, type SaveForLaterItem } from '@horeca/core/cart';
import { type BuyMoreSaveMoreEntry } from '@horeca/core/product';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { atom } from 'jotai/vanilla';
import { isArrayOf, isRecord, persistedCountAtom, persistedJsonAtom, persistedStringAtom } from './persisted-atom';

const hasProductId = (value: unknown) => isRecord(value) && (typeof value.product_id === 'number' || typeof value.product_id === 'string');
const isUserProfile = (value: unknown): value is UserProfile =>
  isRecord(value) && typeof value.name === 'string' && typeof value.email === 'string';

export const authTokenAtom = persistedStringAtom(STORAGE_KEYS.authToken);
export const userProfileAtom = persistedJsonAtom<UserProfile | null>(
  STORAGE_KEYS.userProfile,
  null,
  (value): value is UserProfile | null => value === null || isUserProfile(value),
);
export const displayNameAtom = persistedStringAtom(STORAGE_KEYS.userNewName);

export const guestCartAtom = persistedJsonAtom<GuestCartItem[]>(STORAGE_KEYS.CartItems, [], isArrayOf<GuestCartItem>(hasProductId));
export const guestWishlistAtom = persistedJsonAtom<GuestWishlistEntry[]>(
  STORAGE_KEYS.wishListItems,
  [],
  isArrayOf<GuestWishlistEntry>(hasProductId),
);
export const saveForLaterAtom = persistedJsonAtom<SaveForLaterItem[]>(STORAGE_KEYS.SaveForLater, [], isArrayOf<SaveForLaterItem>(hasProductId));
export const buyMoreSaveMoreAtom = persistedJsonAtom<BuyMoreSaveMoreEntry[]>(
  STORAGE_KEYS.BuyMoreSaveMore,
  [],
  isArrayOf<BuyMoreSaveMoreEntry>(hasProductId),
);

export const totalCartItemsAtom = persistedCountAtom(STORAGE_KEYS.TotalCartItems);
export const totalWishListAtom = persistedCountAtom(STORAGE_KEYS.TotalWishList);

export const isSignedInAtom = atom((get) => Boolean(get(authTokenAtom)));

/** On a partner's page: the cart handed to the store, kept until the store confirms it (cart-handoff.ts). */
export interface PendingHandoff {
  id: string;
  lines: { product_id: number; quantity: number }[];
  /** When it was handed (ms since the epoch): one the store never took is dropped after a day. */
  at: number;
}
const isPendingHandoff = (value: unknown): value is PendingHandoff | null =>
  value === null || (isRecord(value) && typeof value.id === 'string' && Array.isArray(value.lines) && value.lines.every(hasProductId) && typeof value.at === 'number');
export const pendingHandoffAtom = persistedJsonAtom<PendingHandoff | null>(STORAGE_KEYS.pendingHandoff, null, isPendingHandoff);

/**
 * Refresh triggers (docs/behaviour.md §4: "refreshed whenever a refresh trigger toggles"). Each change of
 * cart or wishlist bumps one, and the badges refetch the server count.
 */
export const cartRefreshAtom = atom(0);
export const wishlistRefreshAtom = atom(0);
