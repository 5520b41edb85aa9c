// The search page's results: every match, paged, with facets (the header's panel searches as
// the shopper types, in the widgets).
import type { SearchPageParams } from '@horeca/core/api';
import type { Storefront } from '@horeca/core/storefront';
import { api } from './client';
import { useResource } from './use-resource';

export const useSearchPage = (query: string, storefront: Storefront, params: SearchPageParams) =>
  useResource(['search-page', query, storefront, JSON.stringify(params)], () => api.searchProducts(query, { ...params, storefront }));
