// /review-checkout: the lines, address, delivery and payment chosen, totals from the server,
// and Place order. One idempotency key per review, so a double click or a retried request
// places one order (a 503 is retried once with it). Card payments go to the provider's page; others to the success page.
import { normalizeApiError } from '@horeca/core/api';
import { checkoutPath, freshCheckoutCartId } from '@horeca/core/routing';
import { getSafeStorage, readString, removeKey, STORAGE_KEYS } from '@horeca/core/storage';
import { cartRefreshAtom, useToast, useWidgetConfig, useNumbers } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../resources/client';
import { useCheckoutSummary } from '../resources/checkout';
import { useAddressBook } from '../resources/account';
import { formatAddress } from './address-step';
import { clearChoices, readChoices, rememberPendingPayment } from './checkout-choices';
import { OrderSummary } from './order-summary';
import { placeRetryingOnceOn503 } from './place-order-retry';
import { CardDeadlineNote } from './payment-deadline';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useWords } from '../lib/words';

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `order-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function ReviewCheckoutPage() {
  const { checkout: checkoutText } = useWords();
  const { money } = useNumbers();
  useCommercePage(checkoutText.reviewTitle);
  const [choices] = useState(() => readChoices());
  const [idempotencyKey] = useState(newKey);
  const { storefront } = useWidgetConfig();
  const store = useStore();
  const toast = useToast();
  const navigate = useNavigate();
  const book = useAddressBook();
  const summary = useCheckoutSummary(storefront, choices?.deliveryMethod ?? null, 'review');
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!choices) {
    return (
      <div className="cf-page cf-narrow">
        <h1>{checkoutText.reviewTitle}</h1>
        <p>{checkoutText.reviewMissing}</p>
        <Link to={checkoutPath(freshCheckoutCartId())}>{checkoutText.backToCart}</Link>
      </div>
    );
  }
  const address = book.data?.find((entry) => entry.id === choices.addressId);

  const place = async () => {
    const handoffId = readString(getSafeStorage('local'), STORAGE_KEYS.partnerHandoff, '');
    setPlacing(true);
    setProblem(null);
    try {
      // A 503 is sent once more, same key, before the shopper sees an error (place-order-retry.ts).
      const answer = await placeRetryingOnceOn503(() =>
        api.placeOrder(
          {
            storefront,
            address_id: choices.addressId,
            delivery_method: choices.deliveryMethod,
            payment_method: choices.paymentMethod,
            ...(choices.paymentMethod === 'purchase_order' ? { purchase_order_number: choices.purchaseOrderNumber } : {}),
            // A partner's cart handoff brought the lines (cart/cart-handoff-page.tsx): the order records the partner.
            ...(handoffId ? { handoff_id: handoffId } : {}),
          },
          { idempotencyKey },
        ),
      );
      clearChoices();
      if (handoffId) removeKey(getSafeStorage('local'), STORAGE_KEYS.partnerHandoff);
      store.set(cartRefreshAtom, (tick) => tick + 1);
      toast({ channel: 'app', tone: 'success', text: answer.message });
      if (answer.payment?.redirect_url) {
        rememberPendingPayment(answer.data.id);
        window.location.assign(answer.payment.redirect_url);
        return;
      }
      navigate(`/payment/success/${encodeURIComponent(String(answer.data.id))}`, { replace: true });
    } catch (error) {
      const failure = normalizeApiError(error);
      const details = Object.values(failure.fieldErrors).flat();
      setProblem([failure.message, ...details.filter((detail) => detail !== failure.message)].join(' '));
      setPlacing(false);
    }
  };

  return (
    <div className="cf-page">
      <h1>{checkoutText.reviewTitle}</h1>
      <div role="alert">{problem ? <p className="cf-banner cf-banner-error">{problem}</p> : null}</div>
      <div className="cf-columns">
        <section aria-labelledby="review-items">
          <h2 id="review-items">{checkoutText.items}</h2>
          <ul className="cf-plain">
            {(summary.data?.lines ?? []).map((line) => (
              <li key={String(line.product_id)} className="cf-line">
                {line.product.image ? <img src={line.product.image} alt="" /> : <span aria-hidden="true" />}
                <span>
                  {line.product.name} × {line.quantity}
                </span>
                <span>{money(line.line_total, storefront)}</span>
              </li>
            ))}
          </ul>
          <h2>{checkoutText.deliverTo}</h2>
          <p>{address ? formatAddress(address) : '…'}</p>
          <h2>{checkoutText.deliveryStep}</h2>
          <p>{checkoutText.delivery[choices.deliveryMethod]}</p>
          <h2>{checkoutText.payWith}</h2>
          <p>
            {checkoutText.payment[choices.paymentMethod]}
            {choices.paymentMethod === 'purchase_order' ? ` (${choices.purchaseOrderNumber})` : ''}
          </p>
          {choices.paymentMethod === 'card' ? <CardDeadlineNote /> : null}
          <Link to={choices.cartPath}>{checkoutText.change}</Link>
        </section>
        <section className="cf-form">
          {summary.data ? <OrderSummary figures={summary.data} storefront={storefront} /> : null}
          {summary.error ? <p className="cf-error">{summary.error.message}</p> : null}
          <button type="button" className="cf-primary" disabled={placing || !summary.data} onClick={() => void place()}>
            {placing ? checkoutText.placing : checkoutText.placeOrder}
          </button>
        </section>
      </div>
    </div>
  );
}
