// The signed-in shopper's cart and saved-for-later list (a guest's cart lives in this browser).
// This module owns their cache keys; pages call the hooks.
import type { Storefront } from '@horeca/core/storefront';
import { api } from './client';
import { useResource } from './use-resource';

/** `signedIn` false waits: a guest has no cart on the server. */
export const useServerCart = (storefront: Storefront, signedIn: boolean) =>
  useResource(signedIn ? ['cart', storefront] : null, () => api.getCart(storefront));

export const useSavedForLater = (storefront: Storefront, signedIn: boolean) =>
  useResource(signedIn ? ['saved-for-later', storefront] : null, () => api.getSavedForLater(storefront));
