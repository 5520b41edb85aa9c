// Signed-in checkout: address, delivery and payment method (the methods the server allows
// this customer: purchase order only for business accounts), totals from the server, then
// on to /review-checkout with the choices.
import type { DeliveryMethod, Id, PaymentMethod } from '@horeca/core/api';
import { useWidgetConfig, useNumbers } from '@horeca/widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCheckoutSummary } from '../resources/checkout';
import { TextField } from '../forms/text-field';
import { AddressStep } from './address-step';
import { readChoices, saveChoices } from './checkout-choices';
import { OrderSummary } from './order-summary';
import { useWords } from '../lib/words';

export function CheckoutSteps({ cartVersion }: { cartVersion: string }) {
  const { checkout: checkoutText } = useWords();
  const { money } = useNumbers();
  const { storefront } = useWidgetConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [previous] = useState(() => readChoices());
  const [addressId, setAddressId] = useState<Id | null>(previous?.addressId ?? null);
  const [delivery, setDelivery] = useState<DeliveryMethod>(previous?.deliveryMethod ?? 'standard');
  const [payment, setPayment] = useState<PaymentMethod | null>(previous?.paymentMethod ?? null);
  const [poNumber, setPoNumber] = useState(previous?.purchaseOrderNumber ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // Review order pressed while a new address is still being saved (a quick shopper, a slow
  // line) waits for it rather than saying "choose an address" and doing nothing once it is in.
  const [addressSaving, setAddressSaving] = useState(false);
  const [reviewWaiting, setReviewWaiting] = useState(false);
  const summary = useCheckoutSummary(storefront, delivery, cartVersion);
  const methods = useMemo(() => summary.data?.payment_methods ?? [], [summary.data]);

  const pickAddress = useCallback((id: Id) => {
    setAddressId(id);
    setErrors((current) => ({ ...current, address: undefined }));
  }, []);

  const toReview = useCallback(() => {
    if (addressSaving) {
      setReviewWaiting(true);
      return;
    }
    const found: Record<string, string> = {};
    if (addressId === null) found.address = checkoutText.chooseAddress;
    if (payment === null || !methods.includes(payment)) found.payment = checkoutText.choosePayment;
    if (payment === 'purchase_order' && poNumber.trim() === '') found.po = checkoutText.poRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || addressId === null || payment === null) return;
    saveChoices({ cartPath: pathname, addressId, deliveryMethod: delivery, paymentMethod: payment, purchaseOrderNumber: poNumber.trim() });
    navigate('/review-checkout');
  }, [addressSaving, addressId, payment, methods, poNumber, pathname, delivery, navigate, checkoutText]);
  useEffect(() => {
    if (!reviewWaiting || addressSaving) return;
    setReviewWaiting(false);
    toReview();
  }, [reviewWaiting, addressSaving, toReview]);

  return (
    <div className="cf-form">
      <AddressStep value={addressId} onChange={pickAddress} onSaving={setAddressSaving} error={errors.address} />
      <fieldset className="cf-form">
        <legend>
          <h2>{checkoutText.deliveryStep}</h2>
        </legend>
        {(summary.data?.delivery_methods ?? []).map((method) => (
          <label key={method.id} className="cf-choice">
            <input type="radio" name="delivery" checked={delivery === method.id} onChange={() => setDelivery(method.id)} />
            <span>
              {checkoutText.delivery[method.id]}: {method.fee === 0 ? checkoutText.free : money(method.fee, storefront)}
              {method.free_from !== undefined && method.fee !== 0 ? ` (${checkoutText.freeFrom(money(method.free_from, storefront))})` : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="cf-form" aria-describedby={errors.payment ? 'payment-error' : undefined}>
        <legend>
          <h2>{checkoutText.paymentStep}</h2>
        </legend>
        {methods.map((method) => (
          <label key={method} className="cf-choice">
            <input
              type="radio"
              name="payment"
              checked={payment === method}
              onChange={() => {
                setPayment(method);
                setErrors((current) => ({ ...current, payment: undefined }));
              }}
            />
            <span>
              {checkoutText.payment[method]}
              <span className="cf-hint"> — {checkoutText.paymentHint[method]}</span>
            </span>
          </label>
        ))}
        {errors.payment ? (
          <p className="cf-error" id="payment-error">
            {errors.payment}
          </p>
        ) : null}
        {payment === 'purchase_order' ? (
          <TextField
            label={checkoutText.poNumber}
            value={poNumber}
            maxLength={60}
            onValueChange={(value) => {
              setPoNumber(value);
              setErrors((current) => ({ ...current, po: undefined }));
            }}
            error={errors.po}
          />
        ) : null}
      </fieldset>
      {summary.data ? <OrderSummary figures={summary.data} storefront={storefront} /> : null}
      {summary.error ? (
        <p className="cf-error" role="alert">
          {checkoutText.summaryFailed} {summary.error.message}
        </p>
      ) : null}
      <button type="button" className="cf-primary" onClick={toReview} disabled={!summary.data} aria-busy={reviewWaiting || undefined}>
        {checkoutText.toReview}
      </button>
    </div>
  );
}
