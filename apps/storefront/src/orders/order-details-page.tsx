// /order-details/{id} and /view-order/{id}: one order with its lines (pictures, quantities,
// totals), totals (VAT included on ae, sales tax added on us), delivery address and the
// delivery the store promises, payment, its returns with their states, and actions.
import { useParams } from 'react-router';
import { useNumbers } from '@horeca/widgets';
import { useOrder } from '../resources/orders';
import { OrderSummary } from '../checkout/order-summary';
import { PaymentDeadline } from '../checkout/payment-deadline';
import { useCommercePage } from '../lib/commerce-page-meta';
import { ReturnCard } from './returns/return-card';
import { awaitsDelivery, deliveryEstimateText } from './delivery-estimate';
import { OrderActions } from './order-actions';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusSteps } from './order-status';
import { useWords } from '../lib/words';

export function addressLine(address: Record<string, unknown>): string {
  return ['address', 'city', 'state', 'country', 'zip_code']
    .map((key) => address[key])
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(', ');
}

export function OrderDetailsPage() {
  const { checkout: checkoutText, payment: paymentText, orders: ordersText, returns: returnsText } = useWords();
  const { date } = useNumbers();
  const { id } = useParams();
  const order = useOrder(id);
  const data = order.data;
  useCommercePage(data ? ordersText.detailsTitle(data.number) : ordersText.detailsLoading);

  return (
    <div className="cf-page">
      {order.isLoading ? <p role="status">{ordersText.detailsLoading}</p> : null}
      {order.error ? <p role="alert" className="cf-banner cf-banner-error">{order.error.message}</p> : null}
      {data ? (
        <>
          <h1>{ordersText.detailsTitle(data.number)}</h1>
          <p>{ordersText.placedOn(date(data.created_at))}</p>
          <OrderStatusSteps status={data.status} />
          <div className="cf-columns">
            <section aria-labelledby="order-items">
              <h2 id="order-items">{ordersText.items}</h2>
              <OrderLinesTable order={data} />
              <h2>{ordersText.deliverTo}</h2>
              <p>{addressLine(data.shipping_address)}</p>
              {awaitsDelivery(data.status) ? (
                <p>
                  {ordersText.estimatedDelivery}: {deliveryEstimateText(data.delivery_estimate, ordersText)}
                </p>
              ) : null}
              <h2>{ordersText.payment}</h2>
              <p>
                {checkoutText.payment[data.payment_method]} · {paymentText.status[data.payment_status]}
                {data.purchase_order_number ? ` · ${ordersText.poNumber(data.purchase_order_number)}` : ''}
              </p>
              <PaymentDeadline expiresAt={data.payment_expires_at} />
            </section>
            <OrderSummary figures={data} storefront={data.storefront} />
          </div>
          {data.returns.length > 0 ? (
            <section id="order-returns" aria-labelledby="order-returns-heading" className="cf-form">
              <h2 id="order-returns-heading">{returnsText.onOrder}</h2>
              <ul className="cf-plain cf-form">
                {data.returns.map((ret) => (
                  <li key={String(ret.id)}>
                    <ReturnCard ret={ret} onChanged={() => void order.reload()} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <OrderActions order={data} showView={false} />
        </>
      ) : null}
    </div>
  );
}
