// Checkout: the summary of what the cart will cost, placing the order, and paying again.
import type { Storefront } from '../../constants/constants';
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type { RequestFn } from '../http';
import type { AddressInput } from './addresses';
import type { CheckoutSummary, PaymentRedirect, PlaceOrderResponse } from '../../answers/orders';
import { idempotencyHeaders, type MutationOptions } from './mutation-options';
import type { DeliveryMethod, OrderDetail, PaymentMethod } from './orders';
import { segment } from './paths';
import { verbs } from './verbs';

export type { CheckoutSummary } from '../../answers/orders';

export interface PlaceOrderRequest {
  storefront?: Storefront;
  /** A saved address, or `address` for a new one (saved to the book unless save_address is false). */
  address_id?: Id;
  address?: AddressInput;
  save_address?: boolean;
  delivery_method?: DeliveryMethod;
  payment_method: PaymentMethod;
  purchase_order_number?: string;
  notes?: string;
  /** The partner handoff that brought the cart's lines: the order records the partner. */
  handoff_id?: string;
}

/** The provider's hosted payment page; the order is paid only once the provider says so. Set on a placed order for card payments. */
export type { PaymentRedirect, PlaceOrderResponse } from '../../answers/orders';

export function checkoutEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    getCheckoutSummary: (storefront: Storefront = 'ae', deliveryMethod: DeliveryMethod = 'standard') =>
      get<DataResponse<CheckoutSummary>>('/frontend/checkout/summary', { storefront, delivery_method: deliveryMethod }),
    placeOrder: (body: PlaceOrderRequest, options?: MutationOptions) =>
      send<PlaceOrderResponse>('POST', '/frontend/checkout/place-order', body, idempotencyHeaders(options)),
    changeOrderPayment: (orderId: Id, body: { payment_method: PaymentMethod; purchase_order_number?: string }) =>
      send<SuccessResponse & { data: OrderDetail; payment: PaymentRedirect | null }>('POST', `/frontend/orders/${segment(orderId)}/payment`, body),
  };
}
