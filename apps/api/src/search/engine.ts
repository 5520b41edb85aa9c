import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedSelect } from '../db/prepared';
import { products, searchPrefixes } from '../db/schema/catalogue';
import { catalogueCache, type CatalogueCache, type CategoryRecord } from '../catalogue/catalogue-cache';
import { productImages, productName } from '../catalogue/product-view';
import { popularFirst } from './ranked';
import { resolveSearch, topMatches } from './results';
import { searchColumns, type SearchRecord } from './columns';
import { matchWords, type ProductOrder } from './multi-word';
import { termStats } from './term-stats';
import { skuPrefix } from './sku';
import { MAX_PREFIX_LENGTH, PREFIX_LIST_MIN, tokenize } from './tokenize';

export const SEARCH_LIMITS = { products: 7, categories: 4, brands: 4 } as const;
export { prefixTsQuery, type ProductOrder } from './multi-word';
export { skuPrefix } from './sku';

export interface SearchOptions {
  origin: string;
  order?: ProductOrder;
  onSaleOnly?: boolean;
}

/** The hottest query (every keystroke of a one-word query): the precomputed ids of the prefix, then those rows by primary key. */
function prefixProducts(db: Db, prefix: string): Promise<SearchRecord[]> {
  const statement = preparedSelect(db, 'search:prefix', () => {
    // The list's head: 7 to show and a few spare for a product unpublished since.
    const ids = db
      .select({ id: sql<number>`unnest(${searchPrefixes.productIds}[1:${sql.raw(String(PREFIX_LIST_MIN))}])` })
      .from(searchPrefixes)
      .where(eq(searchPrefixes.prefix, sql.placeholder('prefix')));
    return db
      .select(searchColumns)
      .from(products)
      .where(and(sql`${products.id} in ${ids}`, eq(products.status, 'published')))
      .orderBy(...popularFirst(products.popularity, products.id))
      .limit(SEARCH_LIMITS.products);
  });
  return statement.execute({ prefix });
}

/** Product candidates for the words: suggestion table for one word, full-text index otherwise. */
async function matchProducts(db: Db, words: string[], options: SearchOptions, limit: number): Promise<SearchRecord[]> {
  const order = options.order ?? 'popularity';
  const single = words.length === 1 && (words[0]?.length ?? 0) <= MAX_PREFIX_LENGTH;
  if (single && order === 'popularity' && !options.onSaleOnly) {
    return (await prefixProducts(db, words[0] ?? '')).slice(0, limit);
  }
  return matchWords(db, await termStats(db), words, { order, onSaleOnly: options.onSaleOnly ?? false }, limit);
}

function matchSku(db: Db, prefix: string, limit: number): Promise<SearchRecord[]> {
  const statement = preparedSelect(db, 'search:sku', () => {
    const sku = sql`lower(${products.sku})`;
    return (
      db
        .select(searchColumns)
        .from(products)
        // The SKUs starting with the prefix as a range of the pattern index (byte order): unlike
        // LIKE 'prefix%', a range bounds the scan in a prepared statement's generic plan too,
        // where the pattern is a parameter. Byte order is also the order of SKUs under any
        // collation (they share one shape), so the scan stops after `limit` rows instead of
        // sorting every SKU of a brand ('DES-0' has a thousand).
        .where(and(sql`${sku} ~>=~ ${sql.placeholder('from')} and ${sku} ~<~ ${sql.placeholder('to')}`, eq(products.status, 'published')))
        .orderBy(sql`${sku} using ~<~`)
        .limit(sql.placeholder('limit'))
    );
  });
  return statement.execute({ from: prefix, to: nextInByteOrder(prefix), limit });
}

