// Saved-for-later (signed in): move a product back to the cart or remove it, with the
// spec's '{product name} has been removed from saved.' toast.
import { formatMessage, formatMoney, messages, normalizeApiError, type SavedItem } from '@horeca/core';
import { cartRefreshAtom, useToast, useWidgetConfig } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useState } from 'react';
import { useApi } from '../api/use-api';
import type { ApiData } from '../api/use-api-data';
import { cartText } from './cart-text';

export interface SavedForLaterProps {
  saved: ApiData<{ data: SavedItem[] }>;
  onCartChanged: () => void;
}

export function SavedForLater({ saved, onCartChanged }: SavedForLaterProps) {
  const api = useApi();
  const store = useStore();
  const toast = useToast();
  const { storefront } = useWidgetConfig();
  const [busy, setBusy] = useState(false);
  const items = saved.data?.data ?? [];
  if (items.length === 0) return null;

  const act = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      toast({ channel: 'app', tone: 'success', text: success });
      await saved.reload();
      store.set(cartRefreshAtom, (tick) => tick + 1);
      onCartChanged();
    } catch (error) {
      toast({ channel: 'app', tone: 'error', text: normalizeApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading">{cartText.savedTitle}</h2>
      <ul className="cf-plain">
        {items.map((item) => (
          <li key={String(item.product_id)} className="cf-line">
            {item.image ? <img src={item.image} alt="" /> : <span aria-hidden="true" />}
            <div>
              <p className="cf-line-name">{item.name}</p>
              <div className="cf-actions">
                <button
                  type="button"
                  className="cf-secondary"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await api.addToCart({ product_id: item.product_id, quantity: Math.max(1, item.quantity) });
                      await api.removeFromSaveForLater(item.product_id);
                    }, cartText.movedToCart(item.name))
                  }
                >
                  {cartText.moveToCart(item.name)}
                </button>
                <button
                  type="button"
                  className="cf-link"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => api.removeFromSaveForLater(item.product_id),
                      formatMessage(messages.toast.removedFromSaved, { 'product name': item.name }),
                    )
                  }
                >
                  {cartText.removeSaved(item.name)}
                </button>
              </div>
            </div>
            <p className="cf-line-total">{formatMoney(item.front_sale_price, storefront)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
