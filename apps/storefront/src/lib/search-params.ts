// The results page's state lives in the address like a listing's (listing-params.ts), with
// search's own filters: ?category=&rating=&exact=1 beside sort, brand, price, in stock and page.
import type { SearchPageParams } from '@horeca/core/api';
import { listingSearch, parseListingParams } from './listing-params';

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);

export function parseSearchParams(search: string): SearchPageParams {
  const params = new URLSearchParams(search);
  const category = ids(params.get('category'));
  const rating = Number(params.get('rating'));
  return {
    ...parseListingParams(search),
    category: category.length > 0 ? category : undefined,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    exact: params.get('exact') === '1' ? true : undefined,
  };
}

/** The address query for `params`; defaults are left out. */
export function searchPageSearch(params: SearchPageParams): string {
  const out = new URLSearchParams(listingSearch(params));
  if (params.category && params.category.length > 0) out.set('category', params.category.join(','));
  if (params.rating !== undefined) out.set('rating', String(params.rating));
  if (params.exact) out.set('exact', '1');
  const text = out.toString();
  return text ? `?${text}` : '';
}
