/**
 * The search results page's answer (issue 32): every match of a query, paged, filtered and
 * sorted by the listing's own machinery (catalogue/listing.ts) on the narrow product_search
 * table, with facets and counts (subcategory, brand, price range, in stock, rating), and a
 * way back when nothing matches: the closest categories and the popular products.
 *
 * Relevance: products of the subcategories the query means come first, then those of the
 * subcategories it names, then the other matches, each part in the store's order
 * (search/ranked.ts). When no product has every word, the best partial match answers: the
 * most telling words that still find products (the category's noun, rare words), and the
 * answer says which words were left out.
 */
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { array, mixed, number, string } from 'yup';
import type { Locale } from '@horeca/core';
import { queryRows, type Db } from '../db/client';
import { products, productSearch } from '../db/schema/catalogue';
import { catalogueCache, type CatalogueCache } from '../catalogue/catalogue-cache';
import { filterConditions, listingQuery, listProducts, memo, SEARCH_COLUMNS, toAed, type ListingQuery } from '../catalogue/listing';
import { cardColumns, productCard, type Storefront } from '../catalogue/product-view';
import { onCatalogueChange } from '../cache/catalogue-changes';
import type { TtlCache } from '../catalogue/ttl-cache';
import { skuPrefix } from './sku';
import { categoryIntent, groupsTsQuery, groupWeight, planQuery, shownText, type CategoryIntent, type QueryGroup, type QueryPlan } from './query-plan';
import { popularFirst } from './ranked';
import { termStats, type TermStats } from './term-stats';
import { tokenize } from './tokenize';

const idList = (label: string) =>
  array()
    .transform((_value: unknown, original: unknown) =>
      original === undefined || original === '' ? undefined : String(original).split(',').map((part) => Number(part.trim())),
    )
    .of(number().integer(`${label} must be a list of ids.`).positive(`${label} must be a list of ids.`).required())
    .max(50);

/** The listing's query (brand, price, in stock, sort, page, per_page, storefront) and search's own. */
export const searchResultsQuery = listingQuery.shape({
  query: string().trim().required('The query is required.').min(1, 'The query is required.').max(200, 'The query may not be greater than 200 characters.'),
  category: idList('category'),
  rating: number().typeError('rating must be a number.').integer('rating must be a whole number of stars.').min(1).max(5),
  exact: mixed<boolean>()
    .transform((value: unknown) => (value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value))))
    .optional(),
});
export type SearchResultsQuery = ListingQuery & { query: string; category?: number[] | undefined; rating?: number | undefined; exact?: boolean | undefined };

/** Facet lists shown at most. */
const FACET_LIMITS = { categories: 12, brands: 40 } as const;
/** Popular products offered when nothing matches. */
const RECOVERY_PRODUCTS = 8;
/** Subsets of words the partial match tries at most before giving up. */
const PARTIAL_TRIES = 8;

/** A scope of matches on product_search, and its key for memoised totals and facets. */
interface MatchScope {
  condition: SQL;
  key: string;
}

function textScope(groups: QueryGroup[]): MatchScope | null {
  const tsquery = groupsTsQuery(groups);
  return tsquery ? { condition: sql`${productSearch.searchVector} @@ ${tsquery}::tsquery`, key: `search:${tsquery}` } : null;
}

/** SKUs starting with the canonical prefix, as a range of the pattern index (engine.ts says why). */
function skuScope(prefix: string): MatchScope {
  const sku = sql`lower(${products.sku})`;
  const to = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return {
    condition: sql`${productSearch.productId} in (select ${products.id} from ${products} where ${sku} ~>=~ ${prefix} and ${sku} ~<~ ${to})`,
    key: `sku:${prefix}`,
  };
}

async function hasMatch(db: Db, scope: MatchScope): Promise<boolean> {
  const rows = await db.select({ id: productSearch.productId }).from(productSearch).where(and(scope.condition, eq(productSearch.published, true))).limit(1);
  return rows.length > 0;
}

/**
 * The first of `scopes` (in order) with a match, or -1, in one statement: each EXISTS is an
 * init plan, run only when the CASE reaches it, so the scopes are asked one by one as a loop
 * of hasMatch would, without a statement (and on PostgreSQL a round trip) for each.
 */
async function firstWithMatch(db: Db, scopes: MatchScope[]): Promise<number> {
  if (scopes.length === 0) return -1;
  const whens = scopes.map((scope, at) => sql`when exists (select 1 from ${productSearch} where ${and(scope.condition, eq(productSearch.published, true))}) then ${sql.raw(String(at))}`);
  const [row] = await queryRows<{ at: number }>(db, sql`select (case ${sql.join(whens, sql` `)} else -1 end)::int as at`);
  return Number(row?.at ?? -1);
}

