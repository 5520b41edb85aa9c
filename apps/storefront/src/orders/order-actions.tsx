// What a customer can do with an order, in the list and on its page: view, track, cancel
// (only before processing), return items (once processing started), reorder in one click
// (the server's message, or an error notice) and download the invoice.
import { invoicePdfPath, type OrderDetail } from '@horeca/core/api';
import { Link } from 'react-router';
import { useDownload } from './use-download';
import { useReorder } from './use-reorder';
import { useWords } from '../lib/words';

export function OrderActions({ order, showView = true }: { order: OrderDetail; showView?: boolean }) {
  const { orders: ordersText } = useWords();
  const { download, busy } = useDownload();
  const { reorder, busy: reorderingId } = useReorder();
  const reordering = reorderingId !== null;
  const id = encodeURIComponent(String(order.id));

  return (
    <div className="cf-actions">
      {showView ? <Link to={`/order-details/${id}`}>{ordersText.view(order.number)}</Link> : null}
      <Link to={`/track-order/${id}`}>{ordersText.track(order.number)}</Link>
      {order.can_cancel ? <Link to={`/cancel-order/${id}`}>{ordersText.cancel(order.number)}</Link> : null}
      {order.can_return ? <Link to={`/return-order/${id}`}>{ordersText.returnItems(order.number)}</Link> : null}
      <button type="button" className="cf-secondary" disabled={reordering} onClick={() => void reorder(order.id)}>
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
