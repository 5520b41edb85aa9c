// One product: its page, its "buy more, save more" tiers, and the recently viewed products.
import type { Storefront } from '../../constants';
import type { DataResponse, Id, SuccessResponse } from '../../types/common';
import type { CommerceProductCard, DiscountTier, StoreProductCard } from '../../types/product';
import type { RequestFn } from '../http';
import type { BreadcrumbItem } from './categories';
import { segment } from './paths';
import { verbs } from './verbs';

/** The product page's tiers are those of GET /frontend/discounts: one type for both. */
export type StoreDiscountTier = DiscountTier;

/** Answer of GET /frontend/discounts: the tiers of one product. */
export interface DiscountsResponse {
  success: boolean;
  data: DiscountTier[];
}

export interface ProductDetail extends StoreProductCard {
  description: string;
  specifications: { name: string; value: string }[];
  benefits: string[];
  faq: { question: string; answer: string }[];
  /**
   * Present when the product's data carries the alternate tab set (docs/behaviour.md §2.10: Key
   * Specification, Key Benefits, Product Overview); the overview is simple HTML.
   */
  key_sections?: {
    specifications: { name: string; value: string }[];
    benefits: { title: string; text: string }[];
    overview: string;
  } | null;
  brand: { id: Id; name: string; slug: string; logo: string } | null;
  categories: { id: Id; name: string; slug: string; level: number }[];
  breadcrumb: BreadcrumbItem[];
  reviews: { id: Id; author: string; rating: number; title: string; body: string; created_at: string }[];
  discounts: StoreDiscountTier[];
  return_policy: string;
  status: string;
  /** The sizes of the product's family, its own marked current (docs/behaviour.md §2.10); empty when it comes in one. */
  size_options?: { size: string; product_id: Id; slug: string; url: string; current: boolean }[];
}

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
