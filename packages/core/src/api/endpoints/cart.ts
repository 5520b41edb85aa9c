// Cart and save-for-later calls (signed-in shoppers only; guests keep a local cart).
import type { Storefront } from '../../constants/constants';
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type {
  AddMultipleToCartRequest,
  CartLineRequest,
  CartMutationResponse,
  CartTotalResponse,
} from '../../cart/cart-types';
import type { CartHandoffResponse, CartView, SavedItem } from '../../answers/cart';
import type { ReorderResponse } from '../../answers/orders';
import type { RequestFn } from '../http';
import { idempotencyHeaders, type MutationOptions } from './mutation-options';
import { segment } from './paths';
import { verbs } from './verbs';

/** Answer of POST /frontend/reorder/{id}; the spec reads success and message. */
export type { ReorderResponse } from '../../answers/orders';

export type { CartLine, CartView } from '../../answers/cart';

/** POST /frontend/cart/handoffs: a partner page's lines taken into the store's cart. */
export interface CartHandoffRequest {
  id: string;
  /** `ID:QTY,ID:QTY` as the store's /cart/add link carries them. */
  items: string;
  from?: string;
  storefront?: Storefront;
}

export type { CartHandoffResponse, SavedItem } from '../../answers/cart';

export function cartEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    getCart: (storefront: Storefront = 'ae') => get<CartView>('/frontend/cart', { storefront }),
    removeCartLine: (productId: Id) => send<SuccessResponse & { total: number }>('DELETE', `/frontend/cart/${segment(productId)}`),
    saveForLater: (productId: Id) => send<SuccessResponse>('POST', '/frontend/save-for-later', { product_id: productId }),
    getSavedForLater: (storefront: Storefront = 'ae') => get<DataResponse<SavedItem[]>>('/frontend/save-for-later', { storefront }),
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
    handOffCart: async (body: CartHandoffRequest) =>
      (await request<CartHandoffResponse>({ method: 'POST', path: '/frontend/cart/handoffs', body })).data,
    /** The store's confirmation of a handoff (a 404 until it took it); readable from any origin. */
    getCartHandoff: async (id: string) =>
      (await request<{ data: { id: string; confirmed: true } }>({ method: 'GET', path: `/frontend/cart/handoffs/${segment(id)}` })).data,
    reorder: async (orderId: Id) =>
      (await request<ReorderResponse>({ method: 'POST', path: `/frontend/reorder/${segment(orderId)}` })).data,
  };
}
