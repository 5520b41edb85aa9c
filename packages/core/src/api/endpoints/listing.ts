// What every product listing shares (a category's, a brand's, a sale's): its query and its page.
import type { Storefront } from '../../constants/constants';
import type { Id } from '../answer-types';
import type { ListingSort, PageMeta, ProductListing } from '../../answers/catalogue';
import type { Query } from './verbs';


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

/** One page of a list (a listing's meta adds the sort it was answered in). */
export type ListingMeta = PageMeta;
export type { ListingSort, ProductListing };

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
