// The search panel's suggestions as one keyboard list (docs/behaviour.md §2.7, §9): on desktop up to 7
// products, 4 categories and 4 brands in that order; on small screens the first 10 of the
// same list as 'POPULAR SUGGESTIONS'. Each option knows where it leads, so Enter, a click and
// a middle-click all go to the same place.
import { SEARCH_LIMITS } from '@horeca/core/constants';
import { searchProductView, type ProductCardView, type SearchGroup, type SearchProduct, type SearchResponse } from '@horeca/core/product';
import { categoryPath, joinPath } from '@horeca/core/routing';
import type { NavigationState } from '../runtime/config';

export type SearchOptionKind = 'product' | 'category' | 'brand';

export interface SearchOption {
  kind: SearchOptionKind;
  /** Unique within the list: kind and catalogue id. */
  key: string;
  label: string;
  path: string;
  state: NavigationState;
  /** Set for products: the image, SKU and price the option shows. */
  product?: ProductCardView;
}

export interface SearchSections {
  products: SearchOption[];
  categories: SearchOption[];
  brands: SearchOption[];
}

export const EMPTY_RESPONSE: SearchResponse = { products: [], categories: [], brands: [] };

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Any answer (a partner's proxy, a broken body) as a well-formed response. */
export function toSearchResponse(body: unknown): SearchResponse {
  const record = typeof body === 'object' && body !== null ? (body as Partial<SearchResponse>) : {};
  return {
    products: listOf<SearchProduct>(record.products).filter((item) => item && typeof item.name === 'string'),
    categories: listOf<SearchGroup>(record.categories).filter((item) => item && typeof item.name === 'string'),
    brands: listOf<SearchGroup>(record.brands).filter((item) => item && typeof item.name === 'string'),
  };
}

/** A product row, read into the card's view once (core's searchProductView): its link, picture, SKU and price. */
function productOption(row: SearchProduct): SearchOption {
  const product = searchProductView(row);
  return {
    kind: 'product',
    key: `product-${product.id}`,
    label: product.name,
    path: product.path,
    state: { productId: product.id },
    product,
  };
}

function categoryOption(category: SearchGroup): SearchOption {
  return { kind: 'category', key: `category-${category.id}`, label: category.name, path: categoryPath(category), state: { categoryId: category.id } };
}

/** Brand pages are /brands/{id}/{slug} (docs/behaviour.md §2.1). */
function brandOption(brand: SearchGroup): SearchOption {
  return { kind: 'brand', key: `brand-${brand.id}`, label: brand.name, path: joinPath('brands', String(brand.id), brand.slug), state: {} };
}

export function desktopSections(result: SearchResponse): SearchSections {
  return {
    products: result.products.slice(0, SEARCH_LIMITS.products).map(productOption),
    categories: result.categories.slice(0, SEARCH_LIMITS.categories).map(categoryOption),
    brands: result.brands.slice(0, SEARCH_LIMITS.brands).map(brandOption),
  };
}

/** The keyboard order: products, then categories, then brands. */
export function flattenSections(sections: SearchSections): SearchOption[] {
  return [...sections.products, ...sections.categories, ...sections.brands];
}

export function mobileSuggestions(result: SearchResponse): SearchOption[] {
  return flattenSections(desktopSections(result)).slice(0, SEARCH_LIMITS.mobileSuggestions);
}

/** The first `SEARCH_LIMITS.trending` products as card views, with what the cart control needs. */
export function trendingProducts(result: SearchResponse): ProductCardView[] {
  return result.products.slice(0, SEARCH_LIMITS.trending).map(searchProductView);
}
