/**
 * The results page's reads of a query's matches (search/results.ts): the facets with counts,
 * and on a query's first asking the facets, the total and the page's cards in one statement.
 *
 * Why one statement: on PGlite every statement costs its own parse, plan and trip through the
 * WASM boundary, whatever it reads, and the page's cards were a statement of their own after
 * the matches' pass (docs/notes/search-speed.md). The cards come back as one JSON array per row,
 * decoded with the columns' own mapping as drizzle's select would decode them.
 */
import { and, eq, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgTimestampString } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { products, productSearch } from '../db/schema/catalogue';
import { cardColumns, type CardRecord } from '../catalogue/product-view';

/** A scope of matches on product_search, and its key for memoised totals and facets. */
export interface MatchScope {
  condition: SQL;
  key: string;
}

export interface FacetCounts {
  total: number;
  categories: { id: number; products: number }[];
  brands: { id: number; products: number }[];
  inStock: number;
  /** Products at each whole star (floor of the average). */
  stars: Map<number, number>;
  price: { min: number; max: number } | null;
}

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

const matchesOf = (scope: MatchScope) => and(scope.condition, eq(productSearch.published, true));

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

/** JSON as the driver hands it: parsed on PGlite and node-postgres, text if a driver does not. */
const parsed = <T>(value: T | string | null | undefined): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null));

/** Every facet of a scope's matches (unfiltered: what the query holds), on its own. */
export async function facetCounts(db: Db, scope: MatchScope): Promise<FacetCounts> {
  return readFacets(await queryRows<FacetRow>(db, facetSelect(sql`${productSearch} where ${matchesOf(scope)}`)));
}

/** The card's columns in a fixed order; a timestamp as its text, as the driver reads it for drizzle (string mode). */
const CARD_FIELDS = Object.entries(cardColumns);
const productColumnNames = new Set(Object.values(getTableColumns(products)).map((column) => column.name));
const cardArray = sql`json_build_array(${sql.join(
  CARD_FIELDS.map(([, column]) => {
    if (!productColumnNames.has(column.name)) throw new Error(`card column ${column.name} is not a products column`);
    return is(column, PgTimestampString) ? sql`${products}.${sql.identifier(column.name)}::text` : sql`${products}.${sql.identifier(column.name)}`;
  }),
  sql`, `,
)})`;

function cardFrom(values: unknown[]): CardRecord {
  const record: Record<string, unknown> = {};
  CARD_FIELDS.forEach(([key, column], at) => {
    const value = values[at];
    record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  });
  return record as CardRecord;
}

/** What one pass over a scope's matches gives: its facets, and a relevance-ordered page of them as cards, with its total. */
export interface OnePass {
  facets: FacetCounts;
  cards: CardRecord[];
  total: number;
}

/**
 * The facets and a page in relevance order from one read of the matches. A broad query's
 * matches are thousands of rows spread over most of product_search's pages: read once into
 * the statement's own list (a materialised CTE, only the listing's columns, not the text
 * vector), then grouped for the facets and ordered for the page, where a facet pass and a page
 * query each read them (2-3x the time on PGlite for 'refrigirator', 7,807 matches). The page's
 * filters and order are the listing's own (filterConditions, the relevance order): the CTE is
 * named as the table, so the same column references apply to it. The page's products are read
 * by primary key in the same statement, kept in the page's order by the ordinality of its ids.
 */
export async function onePass(db: Db, scope: MatchScope, filters: SQL[], relevance: SQL[], page: { page: number; per_page: number }): Promise<OnePass> {
  const columns = sql`product_id, popularity, category_id, brand_id, effective_price_aed, in_stock, avg_rating`;
  const matches = sql`matches as ${productSearch}`;
  const filtered = filters.length > 0 ? sql`${matches} where ${and(...filters)}` : matches;
  const pageIds = sql`select array_agg(product_id) from (select ${productSearch.productId} as product_id from ${filtered}
    order by ${sql.join(relevance, sql`, `)} limit ${page.per_page} offset ${(page.page - 1) * page.per_page}) p`;
  const [row] = await queryRows<{ facets: FacetRow[] | string | null; cards: unknown[][] | string | null; total: number | null }>(
    db,
    sql`with matches as materialized (select ${columns} from ${productSearch} where ${matchesOf(scope)})
        select (select json_agg(f) from (${facetSelect(sql`matches`)}) f) as facets,
          (select json_agg(${cardArray} order by shown.at) from unnest((${pageIds})) with ordinality as shown(id, at)
            join ${products} on ${products.id} = shown.id) as cards,
          ${filters.length > 0 ? sql`(select count(*)::int from ${filtered})` : sql`null::int`} as total`,
  );
  const facets = readFacets(parsed(row?.facets) ?? []);
  // Unfiltered, the page's total is the facets' own.
  return { facets, cards: (parsed(row?.cards) ?? []).map(cardFrom), total: row?.total == null ? facets.total : Number(row.total) };
}
