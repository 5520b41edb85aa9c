// My Orders' Returns view (/my-order?view=returns): every return the customer asked for,
// newest first, each with its order, state and timeline. A view of My Orders, not an account
// entry of its own: the sidebar keeps the spec's entries (docs/behaviour.md §2.3).

import { useReturns } from '../../resources/orders';
import { ReturnCard } from './return-card';
import { useWords } from '../../lib/words';

export function ReturnsView() {
  const { commerce: text, returns: returnsText } = useWords();
  const returns = useReturns();
  const list = returns.data ?? [];
  return (
    <section aria-labelledby="returns-heading" className="cf-form">
      {/* The view's tab above says "Returns" already; the heading is for the page's outline. */}
      <h2 id="returns-heading" className="cf-visually-hidden">
        {returnsText.listTitle}
      </h2>
      {returns.isLoading ? <p role="status">{text.loading}</p> : null}
      {returns.error ? (
        <p role="alert" className="cf-banner cf-banner-error">
          {returnsText.loadFailed} {returns.error.message}{' '}
          <button type="button" className="cf-link" onClick={() => void returns.reload()}>
            {text.retry}
          </button>
        </p>
      ) : null}
      {returns.data && list.length === 0 ? <p>{returnsText.none}</p> : null}
      <ul className="cf-plain cf-form">
        {list.map((ret) => (
          <li key={String(ret.id)}>
            <ReturnCard ret={ret} order={{ id: ret.order_id, number: ret.order_number }} onChanged={() => void returns.reload()} />
          </li>
        ))}
      </ul>
    </section>
  );
}
