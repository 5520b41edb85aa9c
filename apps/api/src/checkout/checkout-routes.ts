// Checkout's routes: declarations only; the rules live in checkout-service.ts.
import { multiLineText, schemaIn, singleLineText } from '@horeca/core/fields';
import { storefrontSchema } from '@horeca/core/storefront';
import { boolean, mixed, number, object, string } from 'yup';
import { PAYMENT_METHODS, type PaymentMethod } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { idempotencyKeyOf } from '../http/idempotency';
import { clientKey } from '../http/request-info';
import { placedFromKey } from './unpaid-caps';
import { DELIVERY_METHODS, type DeliveryMethod } from '../cart/pricing';
import { originOf } from '../catalogue/product-view';
import type { Services } from '../services';
import { addressRequest, checkoutSummaryAnswer, dataOf, paymentChangedAnswer, placedOrderAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said, withMessageIn } from '../words/message-keys';

const paymentField = () =>
  mixed<PaymentMethod>()
    .oneOf([...PAYMENT_METHODS], said('api.choosePaymentMethod'))
    .required(said('api.choosePaymentMethod'));

const placeOrderBody = object({
  storefront: storefrontSchema(),
  /** A saved address, or a new one (saved to the address book when save_address is true). */
  address_id: number().integer().positive().optional(),
  address: schemaIn(addressRequest, said).optional().default(undefined),
  save_address: boolean().default(true),
  delivery_method: mixed<DeliveryMethod>().oneOf([...DELIVERY_METHODS], said('api.chooseDeliveryMethod')).default('standard'),
  payment_method: paymentField(),
  purchase_order_number: singleLineText(said).max(60).default(''),
  notes: multiLineText(said).max(1000).default(''),
  /** The partner handoff that brought the lines (cart/handoff-service.ts): the order records its partner. */
  handoff_id: string().max(64).optional(),
});

export function registerCheckoutRoutes(api: ApiRouter, deps: AppDeps, { checkout }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/checkout/summary',
    summary: 'What placing the order would cost now: lines, delivery options, tax, total, allowed payment methods',
    tags: ['checkout'],
    auth: 'required',
    guest: true,
    query: object({ storefront: storefrontSchema(), delivery_method: mixed<DeliveryMethod>().oneOf([...DELIVERY_METHODS]).default('standard') }),
    responses: { 200: json(dataOf(checkoutSummaryAnswer), 'The cart priced for checkout: subtotal after Buy-More-Save-More tiers, the discount they took off, shipping, tax, total, and the delivery and payment methods') },
    handler: async ({ c, query, customer, locale }) => ({ data: await checkout.summary(customer, query.storefront, query.delivery_method, originOf(c), locale) }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/checkout/place-order',
    summary: 'Place the order from the cart (server prices, VAT 5% included on ae, sales tax added on us); accepts Idempotency-Key',
    tags: ['checkout'],
    auth: 'required',
    guest: true,
    body: placeOrderBody,
    responses: {
      201: json(placedOrderAnswer, 'The order placed; `payment.redirect_url` is the provider’s hosted page for a card, null otherwise'),
      404: 'A saved address (address_id) that is not yours',
      422: 'Empty cart, unavailable products, stock, address, payment method not allowed (card without a payment provider), or too many unpaid orders or units held by you or your address',
    },
    handler: async ({ c, body, customer, locale }) => {
      const answer = await checkout.placeOrder(customer, body, idempotencyKeyOf(c), originOf(c), locale, { placedFrom: placedFromKey(clientKey(c, deps)), caps: deps.commerce.unpaidCaps });
      return c.json(withMessageIn(answer.body, locale) as object, answer.status as 201);
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/orders/{id}/payment',
    summary: 'Change the payment method of an unpaid order (or retry a card payment)',
    tags: ['checkout'],
    auth: 'required',
    guest: true,
    params: object({ id: number().integer().positive().required() }),
    body: object({ payment_method: paymentField(), purchase_order_number: singleLineText(said).max(60).default('') }),
    responses: { 200: json(paymentChangedAnswer, 'The order with its new payment method'), 404: 'Not your order', 409: 'Already paid or cancelled', 422: 'Payment method not allowed' },
    handler: ({ c, params, body, customer, locale }) => checkout.changePayment(customer, params.id, body, originOf(c), locale),
  });
}