/** The first string past every string starting with `prefix` (an ASCII canonical SKU prefix). */
function nextInByteOrder(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** Rows of these ids in the ids' order. */
async function rowsInOrder(db: Db, ids: number[]): Promise<SearchRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(searchColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Words of every category and brand name, tokenised once per catalogue cache. */
const nameTokens = new WeakMap<CatalogueCache, Map<string, string[]>>();

function nameMatches(cache: CatalogueCache, name: string, words: string[]): boolean {
  let byName = nameTokens.get(cache);
  if (!byName) nameTokens.set(cache, (byName = new Map()));
  let tokens = byName.get(name);
  if (!tokens) byName.set(name, (tokens = tokenize(name)));
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}

function categoryView(cache: CatalogueCache, category: CategoryRecord) {
  const parent = category.parentId === null ? undefined : cache.categoriesById.get(category.parentId);
  const grandparent = parent?.parentId == null ? undefined : cache.categoriesById.get(parent.parentId);
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    parent_slug: parent?.slug ?? null,
    parent_parent_slug: grandparent?.slug ?? null,
    products: category.productCount,
  };
}

export function searchProductView(row: SearchRecord, cache: CatalogueCache, origin: string) {
  const leaf = cache.categoriesById.get(row.categoryId);
  const parent = cache.categoriesById.get(row.parentCategoryId);
  const images = productImages(origin, row.id, row.imageCount);
  return {
    id: row.id,
    name: productName(row, cache),
    sku: row.sku,
    images,
    image: images[0] ?? null,
    url: row.slug,
    grandparent_category_slug: parent?.slug ?? '',
    parent_category_slug: leaf?.slug ?? '',
    original_price: row.priceAed,
    front_sale_price: row.salePriceAed ?? row.priceAed,
    currency: 'AED',
    brand_id: row.brandId,
    store_id: row.storeId,
    vendor_id: row.vendorId,
    quantity: row.stock,
    avg_rating: row.avgRating,
    delivery_days: row.deliveryDays,
    minimum_order_quantity: row.minimumOrderQuantity,
    maximum_order_quantity: row.maximumOrderQuantity,
  };
}

export interface SearchResult {
  query: string;
  /** The words actually searched after typo correction, when they differ from the input. */
  corrected: string | null;
  products: ReturnType<typeof searchProductView>[];
  categories: ReturnType<typeof categoryView>[];
  brands: ReturnType<typeof categoryView>[];
}

/**
 * Products (7), categories (4), brands (4) for text typed so far: SKU prefix, word
 * prefixes, then typo correction when nothing matched.
 */
export async function searchCatalogue(db: Db, cache: CatalogueCache, text: string, options: SearchOptions): Promise<SearchResult> {
  let words = tokenize(text).slice(0, 8);
  const empty: SearchResult = { query: text, corrected: null, products: [], categories: [], brands: [] };
  if (words.length === 0) return empty;

  const found: SearchRecord[] = [];
  const sku = skuPrefix(text);
  if (sku) found.push(...(await matchSku(db, sku, SEARCH_LIMITS.products)));
  if (found.length < SEARCH_LIMITS.products) {
    const seen = new Set(found.map((r) => r.id));
    for (const row of await matchProducts(db, words, options, SEARCH_LIMITS.products)) if (!seen.has(row.id)) found.push(row);
  }
  let corrected: string | null = null;
  let meant: number[] = [];
  if (found.length === 0) {
    // Nothing starts with the words: read them as the results page does (query-plan.ts): the
    // trade's words ('fridge'), plurals, a correction that never replaces a known word, and
    // the best partial match. 'fridge' had been corrected to 'fries' here.
    const english = cache.locale === 'en' ? cache : await catalogueCache(db);
    const resolved = await resolveSearch(db, await termStats(db), english, text);
    const ids = await topMatches(db, resolved, SEARCH_LIMITS.products);
    found.push(...(await rowsInOrder(db, ids)));
    if (resolved.corrected) corrected = resolved.corrected;
    if (resolved.searched) words = tokenize(resolved.searched);
    meant = [...resolved.intent.meant, ...resolved.intent.named];
  }

  let categories = [...cache.categoriesById.values()]
    // A category matches on its English and its Arabic name, whatever the answer's language.
    .filter((c) => nameMatches(cache, c.nameAr ? `${c.name} ${c.nameAr}` : c.name, words))
    .sort((a, b) => b.level - a.level || b.productCount - a.productCount)
    .slice(0, SEARCH_LIMITS.categories);
  // The categories the trade words mean, when no category is named like the words themselves.
  if (categories.length === 0) categories = meant.flatMap((id) => cache.categoriesById.get(id) ?? []).slice(0, SEARCH_LIMITS.categories);
  let brands = cache.brandList.filter((b) => nameMatches(cache, b.name, words));
  if (brands.length === 0) {
    // No brand named like the query: the brands of the matching products.
    const ids = [...new Set(found.map((r) => r.brandId))];
    brands = ids.flatMap((id) => cache.brandsById.get(id) ?? []);
  }
  return {
    query: text,
    corrected,
    products: found.slice(0, SEARCH_LIMITS.products).map((row) => searchProductView(row, cache, options.origin)),
    categories: categories.map((c) => categoryView(cache, c)),
    brands: brands
      .sort((a, b) => b.productCount - a.productCount)
      .slice(0, SEARCH_LIMITS.brands)
      .map((b) => ({ id: b.id, name: b.name, slug: b.slug, parent_slug: null, parent_parent_slug: null, products: b.productCount })),
  };
}
