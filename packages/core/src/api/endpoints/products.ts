// One product: its page, its "buy more, save more" tiers, and the recently viewed products.
import type { Storefront } from '../../constants/constants';
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type { discountsAnswer, DiscountTier, ProductDetail } from '../../answers/catalogue';
import type { Answer } from '../../answers/fields';
import type { CommerceProductCard } from '../../product/product-types';
import type { RequestFn } from '../http';
import { segment } from './paths';
import { verbs } from './verbs';

/** The product page's tiers are those of GET /frontend/discounts: one type for both. */
export type StoreDiscountTier = DiscountTier;
/** Answer of GET /frontend/discounts: the tiers of one product. */
export type DiscountsResponse = Answer<typeof discountsAnswer>;
export type { ProductDetail };

export function productEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    getProduct: (id: Id, storefront?: Storefront) => get<DataResponse<ProductDetail>>(`/frontend/products/${segment(id)}`, { storefront }),
    getProductBySlug: (slug: string, storefront?: Storefront) =>
      get<DataResponse<ProductDetail>>(`/frontend/products/slug/${segment(slug)}`, { storefront }),
    getDiscounts: (productId: Id) => get<DiscountsResponse>('/frontend/discounts', { product_id: productId }),
    /** Prices in the storefront's currency when one is given. */
    getRecentProducts: (storefront?: Storefront) =>
      get<DataResponse<CommerceProductCard[]>>('/frontend/recent-products', storefront ? { storefront } : undefined),
    getGuestRecentProducts: (guestToken: string, storefront?: Storefront) =>
      get<DataResponse<CommerceProductCard[]>>('/frontend/guest/recent-products', { guest_token: guestToken, ...(storefront ? { storefront } : {}) }),
    /** Records a product view: signed in by token, guests by their guest token. */
    recordRecentProduct: (productId: Id, guestToken?: string) =>
      send<SuccessResponse>('POST', '/frontend/recent-products', guestToken ? { product_id: productId, guest_token: guestToken } : { product_id: productId }),
  };
}
