// Sales (flash sales among them) and each sale's product listing.
import type { DataResponse, Id } from '../answer-types';
import type { StoreSale } from '../../answers/catalogue';
import type { RequestFn } from '../http';
import { listingQuery, type ListingParams, type ProductListing } from './listing';
import { segment } from './paths';
import { verbs } from './verbs';

export type { StoreSale } from '../../answers/catalogue';

export function saleEndpoints(request: RequestFn) {
  const { get } = verbs(request);
  return {
    getSales: () => get<DataResponse<StoreSale[]>>('/frontend/sales'),
    listSaleProducts: (saleId: Id, params?: ListingParams) =>
      get<ProductListing & { sale: StoreSale }>(`/frontend/sales/${segment(saleId)}/products`, listingQuery(params)),
  };
}
