// The signed-in customer's wishlist and recently viewed products. This module owns their keys.
import type { Storefront } from '@horeca/core/storefront';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { guestToken } from '../lib/guest-token';
import { api } from './client';
import { useResource } from './use-resource';

export const useWishlist = (storefront: Storefront) => useResource(['wishlist', storefront], async () => (await api.getWishlist(storefront)).data);

const RECENT_PRODUCTS = 'recent-products';

/** The shopper's recent products: signed in by token, a guest by guest token. `enabled` false waits. */
export const useRecentProducts = (storefront: Storefront, signedIn: boolean, enabled = true) =>
  useResource(enabled ? [RECENT_PRODUCTS, signedIn, storefront] : null, async () =>
    (signedIn ? await api.getRecentProducts(storefront) : await api.getGuestRecentProducts(guestToken(), storefront)).data,
  );

/** Asks again for every recent-products list shown (after a view was recorded). */
export function useRefreshRecentProducts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === RECENT_PRODUCTS), [mutate]);
}
