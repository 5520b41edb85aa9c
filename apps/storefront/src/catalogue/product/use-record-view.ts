// docs/behaviour.md §2 and §7: a product page records the view (signed in by token, guests by their
// guest token) and remembers the last opened product (ProductId). Once per product.
import { type Id } from '@horeca/core/api';
import { STORAGE_KEYS, getSafeStorage } from '@horeca/core/storage';
import { isSignedInAtom } from '@horeca/widgets';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { api } from '../../resources/client';
import { useRefreshRecentProducts } from '../../resources/wishlist';
import { guestToken } from '../../lib/guest-token';

export function useRecordView(productId: Id | undefined): void {
  const signedIn = useAtomValue(isSignedInAtom);
  const refreshRecentProducts = useRefreshRecentProducts();
  useEffect(() => {
    if (productId === undefined) return;
    getSafeStorage('local').setItem(STORAGE_KEYS.ProductId, String(productId));
    api
      .recordRecentProduct(productId, signedIn ? undefined : guestToken())
      .then(refreshRecentProducts)
      .catch((error: unknown) => console.error('Could not record the product view', error));
  }, [productId, signedIn, refreshRecentProducts]);
}
