// Catalogue reads: the category tree, categories, products, brands, sales and their listings.
// This module owns their cache keys; pages call the hooks.
import { type Id, type ListingParams, type ProductListing, type StoreBrand, type StoreSale } from '@horeca/core/api';
import { type Locale } from '@horeca/core/locale';
import { type CategoryNode } from '@horeca/core/product';
import { STORAGE_KEYS, getSafeStorage, readJson, readString, writeJson } from '@horeca/core/storage';
import { type Storefront } from '@horeca/core/storefront';
import { useLocale } from '@horeca/widgets';
import { api } from './client';
import { requestLanguage } from './request-language';
import { useRead, useResource, type ResourceRead } from './use-resource';

function isCategoryList(value: unknown): value is CategoryNode[] {
  return Array.isArray(value) && value.every((node) => typeof node === 'object' && node !== null && 'slug' in node && 'children' in node);
}

/**
 * Where the menu copy of `locale` is kept: the spec's savedCategories for English, its own key
 * for Arabic, so an Arabic page never paints the English menu (or the reverse) before its read.
 */
export function savedCategoriesKey(locale: Locale): string {
  return locale === 'en' ? STORAGE_KEYS.savedCategories : `${STORAGE_KEYS.savedCategories}.${locale}`;
}

/** Each key's stored text when last parsed, and what it parsed to. */
const parsedCopies = new Map<string, { text: string; tree: CategoryNode[] | undefined }>();

/**
 * The stored menu copy of `locale`, parsed once per stored text: useCategories runs in every
 * menu (header, drawer, footer) on every render, and on the server every render's stored copy
 * is the same ~33 KB, parsed each call it was ~5% of a page (docs/notes/page-speed.md).
 */
export function storedCategories(locale: Locale): CategoryNode[] | undefined {
  const key = savedCategoriesKey(locale);
  const storage = getSafeStorage('local');
  const text = readString(storage, key, '');
  const parsed = parsedCopies.get(key);
  if (parsed?.text === text) return parsed.tree;
  const stored = readJson<CategoryNode[] | null>(storage, key, null, (v): v is CategoryNode[] | null => v === null || isCategoryList(v));
  const tree = stored && stored.length > 0 ? stored : undefined;
  parsedCopies.set(key, { text, tree });
  return tree;
}

async function loadCategories(): Promise<CategoryNode[]> {
  // The language the call asks in, read before it is made (request-language.ts).
  const key = savedCategoriesKey(requestLanguage());
  try {
    const { data } = await api.getCategoriesWithChildren();
    writeJson(getSafeStorage('local'), key, data);
    return data;
  } catch (error) {
    console.error('Categories could not be loaded', error);
    throw error;
  }
}

/**
 * The category tree for the header, drawer and footer (docs/behaviour.md §7: categories-with-children, "data
 * stored as savedCategories"). The stored copy paints the menus at once on a return visit; the
 * fresh answer replaces it; each language keeps its own copy. A failure is only logged (docs/behaviour.md §8).
 */
export const categoriesRead: ResourceRead<CategoryNode[]> = { key: ['categories-with-children'], load: loadCategories };

export function useCategories(): CategoryNode[] {
  const locale = useLocale();
  const { data } = useResource(categoriesRead.key, categoriesRead.load, { fallbackData: storedCategories(locale), revalidateOnMount: true });
  return data ?? [];
}

export const homeCategoriesRead = { key: ['home-categories'], load: async () => (await api.getHomeCategories()).data } satisfies ResourceRead<unknown>;

export const useHomeCategories = () => useRead(homeCategoriesRead);

export const categoryRead = (slug: string) => ({ key: ['category', slug], load: () => api.getCategory(slug) }) satisfies ResourceRead<unknown>;

export const useCategory = (slug: string) => useRead(categoryRead(slug));

/** A category's listing for the address's sort, filters and page. */
export const categoryProductsRead = (slug: string, storefront: Storefront, params: ListingParams) =>
  ({ key: ['category-products', slug, storefront, JSON.stringify(params)], load: () => api.listCategoryProducts(slug, { ...params, storefront }) }) satisfies ResourceRead<unknown>;

export const useCategoryProducts = (slug: string, storefront: Storefront, params: ListingParams) => useRead(categoryProductsRead(slug, storefront, params));

/** The best rated of a category (a product page's related products, `count` of them). */
export const topRatedRead = (categoryUrl: string, storefront: Storefront, count: number) =>
  ({ key: ['related', categoryUrl, storefront], load: () => api.listCategoryProducts(categoryUrl, { per_page: count, storefront, sort: 'rating' }) }) satisfies ResourceRead<unknown>;

/** A product by id when the address carried one, else by its slug. */
export const productRead = (idOrSlug: { id?: Id; slug: string }, storefront: Storefront) =>
  ({
    key: ['product', idOrSlug.id ?? idOrSlug.slug, storefront],
    load: () => (idOrSlug.id !== undefined ? api.getProduct(idOrSlug.id, storefront) : api.getProductBySlug(idOrSlug.slug, storefront)),
  }) satisfies ResourceRead<unknown>;

export const useProduct = (idOrSlug: { id?: Id; slug: string }, storefront: Storefront) => useRead(productRead(idOrSlug, storefront));

/** A product's "buy more, save more" tiers; `enabled` false waits (the server's HTML has them). */
export const useDiscounts = (productId: Id, enabled: boolean) =>
  useResource(
    enabled ? ['discounts', productId] : null,
    async () => {
      try {
        return (await api.getDiscounts(productId)).data;
      } catch (error) {
        console.error('Discount tiers could not be loaded', error);
        throw error;
      }
    },
    { errorRetryCount: 0 },
  );

export const useBrands = () => useResource(['brands'], () => api.getBrands());

export const useBrand = (brand: Id | string) => useResource(['brand', brand], () => api.getBrand(brand));

export const salesRead = { key: ['sales'], load: () => api.getSales() } satisfies ResourceRead<unknown>;

export const useSales = () => useRead(salesRead);

/** A flash sale's best rated products, `count` of them. */
export const useSaleTopRated = (saleId: Id, storefront: Storefront, count: number) =>
  useResource(['flash-sale', saleId, storefront], () => api.listSaleProducts(saleId, { per_page: count, sort: 'rating', storefront }));

/** The listing of the products one thing owns (a brand, a sale), with the owner. */
export interface OwnedListingSource<Owner> {
  key: readonly (string | number)[];
  load: (params: ListingParams & { storefront: Storefront }) => Promise<ProductListing & { owner: Owner }>;
}

export const brandListing = (brand: Id | string): OwnedListingSource<StoreBrand> => ({
  key: ['brand-products', brand],
  load: async (params) => {
    const answer = await api.listBrandProducts(brand, params);
    return { ...answer, owner: answer.brand };
  },
});

export const saleListing = (saleId: Id): OwnedListingSource<StoreSale> => ({
  key: ['sale-products', saleId],
  load: async (params) => {
    const answer = await api.listSaleProducts(saleId, params);
    return { ...answer, owner: answer.sale };
  },
});

export const useOwnedListing = <Owner>(source: OwnedListingSource<Owner>, storefront: Storefront, params: ListingParams) =>
  useResource([...source.key, storefront, JSON.stringify(params)], () => source.load({ ...params, storefront }));
