// Wishlist calls (signed-in shoppers only).
import type { Storefront } from '../../constants/constants';
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type { CommerceProductCard } from '../../product/product-types';
import type { AddMultipleToWishlistRequest, WishlistCountResponse } from '../../cart/cart-types';
import type { RequestFn } from '../http';
import { idempotencyHeaders, type MutationOptions } from './mutation-options';
import { verbs } from './verbs';

export function wishlistEndpoints(request: RequestFn) {
  const { get } = verbs(request);
  return {
    getWishlist: (storefront: Storefront = 'ae') =>
      get<DataResponse<(CommerceProductCard & { in_wishlist: true })[]>>('/frontend/wishlist', { storefront }),
    addToWishlist: async (productId: Id) =>
      (await request<SuccessResponse>({ method: 'POST', path: '/frontend/wishlist/add', body: { product_id: productId } }))
        .data,
    addMultipleToWishlist: async (body: AddMultipleToWishlistRequest, options?: MutationOptions) =>
      (
        await request<SuccessResponse>({
          method: 'POST',
          path: '/frontend/wishlist/add-multiple',
          body,
          headers: idempotencyHeaders(options),
        })
      ).data,
    removeFromWishlist: async (productId: Id) =>
      (
        await request<SuccessResponse>({
          method: 'DELETE',
          path: '/frontend/wishlist/remove',
          query: { product_id: productId },
        })
      ).data,
    getWishlistCount: async () =>
      (await request<WishlistCountResponse>({ method: 'GET', path: '/frontend/wishlist/count' })).data,
  };
}
