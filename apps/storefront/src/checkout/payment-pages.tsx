// /payment/success/{id}, /payment/decline and /payment/cancel: where the payment provider
// (or a placed order) lands. Success confirms the order from the API: its lines with pictures,
// quantities and totals, the payment and its state, and the delivery the store promises (as the
// confirmation mail does); decline and cancel keep the order and offer to try the card again or
// choose another method on the order page.
import { normalizeApiError, type OrderDetail } from '@horeca/core/api';
import { isSignedInAtom, useToast } from '@horeca/widgets';
import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../resources/client';
import { useOrder } from '../resources/orders';
import { deliveryEstimateText } from '../orders/delivery-estimate';
import { OrderLinesTable } from '../orders/order-lines-table';
import { OrderSummary } from './order-summary';
import { clearPendingPayment, readPendingPayment } from './checkout-choices';
import { PaymentDeadline } from './payment-deadline';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useWords } from '../lib/words';

export function PaymentSuccessPage() {
  const { payment: paymentText } = useWords();
  useCommercePage(paymentText.successTitle);
  const { id = '' } = useParams();
  const signedIn = useAtomValue(isSignedInAtom);
  const order = useOrder(id, signedIn);
  // The card payment ended well: nothing is left to retry.
  useEffect(clearPendingPayment, []);
  const data = order.data;
  return (
    <div className={data ? 'cf-page' : 'cf-page cf-narrow'}>
      <h1>{paymentText.successTitle}</h1>
      <p>{paymentText.successIntro}</p>
      {order.isLoading ? <p role="status">{paymentText.loadingOrder}</p> : null}
      {order.error ? <p className="cf-error">{order.error.message}</p> : null}
      {data ? <Confirmation order={data} /> : null}
      <PaymentDeadline expiresAt={data?.payment_expires_at} />
      <p className="cf-actions">
        {signedIn && id ? <Link to={`/order-details/${encodeURIComponent(id)}`}>{paymentText.viewOrder}</Link> : null}
        {signedIn ? <Link to="/my-order">{paymentText.myOrders}</Link> : null}
        <Link to="/">{paymentText.continueShopping}</Link>
      </p>
    </div>
  );
}

/** What the confirmation mail says, on the page: number, payment and its state, delivery, lines and totals. */
function Confirmation({ order }: { order: OrderDetail }) {
  const { checkout: checkoutText, payment: paymentText, orders: ordersText } = useWords();
  return (
    <div className="cf-columns">
      <section aria-labelledby="confirmed-items" className="cf-form">
        <div className="cf-summary">
          <dl>
            <dt>{paymentText.orderNumber}</dt>
            <dd>{order.number}</dd>
            <dt>{checkoutText.payWith}</dt>
            <dd>{checkoutText.payment[order.payment_method]}</dd>
            <dt>{paymentText.paymentStatus}</dt>
            <dd>{paymentText.status[order.payment_status]}</dd>
            <dt>{ordersText.estimatedDelivery}</dt>
            <dd>{deliveryEstimateText(order.delivery_estimate, ordersText)}</dd>
          </dl>
        </div>
        <h2 id="confirmed-items">{ordersText.items}</h2>
        <OrderLinesTable order={order} />
      </section>
      <OrderSummary figures={order} storefront={order.storefront} />
    </div>
  );
}

function PaymentProblemPage({ title, intro }: { title: string; intro: string }) {
  const { payment: paymentText } = useWords();
  useCommercePage(title, intro);
  const toast = useToast();
  const [orderId] = useState(() => readPendingPayment());
  // The order is kept only until its payment deadline: say until when (issue 28).
  const order = useOrder(orderId === null ? undefined : String(orderId));
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    if (orderId === null) return;
    setBusy(true);
    try {
      const answer = await api.changeOrderPayment(orderId, { payment_method: 'card' });
      if (answer.payment?.redirect_url) window.location.assign(answer.payment.redirect_url);
      else setBusy(false);
    } catch (error) {
      toast({ channel: 'app', tone: 'error', text: normalizeApiError(error).message });
      setBusy(false);
    }
  };
  return (
    <div className="cf-page cf-narrow">
      <h1>{title}</h1>
      <p>{intro}</p>
      <PaymentDeadline expiresAt={order.data?.payment_expires_at} />
      <p className="cf-actions">
        {orderId !== null ? (
          <>
            <button type="button" className="cf-primary" disabled={busy} onClick={() => void retry()}>
              {paymentText.tryCardAgain}
            </button>
            <Link to={`/order-details/${encodeURIComponent(String(orderId))}`}>{paymentText.otherMethod}</Link>
          </>
        ) : (
          <Link to="/my-order">{paymentText.myOrders}</Link>
        )}
      </p>
    </div>
  );
}

export function PaymentDeclinePage() {
  const { payment: paymentText } = useWords();
  return <PaymentProblemPage title={paymentText.declineTitle} intro={paymentText.declineIntro} />;
}

export function PaymentCancelPage() {
  const { payment: paymentText } = useWords();
  return <PaymentProblemPage title={paymentText.cancelTitle} intro={paymentText.cancelIntro} />;
}