/** The most telling subset of the groups that still finds products, or null. */
async function partialMatch(db: Db, groups: QueryGroup[], weight: (group: QueryGroup) => number): Promise<QueryGroup[] | null> {
  const usable = groups.filter((group) => group.alternatives.length > 0);
  const subsets: { groups: QueryGroup[]; weight: number }[] = [];
  for (let mask = 1; mask < 1 << usable.length; mask++) {
    const picked = usable.filter((_, at) => mask & (1 << at));
    if (picked.length === groups.length) continue;
    subsets.push({ groups: picked, weight: picked.reduce((sum, group) => sum + weight(group), 0) });
  }
  subsets.sort((a, b) => b.weight - a.weight || b.groups.length - a.groups.length);
  const tries = subsets.slice(0, PARTIAL_TRIES).flatMap((subset) => {
    const scope = textScope(subset.groups);
    return scope ? [{ groups: subset.groups, scope }] : [];
  });
  const at = await firstWithMatch(db, tries.map((tried) => tried.scope));
  return tries[at]?.groups ?? null;
}

/** Relevance: meant subcategories, then named ones, then the rest, each in the store's order. */
function relevanceOrder(intent: CategoryIntent): SQL[] {
  const tier =
    intent.meant.length === 0 && intent.named.length === 0
      ? null
      : sql`case when ${productSearch.categoryId} in (${sql.join([...intent.meant, -1].map((id) => sql`${id}`), sql`, `)}) then 0
          when ${productSearch.categoryId} in (${sql.join([...intent.named, -1].map((id) => sql`${id}`), sql`, `)}) then 1 else 2 end`;
  return [...(tier ? [tier] : []), ...popularFirst(productSearch.popularity, productSearch.productId)];
}

interface FacetCounts {
  total: number;
  categories: { id: number; products: number }[];
  brands: { id: number; products: number }[];
  inStock: number;
  /** Products at each whole star (floor of the average). */
  stars: Map<number, number>;
  price: { min: number; max: number } | null;
}

const facetCache = new WeakMap<Db, TtlCache<FacetCounts>>();
onCatalogueChange((db) => facetCache.get(db)?.invalidate());

interface FacetRow {
  category_id: number | null;
  brand_id: number | null;
  in_stock: boolean | null;
  stars: number | null;
  products: number;
  min_price: string | number | null;
  max_price: string | number | null;
  by: number;
}

/** Every facet of the matches in `source` (product_search rows) in one grouping pass. */
function facetSelect(source: SQL): SQL {
  return sql`select category_id, brand_id, in_stock, floor(avg_rating)::int as stars, count(*)::int as products,
      min(effective_price_aed) as min_price, max(effective_price_aed) as max_price,
      grouping(category_id, brand_id, in_stock, floor(avg_rating))::int as by
    from ${source}
    group by grouping sets ((category_id), (brand_id), (in_stock), (floor(avg_rating)), ())`;
}

function readFacets(rows: FacetRow[]): FacetCounts {
  const counts: FacetCounts = { total: 0, categories: [], brands: [], inStock: 0, stars: new Map(), price: null };
  for (const row of rows) {
    const n = Number(row.products);
    if (row.by === 15) {
      counts.total = n;
      counts.price = row.min_price === null || row.max_price === null ? null : { min: Number(row.min_price), max: Number(row.max_price) };
    } else if (row.category_id !== null && row.by === 7) counts.categories.push({ id: Number(row.category_id), products: n });
    else if (row.brand_id !== null && row.by === 11) counts.brands.push({ id: Number(row.brand_id), products: n });
    else if (row.in_stock === true && row.by === 13) counts.inStock = n;
    else if (row.stars !== null && row.by === 14) counts.stars.set(Number(row.stars), n);
  }
  counts.categories.sort((a, b) => b.products - a.products || a.id - b.id);
  counts.brands.sort((a, b) => b.products - a.products || a.id - b.id);
  return counts;
}

/** Every facet of a scope's matches (unfiltered: what the query holds), on its own. */
async function facetCounts(db: Db, scope: MatchScope): Promise<FacetCounts> {
  return readFacets(await queryRows<FacetRow>(db, facetSelect(sql`${productSearch} where ${and(scope.condition, eq(productSearch.published, true))}`)));
}

/** What one pass over a scope's matches gives: its facets, and a relevance-ordered page of them with its total. */
interface OnePass {
  facets: FacetCounts;
  ids: number[];
  total: number;
}

