// Orders, their invoices and returns (signed-in shoppers), and tracking an order by number.
import type { Storefront } from '../../constants';
import type { DeliveryEstimate } from '../../rules/delivery-estimate';
import type { DataResponse, Id, SuccessResponse } from '../../types/common';
import type { ReturnRequest } from '../../types/order';
import type { RequestFn } from '../http';
import { toFormData } from '../multipart';
import { segment } from './paths';
import { verbs } from './verbs';

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentMethod = 'cash_on_delivery' | 'bank_transfer' | 'purchase_order' | 'card';
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
export type DeliveryMethod = 'standard' | 'express';
/**
 * A return's life: requested, then approved, received and refunded by staff; rejected (with
 * the reason) by staff, or withdrawn by the shopper while it is still a request.
 */
export type ReturnStatus = 'requested' | 'approved' | 'received' | 'refunded' | 'rejected' | 'withdrawn';

export interface OrderLine {
  id: Id;
  product_id: Id;
  quantity: number;
  unit_price: number;
  line_total: number;
  product: { id: Id; name: string; sku: string; images: string[] };
  /** Units not yet in a return (withdrawn and rejected returns give theirs back). */
  returnable_quantity: number;
}

/** One reached step of a return, oldest first. */
export interface ReturnStep {
  status: ReturnStatus;
  at: string;
}

/** A return as its order shows it. */
export interface OrderReturn {
  id: Id;
  order_product_id: Id;
  product: { id: Id; name: string; images: string[] };
  quantity: number;
  /** What the returned units were sold for (the refund if approved), in `currency`. */
  value: number;
  storefront: Storefront;
  currency: string;
  reason: string;
  status: ReturnStatus;
  /** Staff's reason, when rejected. */
  rejection_reason: string | null;
  timeline: ReturnStep[];
  /** A request not yet decided can be withdrawn by the shopper. */
  can_withdraw: boolean;
  created_at: string;
}

export interface OrderDetail {
  id: Id;
  number: string;
  status: OrderStatus;
  storefront: Storefront;
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  tax_included: boolean;
  total: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /**
   * While a card payment is awaited: the moment the order is cancelled unless paid (its products
   * go back on sale, CARD_PAYMENT_MINUTES after it was placed); null otherwise.
   */
  payment_expires_at: string | null;
  delivery_method: DeliveryMethod;
  purchase_order_number: string | null;
  contact: { name: string; email: string; mobile_number: string | null };
  shipping_address: Record<string, unknown>;
  notes: string | null;
  created_at: string;
  cancelled_at: string | null;
  can_cancel: boolean;
  can_return: boolean;
  /** The delivery the store promises for this order's destination. */
  delivery_estimate: DeliveryEstimate;
  order_products: OrderLine[];
  /** The order's returns, newest first. */
  returns: OrderReturn[];
}

export interface OrderList {
  data: OrderDetail[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

export interface TrackedOrder {
  number: string;
  status: OrderStatus;
  created_at: string;
  payment_status: PaymentStatus;
  order_products: { quantity: number; product: { name: string; images: string[] } }[];
}

/** Answer of the return call: the message is toasted on success and on failure. */
export interface ReturnResponse extends SuccessResponse {
  message: string;
}

/** A return in the shopper's list of returns (My Orders, Returns). */
export interface ReturnRecord extends OrderReturn {
  order_id: Id;
  order_number: string;
  description: string;
  files: { kind: 'image' | 'video'; mime: string; size: number; name: string }[];
}

export interface Invoice {
  order_id: Id;
  number: string;
  date: string;
  total: number;
  currency: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /** Path under the catalogue host; fetch it with the Bearer header to get the PDF. */
  invoice_url: string;
}

/** The invoice PDF (a binary answer, fetched by the page with the Bearer header). */
export const invoicePdfPath = (orderId: Id) => `/api/frontend/orders/${segment(orderId)}/invoice`;

export function orderEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    getOrders: (query: { page?: number; per_page?: number; status?: OrderStatus } = {}) => get<OrderList>('/frontend/orders', query),
    getOrder: (orderId: Id) => get<OrderDetail>(`/frontend/orders/${segment(orderId)}`),
    cancelOrder: (orderId: Id) => send<SuccessResponse & { data: OrderDetail }>('POST', `/frontend/orders/${segment(orderId)}/cancel`),
    trackOrder: (orderNumber: string, email: string) =>
      send<DataResponse<TrackedOrder>>('POST', '/frontend/track-order', { order_number: orderNumber, email }),
    getInvoices: () => get<DataResponse<Invoice[]>>('/frontend/account/invoices'),
    getReturns: () => get<DataResponse<ReturnRecord[]>>('/frontend/returns'),
    withdrawReturn: (returnId: Id) => send<SuccessResponse & { message: string; data: ReturnRecord }>('POST', `/frontend/returns/${segment(returnId)}/withdraw`),
    submitReturn: (orderProductId: Id, body: ReturnRequest) =>
      send<ReturnResponse>(
        'POST',
        `/frontend/order-products/${segment(orderProductId)}/return`,
        toFormData({
          order_id: body.order_id,
          product_id: body.product_id,
          quantity: body.quantity,
          reason: body.reason,
          description: body.description,
          'product_images[]': body.product_images,
          'product_videos[]': body.product_videos,
        }),
      ),
  };
}
