// 'Remove From Saved' on the saved-for-later variant: signed in, the server removes it;
// the local SaveForLater list follows either way; success toasts the spec's text. Call
// failures are only logged (docs/behaviour.md §8).
import { type Id } from '@horeca/core/api';
import { formatMessage } from '@horeca/core/messages';
import type { ProductCardView } from '@horeca/core/product';
import { useAtomValue, useStore } from 'jotai/react';
import { useCallback, useState } from 'react';
import { isSignedInAtom, saveForLaterAtom } from '../runtime/atoms';
import { useCommerceApi } from '../runtime/context';
import { useToast } from '../runtime/use-toast';
import { useCoreMessages } from '../runtime/use-messages';

export function useRemoveFromSaved(product: Pick<ProductCardView, 'id' | 'name'>, onRemoved?: (detail: { productId: Id }) => void) {
  const messages = useCoreMessages();
  const store = useStore();
  const api = useCommerceApi();
  const toast = useToast();
  const signedIn = useAtomValue(isSignedInAtom);
  const [busy, setBusy] = useState(false);
  const { id, name } = product;

  const remove = useCallback(async () => {
    setBusy(true);
    try {
      if (signedIn) {
        const result = await api.removeFromSaveForLater(id);
        if (!result.success) {
          console.error('Remove from saved refused:', result.message ?? '');
          return;
        }
      }
      store.set(saveForLaterAtom, (list) => list.filter((item) => item.product_id !== id));
      toast({
        channel: 'card',
        tone: 'success',
        text: formatMessage(messages.toast.removedFromSaved, { 'product name': name }),
      });
      onRemoved?.({ productId: id });
    } catch (error) {
      console.error('Remove from saved failed:', error);
    } finally {
      setBusy(false);
    }
  }, [signedIn, api, id, store, toast, name, onRemoved, messages]);

  return { busy, remove };
}
