// Orders, their invoices and returns (signed-in shoppers), and tracking an order by number.
import type { Invoice } from '../../answers/accounts';
import type { OrderDetail, OrderList, OrderReturn, OrderStatus, ReturnRecord, TrackedOrder } from '../../answers/orders';
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type { ReturnRequest } from '../../order/order-types';
import type { RequestFn } from '../http';
import { toFormData } from '../multipart';
import { segment } from './paths';
import { verbs } from './verbs';

export type { DeliveryMethod, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus } from '../../answers/orders';
export type { OrderDetail, OrderLine, OrderList, OrderReturn, ReturnRecord, TrackedOrder } from '../../answers/orders';
export type { Invoice } from '../../answers/accounts';
/** One reached step of a return, oldest first. */
export type ReturnStep = OrderReturn['timeline'][number];

/** Answer of the return call: the message is toasted on success and on failure. */
export interface ReturnResponse extends SuccessResponse {
  message: string;
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
