// What a customer can do with an order, in the list and on its page: view, track, cancel
// (only before processing), return items (once processing started), reorder in one click
// (the server's message, or an error notice) and download the invoice.
import { invoicePdfPath, normalizeApiError, type OrderDetail } from '@horeca/core';
import { cartRefreshAtom, useToast } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../api/use-api';
import { ordersText } from './orders-text';
import { useDownload } from './use-download';

export function OrderActions({ order, showView = true }: { order: OrderDetail; showView?: boolean }) {
  const api = useApi();
  const store = useStore();
  const toast = useToast();
  const { download, busy } = useDownload();
  const [reordering, setReordering] = useState(false);
  const id = encodeURIComponent(String(order.id));

  const reorder = async () => {
    setReordering(true);
    try {
      const answer = await api.reorder(order.id);
      if (!answer.success) throw { status: 422, data: answer };
      toast({ channel: 'app', tone: 'success', text: answer.message });
      store.set(cartRefreshAtom, (tick) => tick + 1);
    } catch (error) {
      toast({ channel: 'app', tone: 'error', text: normalizeApiError(error).message });
    } finally {
      setReordering(false);
    }
  };

  return (
    <div className="cf-actions">
      {showView ? <Link to={`/order-details/${id}`}>{ordersText.view(order.number)}</Link> : null}
      <Link to={`/track-order/${id}`}>{ordersText.track(order.number)}</Link>
      {order.can_cancel ? <Link to={`/cancel-order/${id}`}>{ordersText.cancel(order.number)}</Link> : null}
      {order.can_return ? <Link to={`/return-order/${id}`}>{ordersText.returnItems(order.number)}</Link> : null}
      <button type="button" className="cf-secondary" disabled={reordering} onClick={() => void reorder()}>
        {reordering ? ordersText.reordering : ordersText.reorder(order.number)}
      </button>
      <button
        type="button"
        className="cf-link"
        disabled={busy !== null}
        onClick={() => void download(invoicePdfPath(order.id), `invoice-${order.number}.pdf`)}
      >
        {busy ? ordersText.downloading : ordersText.invoice(order.number)}
      </button>
    </div>
  );
}
