import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { storefrontSchema } from '@horeca/core/storefront';
import { array, mixed, number, object, string, type InferType } from 'yup';
import { queryRows, type Db } from '../db/client';
import { products, productSearch } from '../db/schema/catalogue';
import { popularFirst } from '../search/ranked';
import { catalogueCache, type CatalogueCache } from './catalogue-cache';
import { cardColumns, productCard, type Storefront } from './product-view';
import { onCatalogueChange } from '../cache/catalogue-changes';
import { TtlCache } from './ttl-cache';

import { LISTING_SORTS as SORTS, type ListingSort as Sort } from '@horeca/core/answers';
export { SORTS, type Sort };
import { AED_PER_USD } from './exchange-rate';
import { said } from '../words/message-keys';
export { AED_PER_USD };
export const MAX_PER_PAGE = 96;

const idList = (label: string) =>
  array()
    .transform((_value: unknown, original: unknown) =>
      original === undefined || original === '' ? undefined : String(original).split(',').map((part) => Number(part.trim())),
    )
    .of(number().integer(said('api.namedFieldIds', { name: label })).positive(said('api.namedFieldIds', { name: label })).required())
    .max(50);

/** Query string of every product listing (category, brand, sale). */
export const listingQuery = object({
  brand: idList('brand'),
  min_price: number().typeError('min_price must be a number.').min(0),
  max_price: number().typeError('max_price must be a number.').min(0),
  in_stock: mixed<boolean>()
    .transform((value: unknown) => (value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value))))
    .optional(),
  sort: string().oneOf([...SORTS], `sort must be one of: ${SORTS.join(', ')}.`).default('relevance'),
  page: number().typeError('page must be a number.').integer().min(1).max(10_000).default(1),
  per_page: number().typeError('per_page must be a number.').integer().min(1).max(MAX_PER_PAGE).default(24),
  storefront: storefrontSchema(),
});
export type ListingQuery = InferType<typeof listingQuery>;

/**
 * The columns a listing filters, sorts and pages on. Category, brand and sale listings read
 * them from products; the search results page from the narrow product_search table, which
 * mirrors them (migration 0016), so that every match of a query is read from a table that
 * stays in the buffer cache and only the page's cards from products.
 */
export interface ListingColumns {
  table: typeof products | typeof productSearch;
  id: AnyColumn;
  brandId: AnyColumn;
  price: AnyColumn;
  inStock: SQL;
  published: SQL;
  rating: AnyColumn;
  reviewCount: AnyColumn;
  createdAt: AnyColumn;
  popularity: AnyColumn;
}

export const PRODUCT_COLUMNS: ListingColumns = {
  table: products,
  id: products.id,
  brandId: products.brandId,
  price: products.effectivePriceAed,
  inStock: gt(products.stock, 0),
  published: eq(products.status, 'published'),
  rating: products.avgRating,
  reviewCount: products.reviewCount,
  createdAt: products.createdAt,
  popularity: products.popularity,
};

export const SEARCH_COLUMNS: ListingColumns = {
  table: productSearch,
  id: productSearch.productId,
  brandId: productSearch.brandId,
  price: productSearch.effectivePriceAed,
  inStock: eq(productSearch.inStock, true),
  published: eq(productSearch.published, true),
  rating: productSearch.avgRating,
  reviewCount: productSearch.reviewCount,
  createdAt: productSearch.createdAt,
  popularity: productSearch.popularity,
};

/** `relevance` replaces the store's order (popularFirst) for the relevance sort: search's own ranking. */
function orderFor(columns: ListingColumns, sort: Sort, relevance?: SQL[]): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(columns.price), asc(columns.id)];
    case 'price_desc':
      return [desc(columns.price), desc(columns.id)];
    case 'newest':
      return [desc(columns.createdAt), desc(columns.id)];
    case 'rating':
      return [desc(columns.rating), desc(columns.reviewCount), asc(columns.id)];
    default:
      return relevance ?? popularFirst(columns.popularity, columns.id);
  }
}

/** The storefront's prices in AED, which the catalogue stores and filters on. */
export function toAed(storefront: Storefront, value: number): number {
  return storefront === 'us' ? value * AED_PER_USD : value;
}

/** The listing filters as conditions on `columns`: brand, price range, in stock. */
export function filterConditions(columns: ListingColumns, query: ListingQuery): SQL[] {
  const storefront = query.storefront as Storefront;
  const conditions: SQL[] = [];
  if (query.brand && query.brand.length > 0) conditions.push(inArray(columns.brandId, query.brand));
  if (query.min_price !== undefined) conditions.push(gte(columns.price, toAed(storefront, query.min_price)));
  if (query.max_price !== undefined) conditions.push(lte(columns.price, toAed(storefront, query.max_price)));
  if (query.in_stock) conditions.push(columns.inStock);
  return conditions;
}

/**
 * Memoised totals of filtered scopes and the counts of every category. Every scope column of
 * products has a (scope, popularity) and a (scope, price) index, so a 12,000-product
 * department pages without sorting the whole department for the default and price sorts.
 */
const totals = new WeakMap<Db, TtlCache<number>>();
const categoryCounts = new WeakMap<Db, TtlCache<Map<number, CategoryCounts>>>();
onCatalogueChange((db) => {
  totals.get(db)?.invalidate();
  categoryCounts.get(db)?.invalidate();
});
export function memo<V>(map: WeakMap<Db, TtlCache<V>>, db: Db): TtlCache<V> {
  let cache = map.get(db);
  if (!cache) map.set(db, (cache = new TtlCache<V>(60_000, 5_000)));
  return cache;
}

