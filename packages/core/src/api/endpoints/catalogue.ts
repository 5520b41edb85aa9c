// Catalogue reads of spec section 7: sliders, categories, redirects, location, search,
// discounts, recent products and the address pickers.
import type { DataResponse, Id } from '../../types/common';
import type {
  CategoryNode,
  DiscountTier,
  Product,
  RedirectLookup,
  SearchResponse,
  Slider,
} from '../../types/product';
import type { City, Country, DetectedLocation, State } from '../../types/address';
import type { RequestFn } from '../http';
import { encodePath, segment } from './paths';

export interface SearchOptions {
  /** Abort a stale search when the shopper types on. */
  signal?: AbortSignal;
}

/** Answer of GET /frontend/discounts: the tiers of one product. */
export interface DiscountsResponse {
  success: boolean;
  data: DiscountTier[];
}

export function catalogueEndpoints(request: RequestFn) {
  const get = async <T>(path: string, query?: Record<string, string | number>, signal?: AbortSignal) =>
    (await request<T>({ method: 'GET', path, query, signal })).data;

  return {
    getSliders: () => get<Slider>('/frontend/sliders/1'),
    getCategoriesWithChildren: () => get<DataResponse<CategoryNode[]>>('/frontend/categories-with-children'),
    getHomeCategories: () => get<DataResponse<CategoryNode[]>>('/frontend/home-categories'),
    /** Resolves null without a call when no path is given (spec: "only when a path is given"). */
    getRedirect: async (path: string | null | undefined): Promise<RedirectLookup | null> => {
      if (!path) return null;
      return get<RedirectLookup>(`/redirects/from${encodePath(path)}`);
    },
    getLocation: () => get<DetectedLocation>('/frontend/location'),
    search: (query: string, options: SearchOptions = {}) =>
      get<SearchResponse>('/frontend/search', { query }, options.signal),
    nlpSearch: (query: string, options: SearchOptions = {}) =>
      get<SearchResponse>('/nlp/search', { query }, options.signal),
    getDiscounts: (productId: Id) => get<DiscountsResponse>('/frontend/discounts', { product_id: productId }),
    getRecentProducts: () => get<DataResponse<Product[]>>('/frontend/recent-products'),
    getGuestRecentProducts: (guestToken: string) =>
      get<DataResponse<Product[]>>('/frontend/guest/recent-products', { guest_token: guestToken }),
    getCountries: () => get<DataResponse<Country[]>>('/countries'),
    getStates: (countryId: Id) => get<DataResponse<State[]>>(`/states/${segment(countryId)}`),
    getCities: (stateId: Id) => get<DataResponse<City[]>>(`/cities/${segment(stateId)}`),
  };
}
