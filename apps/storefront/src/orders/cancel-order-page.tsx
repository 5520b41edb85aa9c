// /cancel-order/{id}: asks before cancelling; only orders not yet in processing can be
// cancelled (the server decides, the page explains). Success returns to the order.
import { normalizeApiError } from '@horeca/core/api';
import { useToast } from '@horeca/widgets';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../resources/client';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useOrder } from '../resources/orders';
import { useWords } from '../lib/words';

export function CancelOrderPage() {
  const { orders: ordersText } = useWords();
  useCommercePage(ordersText.cancelTitle);
  const { id } = useParams();
  const order = useOrder(id);
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const data = order.data;

  const cancel = async () => {
    if (!data) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.cancelOrder(data.id);
      toast({ channel: 'app', tone: 'success', text: answer.message ?? ordersText.cancelledAlready });
      await order.reload();
      navigate(`/order-details/${encodeURIComponent(String(data.id))}`, { replace: true });
    } catch (error) {
      setProblem(normalizeApiError(error).message);
      setBusy(false);
    }
  };

  return (
    <div className="cf-page cf-narrow">
      <h1>{ordersText.cancelTitle}</h1>
      {order.error ? <p role="alert" className="cf-banner cf-banner-error">{order.error.message}</p> : null}
      <div role="alert">{problem ? <p className="cf-banner cf-banner-error">{problem}</p> : null}</div>
      {data && data.status === 'cancelled' ? <p>{ordersText.cancelledAlready}</p> : null}
      {data && data.status !== 'cancelled' && !data.can_cancel ? <p>{ordersText.cannotCancel}</p> : null}
      {data && data.can_cancel ? (
        <>
          <p>{ordersText.cancelQuestion(data.number)}</p>
          <p className="cf-actions">
            <button type="button" className="cf-primary" disabled={busy} onClick={() => void cancel()}>
              {busy ? ordersText.cancelling : ordersText.cancelConfirm}
            </button>
            <Link to={`/order-details/${encodeURIComponent(String(data.id))}`}>{ordersText.keepOrder}</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
