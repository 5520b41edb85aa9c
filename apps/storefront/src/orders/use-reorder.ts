// Reorder in one click (docs/behaviour.md §2.7): a past order's products back in the cart. docs/behaviour.md §8 calls both
// outcomes notices (the server's message on success, an error notice on failure): the
// library-default toasts, top-right for 5000 ms. One hook for the user menu and the order pages.
import { normalizeApiError, type Id } from '@horeca/core/api';
import { cartRefreshAtom, useToast } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useCallback, useState } from 'react';
import { api } from '../resources/client';

export function useReorder() {
  const store = useStore();
  const toast = useToast();
  const [busy, setBusy] = useState<Id | null>(null);

  const reorder = useCallback(
    async (orderId: Id) => {
      setBusy(orderId);
      try {
        const answer = await api.reorder(orderId);
        if (!answer.success) throw { status: 422, data: answer };
        if (answer.message) toast({ channel: 'library', tone: 'success', text: answer.message });
        store.set(cartRefreshAtom, (tick) => tick + 1);
      } catch (error) {
        console.error('Reorder failed', error);
        toast({ channel: 'library', tone: 'error', text: normalizeApiError(error).message });
      } finally {
        setBusy(null);
      }
    },
    [store, toast],
  );

  return { reorder, busy };
}
