// A product's wishlist toggle (docs/behaviour.md §4), for the card's heart and any other list: in_wishlist false becomes true on add and back on
// remove, with the spec's toasts. Guests keep the list locally (de-duplicated by id, counter
// follows the list); signed-in shoppers call the server. Call failures are only logged
// (docs/behaviour.md §8). Every change triggers a refresh of the wishlist count.
import { formatMessage } from '@horeca/core/messages';
import type { ProductCardView } from '@horeca/core/product';
import { useStore } from 'jotai/react';
import { useCallback, useState } from 'react';
import { guestWishlistAtom, isSignedInAtom, wishlistRefreshAtom } from './atoms';
import { useCommerceApi } from './context';
import { useStoredAtomValue, useStoredValue } from './hydration';
import { addGuestWishlist, removeGuestWishlist } from './guest-cart';
import { useToast } from './use-toast';
import type { HorecaProductCardEvents } from '../elements/element-events';
import { useCoreMessages } from './use-messages';

/** The element's event detail. */
export type WishlistChangeDetail = HorecaProductCardEvents['horeca:wishlist-change'];

export function useWishlistToggle(product: ProductCardView, onWishlistChange?: (detail: WishlistChangeDetail) => void) {
  const messages = useCoreMessages();
  const store = useStore();
  const api = useCommerceApi();
  const toast = useToast();
  const signedIn = useStoredAtomValue(isSignedInAtom, false);
  const { id, name } = product;
  const inGuestList = useStoredValue(guestWishlistAtom, (list) => list.some((entry) => entry.product_id === id), false);
  // Signed in, the server's flag seeds the state and each confirmed call flips it.
  const [serverFlag, setServerFlag] = useState(product.inWishlist);
  const [busy, setBusy] = useState(false);
  const inWishlist = signedIn ? serverFlag : inGuestList;

  const changed = useCallback(
    (next: boolean) => {
      toast({
        channel: 'card',
        tone: 'success',
        text: formatMessage(next ? messages.toast.addedToWishlist : messages.toast.removedFromWishlist, { 'product name': name }),
      });
      onWishlistChange?.({ productId: id, inWishlist: next, signedIn });
    },
    [toast, name, onWishlistChange, id, signedIn, messages],
  );

  const toggle = useCallback(async () => {
    const next = !inWishlist;
    if (!signedIn) {
      const done = next ? addGuestWishlist(store, product) : removeGuestWishlist(store, id);
      if (done) changed(next);
      return;
    }
    setBusy(true);
    try {
      const result = next ? await api.addToWishlist(id) : await api.removeFromWishlist(id);
      if (result.success) {
        setServerFlag(next);
        store.set(wishlistRefreshAtom, (tick) => tick + 1);
        changed(next);
      } else {
        console.error('Wishlist change refused:', result.message ?? '');
      }
    } catch (error) {
      console.error('Wishlist change failed:', error);
    } finally {
      setBusy(false);
    }
  }, [inWishlist, signedIn, store, product, id, changed, api]);

  return { inWishlist, busy, toggle };
}
