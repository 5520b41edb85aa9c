// /my-order and /registration/all-orders: the customer's orders, newest first, a page at a
// time, each with its actions.
import { useSearchParams } from 'react-router';
import { useNumbers } from '@horeca/widgets';
import { useOrders } from '../../resources/orders';
import { useCommercePage } from '../page-meta';
import { text } from '../text';
import { OrderActions } from './order-actions';
import { ordersText } from './orders-text';

export function OrdersPage() {
  const { money, date } = useNumbers();
  useCommercePage(ordersText.listTitle, ordersText.listDescription);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders({ page });
  const list = orders.data?.data ?? [];
  const last = orders.data?.meta.last_page ?? 1;

  return (
    <div className="cf-page">
      <h1>{ordersText.listTitle}</h1>
      {orders.isLoading ? <p role="status">{text.loading}</p> : null}
      {orders.error ? (
        <p role="alert" className="cf-banner cf-banner-error">
          {ordersText.loadFailed} {orders.error.message}{' '}
          <button type="button" className="cf-link" onClick={() => void orders.reload()}>
            {text.retry}
          </button>
        </p>
      ) : null}
      {orders.data && list.length === 0 ? <p>{ordersText.none}</p> : null}
      <ul className="cf-plain">
        {list.map((order) => (
          <li key={String(order.id)} className="cf-summary">
            <h2>{ordersText.detailsTitle(order.number)}</h2>
            <dl>
              <dt>{ordersText.date}</dt>
              <dd>{date(order.created_at)}</dd>
              <dt>{ordersText.status}</dt>
              <dd>{ordersText.statusLabel[order.status]}</dd>
              <dt>{ordersText.total}</dt>
              <dd>{money(order.total, order.storefront)}</dd>
            </dl>
            <OrderActions order={order} />
          </li>
        ))}
      </ul>
      {last > 1 ? (
        <nav className="cf-actions" aria-label={ordersText.pageOf(page, last)}>
          <button type="button" className="cf-secondary" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
            {ordersText.previous}
          </button>
          <span>{ordersText.pageOf(page, last)}</span>
          <button type="button" className="cf-secondary" disabled={page >= last} onClick={() => setParams({ page: String(page + 1) })}>
            {ordersText.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
