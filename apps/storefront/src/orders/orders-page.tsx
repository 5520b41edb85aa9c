// /my-order and /registration/all-orders: the customer's orders, newest first, a page at a
// time, each with pictures of its products, its returns and its actions; and the Returns view
// (?view=returns), every return with its state. The two views are links, so each has an address.
import { useLocation, useSearchParams, Link } from 'react-router';
import type { OrderDetail } from '@horeca/core/api';
import { useNumbers } from '@horeca/widgets';
import { useOrders } from '../resources/orders';
import { useCommercePage } from '../lib/commerce-page-meta';
import { ReturnsView } from './returns/returns-view';
import { OrderActions } from './order-actions';
import { useWords } from '../lib/words';

/** Pictures shown per order in the list; the rest are counted. */
const THUMBNAILS = 4;

export function OrdersPage() {
  const { orders: ordersText, returns: returnsText } = useWords();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const returnsView = params.get('view') === 'returns';
  useCommercePage(returnsView ? returnsText.listTitle : ordersText.listTitle, returnsView ? returnsText.listDescription : ordersText.listDescription);
  return (
    <div className="cf-page">
      <h1>{ordersText.listTitle}</h1>
      <nav aria-label={ordersText.views} className="cf-tabs">
        <Link to={pathname} aria-current={returnsView ? undefined : 'page'}>
          {ordersText.ordersView}
        </Link>
        <Link to={`${pathname}?view=returns`} aria-current={returnsView ? 'page' : undefined}>
          {ordersText.returnsView}
        </Link>
      </nav>
      {returnsView ? <ReturnsView /> : <OrdersList />}
    </div>
  );
}

function OrdersList() {
  const { commerce: text, orders: ordersText, returns: returnsText } = useWords();
  const { money, date } = useNumbers();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders({ page });
  const list = orders.data?.data ?? [];
  const last = orders.data?.meta.last_page ?? 1;

  return (
    <>
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
      <ul className="cf-plain cf-form">
        {list.map((order) => (
          <li key={String(order.id)} className="cf-summary">
            <h2>{ordersText.detailsTitle(order.number)}</h2>
            <OrderThumbnails order={order} />
            <dl>
              <dt>{ordersText.date}</dt>
              <dd>{date(order.created_at)}</dd>
              <dt>{ordersText.status}</dt>
              <dd>{ordersText.statusLabel[order.status]}</dd>
              <dt>{ordersText.total}</dt>
              <dd>{money(order.total, order.storefront)}</dd>
              {order.returns.length > 0 ? (
                <>
                  <dt>{ordersText.returnsView}</dt>
                  <dd>
                    <Link to={`/order-details/${encodeURIComponent(String(order.id))}#order-returns`}>
                      {ordersText.returnsOfOrder(order.returns.length)}: {order.returns.map((ret) => returnsText.status[ret.status]).join(', ')}
                    </Link>
                  </dd>
                </>
              ) : null}
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
    </>
  );
}

/** The first pictures of an order's products, each named for assistive tech by its product. */
function OrderThumbnails({ order }: { order: OrderDetail }) {
  const { orders: ordersText } = useWords();
  const shown = order.order_products.slice(0, THUMBNAILS);
  const more = order.order_products.length - shown.length;
  return (
    <ul className="cf-plain cf-thumbs" aria-label={ordersText.productsOf(order.number)}>
      {shown.map((line) => (
        <li key={String(line.id)}>
          {line.product.images[0] ? (
            <img src={line.product.images[0]} alt={line.product.name} title={line.product.name} width={64} height={64} loading="lazy" />
          ) : (
            <span className="cf-thumb-empty">{line.product.name}</span>
          )}
        </li>
      ))}
      {more > 0 ? <li className="cf-hint">{ordersText.moreProducts(more)}</li> : null}
    </ul>
  );
}
