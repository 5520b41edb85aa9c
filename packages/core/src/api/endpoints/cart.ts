// Cart and save-for-later calls of spec section 7 (signed-in shoppers only; guests keep a local cart).
import type { Id, SuccessResponse } from '../../types/common';
import type {
  AddMultipleToCartRequest,
  CartLineRequest,
  CartMutationResponse,
  CartTotalResponse,
} from '../../types/cart';
import type { ReorderItem } from '../../types/product';
import type { RequestFn } from '../http';
import { idempotencyHeaders, type MutationOptions } from './mutation-options';
import { segment } from './paths';

/** Answer of POST /frontend/reorder/{id}; the spec reads success and message. */
export interface ReorderResponse extends SuccessResponse {
  message: string;
  /** The lines put back into the cart. */
  data?: ReorderItem[];
}

export function cartEndpoints(request: RequestFn) {
  return {
    addToCart: async (line: CartLineRequest, options?: MutationOptions) =>
      (
        await request<CartMutationResponse>({
          method: 'POST',
          path: '/frontend/cart/add',
          body: line,
          headers: idempotencyHeaders(options),
        })
      ).data,
    addMultipleToCart: async (body: AddMultipleToCartRequest, options?: MutationOptions) =>
      (
        await request<CartMutationResponse>({
          method: 'POST',
          path: '/frontend/cart/add-multiple',
          body,
          headers: idempotencyHeaders(options),
        })
      ).data,
    /** `quantity` is the new count, or 1 when removing the last one. */
    decreaseCart: async (line: CartLineRequest) =>
      (await request<CartMutationResponse>({ method: 'PUT', path: '/frontend/cart/decrease', body: line })).data,
    getCartTotal: async () =>
      (await request<CartTotalResponse>({ method: 'GET', path: '/frontend/cart/total-products' })).data,
    removeFromSaveForLater: async (productId: Id) =>
      (
        await request<SuccessResponse>({
          method: 'DELETE',
          path: `/frontend/remove-from-save-for-later/${segment(productId)}`,
        })
      ).data,
    reorder: async (orderId: Id) =>
      (await request<ReorderResponse>({ method: 'POST', path: `/frontend/reorder/${segment(orderId)}` })).data,
  };
}
