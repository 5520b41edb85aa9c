import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { array, mixed, number, object, string, type InferType } from 'yup';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import type { CatalogueCache } from './catalogue-cache';
import { cardColumns, originOf, productCard, type Storefront } from './product-view';
import { TtlCache } from './ttl-cache';

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type Sort = (typeof SORTS)[number];
const AED_PER_USD = 3.6725;
export const MAX_PER_PAGE = 96;

const idList = (label: string) =>
  array()
    .transform((_value: unknown, original: unknown) =>
      original === undefined || original === '' ? undefined : String(original).split(',').map((part) => Number(part.trim())),
    )
    .of(number().integer(`${label} must be a list of ids.`).positive(`${label} must be a list of ids.`).required())
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
  storefront: string().oneOf(['ae', 'us'], 'storefront must be ae or us.').default('ae'),
});
export type ListingQuery = InferType<typeof listingQuery>;

function orderFor(sort: Sort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.effectivePriceAed), asc(products.id)];
    case 'price_desc':
      return [desc(products.effectivePriceAed), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'rating':
      return [desc(products.avgRating), desc(products.reviewCount), asc(products.id)];
    default:
      return [desc(products.popularity), asc(products.id)];
  }
}

/**
 * One page of products in `scope` with filters, sort and total. Every scope column has
 * a (scope, popularity) and a (scope, price) index, so a 12,000-product department
 * pages without sorting the whole department for the default and price sorts.
 */
const totals = new WeakMap<Db, TtlCache<number>>();
const facets = new WeakMap<Db, TtlCache<BrandFacet[]>>();
function memo<V>(map: WeakMap<Db, TtlCache<V>>, db: Db): TtlCache<V> {
  let cache = map.get(db);
  if (!cache) map.set(db, (cache = new TtlCache<V>(60_000, 5_000)));
  return cache;
}

/** `scopeKey` names the scope (e.g. 'category:12') for the memoised total. */
export async function listProducts(db: Db, cache: CatalogueCache, c: Context, scope: SQL[], query: ListingQuery, scopeKey: string) {
  const storefront = query.storefront as Storefront;
  const toAed = (value: number) => (storefront === 'us' ? value * AED_PER_USD : value);
  const conditions: SQL[] = [...scope, eq(products.status, 'published')];
  if (query.brand && query.brand.length > 0) conditions.push(inArray(products.brandId, query.brand));
  if (query.min_price !== undefined) conditions.push(gte(products.effectivePriceAed, toAed(query.min_price)));
  if (query.max_price !== undefined) conditions.push(lte(products.effectivePriceAed, toAed(query.max_price)));
  if (query.in_stock) conditions.push(gt(products.stock, 0));
  const where = and(...conditions);
  const totalKey = JSON.stringify([scopeKey, query.brand ?? null, query.min_price ?? null, query.max_price ?? null, !!query.in_stock, storefront]);
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...orderFor(query.sort as Sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    memo(totals, db).get(totalKey, async () => Number((await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0)),
  ]);
  const origin = originOf(c);
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

/** Brands present in a scope with their product counts (filter sidebar), memoised per scope. */
export function brandFacet(db: Db, cache: CatalogueCache, scope: SQL[], scopeKey: string): Promise<BrandFacet[]> {
  return memo(facets, db).get(scopeKey, () => computeBrandFacet(db, cache, scope));
}

async function computeBrandFacet(db: Db, cache: CatalogueCache, scope: SQL[]): Promise<BrandFacet[]> {
  const rows = await db
    .select({ brandId: products.brandId, products: count() })
    .from(products)
    .where(and(...scope))
    .groupBy(products.brandId)
    .orderBy(desc(count()))
    .limit(40);
  return rows.map((row) => ({
    id: row.brandId,
    name: cache.brandsById.get(row.brandId)?.name ?? '',
    slug: cache.brandsById.get(row.brandId)?.slug ?? '',
    products: Number(row.products),
  }));
}

export const onSale = (): SQL => isNotNull(products.salePriceAed);
export const discountAtLeast = (percent: number): SQL =>
  sql`${products.salePriceAed} <= ${products.priceAed} * ${1 - percent / 100}`;
