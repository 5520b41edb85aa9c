// Listing state lives in the address (?sort=&brand=&min_price=&max_price=&in_stock=&page=),
// so a filtered page can be shared, bookmarked and crawled. Unknown or malformed values are
// dropped rather than sent to the API.
import type { ListingParams, ListingSort } from '@horeca/core/api';

export const SORTS: readonly ListingSort[] = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'];
export const PER_PAGE = 24;

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export function parseListingParams(search: string): ListingParams {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') as ListingSort | null;
  const brand = (params.get('brand') ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    sort: sort && SORTS.includes(sort) ? sort : undefined,
    brand: brand.length > 0 ? brand : undefined,
    min_price: price(params.get('min_price')),
    max_price: price(params.get('max_price')),
    in_stock: params.get('in_stock') === '1' ? true : undefined,
    page: positiveInt(params.get('page')),
    per_page: PER_PAGE,
  };
}

/** The address query for `params`; page 1 and defaults are left out. */
export function listingSearch(params: ListingParams): string {
  const out = new URLSearchParams();
  if (params.sort && params.sort !== 'relevance') out.set('sort', params.sort);
  if (params.brand && params.brand.length > 0) out.set('brand', params.brand.join(','));
  if (params.min_price !== undefined) out.set('min_price', String(params.min_price));
  if (params.max_price !== undefined) out.set('max_price', String(params.max_price));
  if (params.in_stock) out.set('in_stock', '1');
  if (params.page && params.page > 1) out.set('page', String(params.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

export interface PriceRangeErrors {
  min?: string;
  max?: string;
}

/** Checks the typed price range; messages come from the caller's table. */
export function checkPriceRange(
  min: string,
  max: string,
  text: { notANumber: string; minAboveMax: string },
): { errors: PriceRangeErrors; min?: number; max?: number } {
  const errors: PriceRangeErrors = {};
  const minValue = min.trim() === '' ? undefined : Number(min);
  const maxValue = max.trim() === '' ? undefined : Number(max);
  if (minValue !== undefined && (!Number.isFinite(minValue) || minValue < 0)) errors.min = text.notANumber;
  if (maxValue !== undefined && (!Number.isFinite(maxValue) || maxValue < 0)) errors.max = text.notANumber;
  if (!errors.min && !errors.max && minValue !== undefined && maxValue !== undefined && minValue > maxValue) errors.max = text.minAboveMax;
  return { errors, min: minValue, max: maxValue };
}
