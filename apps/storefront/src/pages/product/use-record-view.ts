// Spec 2 and 7: a product page records the view (signed in by token, guests by their
// guest token) and remembers the last opened product (ProductId). Once per product.
import { STORAGE_KEYS, getSafeStorage, type Id } from '@horeca/core';
import { isSignedInAtom } from '@horeca/widgets';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { mutate } from 'swr';
import { api } from '../../lib/api';
import { guestToken } from '../../lib/guest-token';

export function useRecordView(productId: Id | undefined): void {
  const signedIn = useAtomValue(isSignedInAtom);
  useEffect(() => {
    if (productId === undefined) return;
    getSafeStorage('local').setItem(STORAGE_KEYS.ProductId, String(productId));
    api
      .recordRecentProduct(productId, signedIn ? undefined : guestToken())
      .then(() => mutate((key) => Array.isArray(key) && key[0] === 'recent-products'))
      .catch((error: unknown) => console.error('Could not record the product view', error));
  }, [productId, signedIn]);
}
