// Brands: the A-Z list, one brand and its product listing.
import type { BrandDetail, StoreBrand } from '../../answers/catalogue';
import type { DataResponse, Id } from '../answer-types';
import type { RequestFn } from '../http';
import { listingQuery, type ListingParams, type ProductListing } from './listing';
import { segment } from './paths';
import { verbs } from './verbs';

export type { BrandDetail, StoreBrand } from '../../answers/catalogue';

export function brandEndpoints(request: RequestFn) {
  const { get } = verbs(request);
  return {
    getBrands: (params: { letter?: string; featured?: boolean } = {}) =>
      get<DataResponse<StoreBrand[]>>('/frontend/brands', { letter: params.letter, featured: params.featured ? 1 : undefined }),
    /** By id or slug. */
    getBrand: (brand: Id | string) => get<DataResponse<BrandDetail>>(`/frontend/brands/${segment(brand)}`),
    listBrandProducts: (brand: Id | string, params?: ListingParams) =>
      get<ProductListing & { brand: StoreBrand }>(`/frontend/brands/${segment(brand)}/products`, listingQuery(params)),
  };
}
