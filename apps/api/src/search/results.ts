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
import type { Locale } from '@horeca/core/locale';
import { queryRows, type Db } from '../db/client';
import { products, productSearch } from '../db/schema/catalogue';
import { catalogueCache, type CatalogueCache, type CategoryRecord } from '../catalogue/catalogue-cache';
import { filterConditions, listingQuery, listProducts, memo, SEARCH_COLUMNS, toAed, type ListingQuery } from '../catalogue/listing';
import { cardColumns, productCard, type Storefront } from '../catalogue/product-view';
import { facetCounts, onePass, type FacetCounts, type MatchScope, type OnePass } from './first-pass';
import { onCatalogueChange } from '../cache/catalogue-changes';
import type { TtlCache } from '../catalogue/ttl-cache';
import { skuPrefix } from './sku';
import { categoryIntent, groupsTsQuery, groupWeight, planQuery, shownText, type CategoryIntent, type QueryGroup, type QueryPlan } from './query-plan';
import { popularFirst } from './ranked';
import { termStats, type TermStats } from './term-stats';
import { tokenize } from './tokenize';
import { said } from '../words/message-keys';

const idList = (label: string) =>
  array()
    .transform((_value: unknown, original: unknown) =>
      original === undefined || original === '' ? undefined : String(original).split(',').map((part) => Number(part.trim())),
    )
    .of(number().integer(said('api.namedFieldIds', { name: label })).positive(said('api.namedFieldIds', { name: label })).required())
    .max(50);

/** The listing's query (brand, price, in stock, sort, page, per_page, storefront) and search's own. */
export const searchResultsQuery = listingQuery.shape({
  query: string().trim().required(said('api.queryRequired')).min(1, said('api.queryRequired')).max(200, said('api.queryTooLong')),
  category: idList('category'),
  rating: number().typeError(said('api.namedFieldNumber', { name: 'rating' })).integer('rating must be a whole number of stars.').min(1).max(5),
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

const facetCache = new WeakMap<Db, TtlCache<FacetCounts>>();
onCatalogueChange((db) => facetCache.get(db)?.invalidate());

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

/** Whether a candidate reading of the query finds any product (by default one check; the results page asks its first pass). */
export type MatchCheck = (candidate: ResolvedSearch & { scope: MatchScope }) => Promise<boolean>;

/** What the answer says and ranks by, when `groups` (of `plan`) are searched. */
function searchedAs(plan: QueryPlan, groups: QueryGroup[], subcategories: Map<number, CategoryRecord>): ResolvedSearch {
  const intent = categoryIntent(groups, subcategories.values());
  const kept = new Set(groups);
  return {
    scope: textScope(groups),
    relevance: relevanceOrder(intent),
    intent,
    searched: shownText(groups),
    // The corrected words searched: those kept, or when nothing matched at all, every word as corrected.
    corrected: groups.some((group) => group.kind === 'corrected') ? shownText(groups) : groups.length === 0 && plan.corrected ? shownText(plan.groups) : null,
    leftOut: plan.groups.filter((group) => !kept.has(group)).flatMap((group) => group.typed),
  };
}

/**
 * The query read (query-plan.ts), then narrowed to its best partial match when no product has
 * every word. `matches` tells whether a reading finds products: the results page passes its
 * first read of the matches (the facets and the page), so the reading that answers is read once.
 */
export async function resolveSearch(db: Db, stats: TermStats, english: CatalogueCache, text: string, exact = false, matches: MatchCheck = (candidate) => hasMatch(db, candidate.scope)): Promise<ResolvedSearch> {
  const sku = skuPrefix(text);
  if (sku) {
    // SKUs are the brand's code and the id: in id order, an exact SKU is the one match.
    const bySku = { scope: skuScope(sku), relevance: [asc(productSearch.productId)], intent: { meant: [], named: [] }, searched: text, corrected: null, leftOut: [] };
    if (await matches(bySku)) return bySku;
  }
  const plan: QueryPlan = planQuery(text, stats, { exact });
  const subcategories = new Map([...english.categoriesById].filter(([, category]) => category.level === 3));
  const whole = searchedAs(plan, plan.groups, subcategories);
  if (whole.scope && (await matches({ ...whole, scope: whole.scope }))) return whole;
  const partial = await partialMatch(db, plan.groups, (group) => groupWeight(group, stats, whole.intent, subcategories));
  return searchedAs(plan, partial ?? [], subcategories);
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
  const extra: SQL[] = [];
  if (query.category && query.category.length > 0) extra.push(inArray(productSearch.categoryId, query.category));
  if (query.rating !== undefined) extra.push(gte(productSearch.avgRating, query.rating));
  // Each reading of the query asked: its facets, and on a scope's first asking in the relevance
  // order the page too, from one statement (first-pass.ts). A facet refresh later (ttl-cache.ts)
  // counts the facets alone; counted facets leave the page to the listing's own query.
  const asked = new Map<string, { facets: Promise<FacetCounts>; pass?: Promise<OnePass> }>();
  const ask = (candidate: ResolvedSearch & { scope: MatchScope }) => {
    const { scope } = candidate;
    const entry: { facets?: Promise<FacetCounts>; pass?: Promise<OnePass> } = {};
    let asking = true;
    entry.facets = memo(facetCache, db).get(scope.key, () => {
      if (!asking || query.sort !== 'relevance') return facetCounts(db, scope);
      entry.pass = onePass(db, scope, [...filterConditions(SEARCH_COLUMNS, query), ...extra], candidate.relevance, query);
      return entry.pass.then((done) => done.facets);
    });
    asking = false;
    const done = { facets: entry.facets, pass: entry.pass };
    asked.set(scope.key, done);
    return done;
  };
  // The first pass says whether a reading matches (its facets' total), where a check of its own was a statement more.
  // Counted facets of none are asked again: the count may be from before the catalogue changed.
  const matches: MatchCheck = async (candidate) => {
    const { facets, pass } = ask(candidate);
    return (await facets).total > 0 || (!pass && (await hasMatch(db, candidate.scope)));
  };
  const resolved = await resolveSearch(db, stats, english, query.query, query.exact ?? false, matches);
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
  const scope = resolved.scope;
  const { facets, pass } = asked.get(scope.key) ?? ask({ ...resolved, scope });
  const listing = pass
    ? pass.then((done) => ({
        data: done.cards.map((row) => productCard(row, cache, storefront, origin)),
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
