// 'Reorder In One Click' (spec 2.7): the last orders, each put back in the cart with one
// press (POST /frontend/reorder/{id}); the server's message is the toast (spec 8).
import { formatMoney, messages } from '@horeca/core';
import { cartRefreshAtom, useToast } from '@horeca/widgets';
import { useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../lib/api';
import { storefrontMessages } from '../lib/messages';
import { useApiData } from '../lib/use-api-data';

const SHOWN_ORDERS = 3;

export function ReorderList() {
  const { data, error } = useApiData(['orders', 'reorder-menu'], () => api.getOrders({ per_page: SHOWN_ORDERS }));
  const toast = useToast();
  const refreshCart = useSetAtom(cartRefreshAtom);
  const [busy, setBusy] = useState<string | null>(null);

  const reorder = async (orderId: number) => {
    setBusy(String(orderId));
    try {
      const result = await api.reorder(orderId);
      toast({ channel: 'app', tone: result.success ? 'success' : 'error', text: result.message || messages.errors.fallback });
      if (result.success) refreshCart((tick) => tick + 1);
    } catch (failure) {
      console.error('Reorder failed', failure);
      toast({ channel: 'app', tone: 'error', text: messages.errors.fallback });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="reorder" aria-labelledby="reorder-heading">
      <div className="reorder__head">
        <h2 id="reorder-heading">{messages.header.reorder}</h2>
        <Link to="/my-order">{messages.header.viewAllReorders}</Link>
      </div>
      {error ? <p role="status">{storefrontMessages.ordersFailed}</p> : null}
      {data && data.data.length === 0 ? <p>{storefrontMessages.noOrdersYet}</p> : null}
      <ul className="reorder__list">
        {(data?.data ?? []).slice(0, SHOWN_ORDERS).map((order) => (
          <li key={String(order.id)}>
            <span>
              {order.number} · {formatMoney(order.total, order.storefront)}
            </span>
            <button type="button" className="button button--small" disabled={busy !== null} onClick={() => void reorder(order.id)}>
              {storefrontMessages.reorderButton}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