export interface ListingOptions {
  /** When the scope is a category: an unfiltered page takes its total from the counts of every category (one pass for all). */
  categoryId?: number;
  /** Where the scope's conditions and the filters apply (products by default). */
  columns?: ListingColumns;
  /** The relevance sort's order, when the scope has its own (search). */
  relevance?: SQL[];
  /** Filters beyond the listing's (search's category and rating), part of the total's key. */
  extra?: { conditions: SQL[]; key: unknown };
  /** The unfiltered total when the caller counts it anyway (search's facets): no second count. */
  unfilteredTotal?: Promise<number>;
}

/** Card rows of these ids, in the ids' order (the page was chosen on another table). */
async function cardsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `scopeKey` names the scope (e.g. 'category:12') for the memoised total. */
export async function listProducts(db: Db, cache: CatalogueCache, origin: string, scope: SQL[], query: ListingQuery, scopeKey: string, options: ListingOptions = {}) {
  const storefront = query.storefront as Storefront;
  const columns = options.columns ?? PRODUCT_COLUMNS;
  const filters = [...filterConditions(columns, query), ...(options.extra?.conditions ?? [])];
  const where = and(...scope, columns.published, ...filters);
  const totalKey = JSON.stringify([scopeKey, query.brand ?? null, query.min_price ?? null, query.max_price ?? null, !!query.in_stock, storefront, options.extra?.key ?? null]);
  const order = orderFor(columns, query.sort as Sort, options.relevance);
  const offset = (query.page - 1) * query.per_page;
  const page =
    columns.table === products
      ? db.select(cardColumns).from(products).where(where).orderBy(...order).limit(query.per_page).offset(offset)
      : db
          .select({ id: sql<number>`${columns.id}` })
          .from(columns.table)
          .where(where)
          .orderBy(...order)
          .limit(query.per_page)
          .offset(offset)
          .then((rows) => cardsInOrder(db, rows.map((row) => row.id)));
  const [rows, total] = await Promise.all([
    page,
    options.categoryId !== undefined && filters.length === 0
      ? countsOf(db, options.categoryId).then((counts) => counts.published)
      : options.unfilteredTotal && filters.length === 0
        ? options.unfilteredTotal
        : memo(totals, db).get(totalKey, async () => Number((await db.select({ total: count() }).from(columns.table).where(where))[0]?.total ?? 0)),
  ]);
  return {
    data: rows.map((row) => productCard(row, cache, storefront, origin)),
    meta: {
      total,
      page: query.page,
      per_page: query.per_page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      sort: query.sort,
    },
  };
}

export interface BrandFacet {
  id: number;
  name: string;
  slug: string;
  products: number;
}

interface CategoryCounts {
  /** Published products in the category's scope (the unfiltered listing total). */
  published: number;
  /** Products of each brand in the scope, most first (the brand filter's counts). */
  brands: { brandId: number; products: number }[];
}

/**
 * Totals and brand counts of every category (each level) in one pass over products,
 * memoised like the per-scope answers. Counted one scope at a time, each first visit
 * read a whole department: with 48 scopes cold, that was seconds of database time a
 * minute, most of a listing load test.
 *
 * The pass runs one department at a time: a product's three scopes all lie in its own
 * department, so the parts never overlap. Refreshed in the background (TtlCache), it then
 * holds PGlite's single connection (and the event loop) for one department, ~1/8 of the
 * pass, between shoppers' queries instead of for the whole pass.
 */
async function computeCategoryCounts(db: Db): Promise<Map<number, CategoryCounts>> {
  const departments = (await catalogueCache(db)).childrenOf.get(null) ?? [];
  // Category ids are unique across levels, so a department, a category and a subcategory
  // share one map; every product counts once in each of its three scopes.
  const counts = new Map<number, CategoryCounts>();
  for (const department of departments) {
    // PGlite runs a query on this thread: a turn of the event loop between departments lets
    // the requests that arrived meanwhile be read and queue their queries before the next part.
    await new Promise((resolve) => setImmediate(resolve));
    const rows = await queryRows<{ scope_id: number; brand_id: number; products: number; published: number }>(db, sql`
      select scope.id as scope_id, p.brand_id, count(*)::int as products,
             (count(*) filter (where p.status = 'published'))::int as published
      from ${products} p
      cross join lateral (values (p.department_id), (p.parent_category_id), (p.category_id)) as scope(id)
      where p.department_id = ${department.id}
      group by scope.id, p.brand_id`);
    for (const row of rows) {
      let entry = counts.get(row.scope_id);
      if (!entry) counts.set(row.scope_id, (entry = { published: 0, brands: [] }));
      entry.published += row.published;
      entry.brands.push({ brandId: row.brand_id, products: row.products });
    }
  }
  for (const entry of counts.values()) entry.brands.sort((a, b) => b.products - a.products || a.brandId - b.brandId);
  return counts;
}

function countsOf(db: Db, categoryId: number): Promise<CategoryCounts> {
  return memo(categoryCounts, db)
    .get('all', () => computeCategoryCounts(db))
    .then((counts) => counts.get(categoryId) ?? { published: 0, brands: [] });
}

/** Brands present in a category's scope with their product counts (filter sidebar), 40 at most. */
export async function brandFacet(db: Db, cache: CatalogueCache, categoryId: number): Promise<BrandFacet[]> {
  const { brands } = await countsOf(db, categoryId);
  return brands.slice(0, 40).map((row) => ({
    id: row.brandId,
    name: cache.brandsById.get(row.brandId)?.name ?? '',
    slug: cache.brandsById.get(row.brandId)?.slug ?? '',
    products: row.products,
  }));
}

export const onSale = (): SQL => isNotNull(products.salePriceAed);
export const discountAtLeast = (percent: number): SQL =>
  sql`${products.salePriceAed} <= ${products.priceAed} * ${1 - percent / 100}`;