/**
 * The facets and a page in relevance order from one read of the matches. A broad query's
 * matches are thousands of rows spread over most of product_search's pages: read once into
 * the statement's own list (a materialised CTE, only the listing's columns, not the text
 * vector), then grouped for the facets and ordered for the page, where a facet pass and a page
 * query each read them (2-3x the time on PGlite for 'refrigirator', 7,807 matches). The page's
 * filters and order are the listing's own (filterConditions, the relevance order): the CTE is
 * named as the table, so the same column references apply to it.
 */
async function onePass(db: Db, scope: MatchScope, filters: SQL[], relevance: SQL[], query: SearchResultsQuery): Promise<OnePass> {
  const columns = sql`product_id, popularity, category_id, brand_id, effective_price_aed, in_stock, avg_rating`;
  const matches = sql`matches as ${productSearch}`;
  const filtered = filters.length > 0 ? sql`${matches} where ${and(...filters)}` : matches;
  const [row] = await queryRows<{ facets: FacetRow[] | string | null; ids: number[] | null; total: number }>(
    db,
    sql`with matches as materialized (select ${columns} from ${productSearch} where ${and(scope.condition, eq(productSearch.published, true))})
        select (select json_agg(f) from (${facetSelect(sql`matches`)}) f) as facets,
          (select array_agg(product_id) from (select ${productSearch.productId} as product_id from ${filtered}
            order by ${sql.join(relevance, sql`, `)} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}) p) as ids,
          (select count(*)::int from ${filtered}) as total`,
  );
  const facets = typeof row?.facets === 'string' ? (JSON.parse(row.facets) as FacetRow[]) : (row?.facets ?? []);
  return { facets: readFacets(facets), ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}

/** Card rows of these ids, in the ids' order. */
async function cardsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function categoryLink(cache: CatalogueCache, id: number, products: number) {
  const category = cache.categoriesById.get(id);
  if (!category) return [];
  const parent = category.parentId === null ? undefined : cache.categoriesById.get(category.parentId);
  const grandparent = parent?.parentId == null ? undefined : cache.categoriesById.get(parent.parentId);
  return [{ id, name: category.name, slug: category.slug, parent_slug: parent?.slug ?? null, parent_parent_slug: grandparent?.slug ?? null, products }];
}

/** The storefront's money, rounded outwards so a range filter from it keeps every product. */
function priceIn(storefront: Storefront, aed: number, round: (value: number) => number): number {
  return round(storefront === 'us' ? aed / toAed('us', 1) : aed);
}

function facetsView(counts: FacetCounts, cache: CatalogueCache, storefront: Storefront) {
  const star = (min: number) => [...counts.stars].filter(([stars]) => stars >= min).reduce((sum, [, n]) => sum + n, 0);
  return {
    categories: counts.categories.slice(0, FACET_LIMITS.categories).flatMap((entry) => categoryLink(cache, entry.id, entry.products)),
    brands: counts.brands.slice(0, FACET_LIMITS.brands).flatMap((entry) => {
      const brand = cache.brandsById.get(entry.id);
      return brand ? [{ id: brand.id, name: brand.name, slug: brand.slug, products: entry.products }] : [];
    }),
    price: counts.price ? { min: priceIn(storefront, counts.price.min, Math.floor), max: priceIn(storefront, counts.price.max, Math.ceil), currency: storefront === 'us' ? 'USD' : 'AED' } : null,
    in_stock: counts.inStock,
    ratings: [4, 3, 2, 1].map((min) => ({ min, products: star(min) })).filter((entry) => entry.products > 0),
  };
}

/** When nothing matches: subcategories named like the query's words (by their start), else the largest; and the popular products. */
async function recovery(db: Db, cache: CatalogueCache, english: CatalogueCache, words: string[], storefront: Storefront, origin: string) {
  const stems = words.filter((word) => word.length >= 3).map((word) => word.slice(0, Math.max(3, word.length - 2)));
  const subcategories = [...english.categoriesById.values()].filter((category) => category.level === 3);
  const close = subcategories.filter((category) => tokenize(`${category.name} ${category.nameAr ?? ''}`).some((word) => stems.some((stem) => word.startsWith(stem))));
  const offered = (close.length > 0 ? close : subcategories).sort((a, b) => b.productCount - a.productCount).slice(0, 6);
  const popular = await db
    .select(cardColumns)
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(...popularFirst(products.popularity, products.id))
    .limit(RECOVERY_PRODUCTS);
  return {
    categories: offered.flatMap((category) => categoryLink(cache, category.id, category.productCount)),
    products: popular.map((row) => productCard(row, cache, storefront, origin)),
  };
}

export interface ResolvedSearch {
  /** What is searched: the scope, the ranking, and what the answer says about the words. */
  scope: MatchScope | null;
  relevance: SQL[];
  intent: CategoryIntent;
  searched: string;
  corrected: string | null;
  leftOut: string[];
}

/** The query read (query-plan.ts), then narrowed to its best partial match when no product has every word. */
export async function resolveSearch(db: Db, stats: TermStats, english: CatalogueCache, text: string, exact = false): Promise<ResolvedSearch> {
  const sku = skuPrefix(text);
  if (sku) {
    const scope = skuScope(sku);
    if (await hasMatch(db, scope)) // SKUs are the brand's code and the id: in id order, an exact SKU is the one match.
    return { scope, relevance: [asc(productSearch.productId)], intent: { meant: [], named: [] }, searched: text, corrected: null, leftOut: [] };
  }
  const plan: QueryPlan = planQuery(text, stats, { exact });
  const subcategories = new Map([...english.categoriesById].filter(([, category]) => category.level === 3));
  let groups = plan.groups;
  let scope = textScope(groups);
  if (!scope || !(await hasMatch(db, scope))) {
    const intent = categoryIntent(groups, subcategories.values());
    const partial = await partialMatch(db, groups, (group) => groupWeight(group, stats, intent, subcategories));
    groups = partial ?? [];
    scope = partial ? textScope(partial) : null;
  }
  const intent = categoryIntent(groups, subcategories.values());
  const kept = new Set(groups);
  return {
    scope,
    relevance: relevanceOrder(intent),
    intent,
    searched: shownText(groups),
    // The corrected words searched: those kept, or when nothing matched at all, every word as corrected.
    corrected: groups.some((group) => group.kind === 'corrected') ? shownText(groups) : groups.length === 0 && plan.corrected ? shownText(plan.groups) : null,
    leftOut: plan.groups.filter((group) => !kept.has(group)).flatMap((group) => group.typed),
  };
}

/** The first `limit` matches of a resolved search, best first (the dropdown's fallback). */
export async function topMatches(db: Db, resolved: ResolvedSearch, limit: number): Promise<number[]> {
  if (!resolved.scope) return [];
  const rows = await db
    .select({ id: productSearch.productId })
    .from(productSearch)
    .where(and(resolved.scope.condition, eq(productSearch.published, true)))
    .orderBy(...resolved.relevance)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function searchResults(db: Db, locale: Locale, origin: string, query: SearchResultsQuery) {
  const [cache, english, stats] = await Promise.all([catalogueCache(db, locale), catalogueCache(db), termStats(db)]);
  const storefront = query.storefront as Storefront;
  const resolved = await resolveSearch(db, stats, english, query.query, query.exact ?? false);
  const head = { query: query.query, searched: resolved.searched, corrected: resolved.corrected, left_out: resolved.leftOut };
  if (!resolved.scope) {
    return {
      ...head,
      data: [],
      meta: { total: 0, page: query.page, per_page: query.per_page, last_page: 1, sort: query.sort },
      facets: { categories: [], brands: [], price: null, in_stock: 0, ratings: [] },
      recovery: await recovery(db, cache, english, tokenize(query.query), storefront, origin),
    };
  }
  const extra: SQL[] = [];
  if (query.category && query.category.length > 0) extra.push(inArray(productSearch.categoryId, query.category));
  if (query.rating !== undefined) extra.push(gte(productSearch.avgRating, query.rating));
  const scope = resolved.scope;
  // A scope's facets not yet counted (its first asking): in the relevance order, the facets and
  // the page come from one read of the matches (onePass). A facet refresh later (ttl-cache.ts)
  // counts the facets alone; counted facets leave the page to the listing's own query.
  let pass: Promise<OnePass> | undefined;
  let asking = true;
  const facets = memo(facetCache, db).get(scope.key, () => {
    if (!asking || query.sort !== 'relevance') return facetCounts(db, scope);
    pass = onePass(db, scope, [...filterConditions(SEARCH_COLUMNS, query), ...extra], resolved.relevance, query);
    return pass.then((done) => done.facets);
  });
  asking = false;
  const listing = pass
    ? pass.then(async (done) => ({
        data: (await cardsInOrder(db, done.ids)).map((row) => productCard(row, cache, storefront, origin)),
        meta: { total: done.total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(done.total / query.per_page)), sort: query.sort },
      }))
    : // The facets' pass counts the unfiltered total too: an unfiltered page asks no second count.
      listProducts(db, cache, origin, [scope.condition], query, scope.key, {
        columns: SEARCH_COLUMNS,
        relevance: resolved.relevance,
        extra: { conditions: extra, key: [query.category ?? null, query.rating ?? null] },
        unfilteredTotal: facets.then((all) => all.total),
      });
  const [page, counts] = await Promise.all([listing, facets]);
  return { ...head, ...page, facets: facetsView(counts, cache, storefront), recovery: null };
}
