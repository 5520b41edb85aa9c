// What every product listing shares (a category's, a brand's, a sale's): its query and its page.
import type { Storefront } from '../../constants';
import type { DataResponse, Id } from '../../types/common';
import type { StoreProductCard } from '../../types/product';
import type { Query } from './verbs';

export type ListingSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating';

export interface ListingParams {
  brand?: Id[];
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  sort?: ListingSort;
  page?: number;
  /** 1 to 96; 24 by default. */
  per_page?: number;
  storefront?: Storefront;
}

export interface ListingMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export interface ProductListing extends DataResponse<StoreProductCard[]> {
  meta: ListingMeta & { sort: ListingSort };
}

export function listingQuery(params: ListingParams = {}): Query {
  return {
    brand: params.brand && params.brand.length > 0 ? params.brand.join(',') : undefined,
    min_price: params.min_price,
    max_price: params.max_price,
    in_stock: params.in_stock ? 1 : undefined,
    sort: params.sort,
    page: params.page,
    per_page: params.per_page,
    storefront: params.storefront,
  };
}
