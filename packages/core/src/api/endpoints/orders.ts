// Order, return and address-book calls of spec section 7 (signed-in shoppers).
import type { DataResponse, Id, SuccessResponse } from '../../types/common';
import type { Order, ReturnRequest } from '../../types/order';
import type { Address } from '../../types/address';
import type { RequestFn } from '../http';
import { toFormData } from '../multipart';
import { segment } from './paths';

/** Answer of the return call: the message is toasted on success and on failure. */
export interface ReturnResponse extends SuccessResponse {
  message: string;
}

export function orderEndpoints(request: RequestFn) {
  return {
    getOrder: async (orderId: Id) =>
      (await request<Order>({ method: 'GET', path: `/frontend/orders/${segment(orderId)}` })).data,
    submitReturn: async (orderProductId: Id, body: ReturnRequest) =>
      (
        await request<ReturnResponse>({
          method: 'POST',
          path: `/frontend/order-products/${segment(orderProductId)}/return`,
          body: toFormData({
            order_id: body.order_id,
            product_id: body.product_id,
            quantity: body.quantity,
            reason: body.reason,
            description: body.description,
            'product_images[]': body.product_images,
            'product_videos[]': body.product_videos,
          }),
        })
      ).data,
    getCustomerAddresses: async () =>
      (await request<DataResponse<Address[]>>({ method: 'GET', path: '/frontend/customer-address' })).data,
  };
}
