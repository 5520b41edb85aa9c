// 'Reorder In One Click' (docs/behaviour.md §2.7): the last orders, each put back in the cart with one
// press (POST /frontend/reorder/{id}); the server's message is the notice (docs/behaviour.md §8).
import { useCoreMessages, useNumbers } from '@horeca/widgets';
import { Link } from 'react-router';
import { useReorder } from '../orders/use-reorder';
import { useOrders } from '../resources/orders';
import { useWords } from '../lib/words';

const SHOWN_ORDERS = 3;

export function ReorderList() {
  const { storefront: storefrontMessages } = useWords();
  const { money } = useNumbers();
  const messages = useCoreMessages();
  const { data, error } = useOrders({ per_page: SHOWN_ORDERS });
  const { reorder, busy } = useReorder();

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
              {order.number} · {money(order.total, order.storefront)}
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
