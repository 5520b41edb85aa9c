// Search: the header's panel (as the shopper types), the results page (every match with its
// facets, issue 32) and the plain-language engine.
import type { Id } from '../answer-types';
import type { SearchResponse, SearchResultsPage } from '../../answers/search';
import type { RequestFn } from '../http';
import { listingQuery, type ListingParams } from './listing';

export interface SearchOptions {
  /** Abort a stale search when the shopper types on. */
  signal?: AbortSignal;
}

/** The results page's filters beyond a listing's: subcategories, least stars, and the words as typed. */
export interface SearchPageParams extends ListingParams {
  category?: Id[];
  /** 1 to 5: products rated at least this. */
  rating?: number;
  /** 'Search instead for ...': no correction of the words. */
  exact?: boolean;
}

/** GET /frontend/search/products: a page of every match, the facets of all of them, and what was searched. */
export type { SearchResultsPage };
export type SearchFacets = SearchResultsPage['facets'];

export function searchEndpoints(request: RequestFn) {
  const get = async (path: string, query: string, signal?: AbortSignal) =>
    (await request<SearchResponse>({ method: 'GET', path, query: { query }, signal })).data;
  return {
    search: (query: string, options: SearchOptions = {}) => get('/frontend/search', query, options.signal),
    nlpSearch: (query: string, options: SearchOptions = {}) => get('/nlp/search', query, options.signal),
    searchProducts: async (query: string, params: SearchPageParams = {}) =>
      (
        await request<SearchResultsPage>({
          method: 'GET',
          path: '/frontend/search/products',
          query: {
            query,
            ...listingQuery(params),
            category: params.category && params.category.length > 0 ? params.category.join(',') : undefined,
            rating: params.rating,
            exact: params.exact ? 1 : undefined,
          },
        })
      ).data,
  };
}
