// A product page's database read in one statement (issue 31, docs/notes/page-speed.md "After
// (fewer reads)"): the product's row with its latest reviews, the discount tiers it may take
// and its size family's candidates beside it. Four statements before; on PGlite (a process's
// own database, on the thread pages render on) each statement costs ~1-3 ms of parsing,
// planning and protocol however little it reads, so one statement is most of the saving.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { ProductDetail } from '@horeca/core/answers';
import type { Db } from '../db/client';
import { discountTiers, firstSpecValue, productReviews, products } from '../db/schema/catalogue';
import type { TierRow } from './commerce-products';
import { SIZE_FAMILY_SPECS, SIZE_SPEC, type ProductRecord, type SizeSibling } from './product-view';

/** Everything a product's answer reads of its row: not the search text, nor the imported pictures' files (the picture routes read those). */
const { searchText: _searchText, pictures: _pictures, ...detailColumns } = getTableColumns(products);
export type ProductDetailRecord = Omit<ProductRecord, 'searchText' | 'pictures'>;

/** A review as the product's answer shows it (core's answer): `created_at` as the driver gives a timestamp column, its text. */
export type ReviewRow = ProductDetail['reviews'][number];

export type SizeCandidate = SizeSibling & { specificationsAr: ProductRecord['specificationsAr'] };

export interface ProductWithDetail {
  product: ProductDetailRecord;
  /** The 20 latest, newest first. */
  reviews: ReviewRow[];
  /** The product's own and its three categories' tiers, smallest quantity first (tiersOf picks). */
  tiers: TierRow[];
  /** Products of its subcategory and brand holding its size family's entries (sizeOptions decides). */
  siblings: SizeCandidate[];
}

// The outer row is named by the table's name in the text: drizzle writes a column of a
// one-table select unqualified, which inside these subqueries would name their own tables'.
const reviews = sql<ReviewRow[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'author', r.author, 'rating', r.rating, 'title', r.title, 'body', r.body, 'created_at', r.created_text)), '[]'::json)
  from (
    select id, author, rating, title, body, created_at::text as created_text from ${productReviews}
    where ${productReviews}.product_id = products.id order by ${productReviews}.created_at desc limit 20
  ) r)`;

const tiers = sql<TierRow[]>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'productId', t.product_id, 'categoryId', t.category_id, 'minQuantity', t.min_quantity, 'discountPercent', t.discount_percent) order by t.min_quantity, t.id), '[]'::json)
  from ${discountTiers} t
  where t.product_id = products.id or t.category_id in (products.category_id, products.parent_category_id, products.department_id))`;

/**
 * What every product of the size family has among its specifications (sizeOptions' family):
 * the size by name, the type and configuration by name and value where the product names them
 * (the first entry of each name, as sizeOptions reads them); null, so no candidates, when the
 * product has no size. Narrowed in the database (jsonb containment: 13 rows for a product
 * whose subcategory and brand hold 119, with both languages' specifications), and in the same
 * statement as the product, so worked out from its row here.
 */
const familyNames = [SIZE_SPEC, ...SIZE_FAMILY_SPECS];
const sizeFamily = sql`(
  select case when bool_or(spec.name = ${SIZE_SPEC}) then
    jsonb_build_array(jsonb_build_object('name', ${SIZE_SPEC}::text)) || coalesce(jsonb_agg(jsonb_build_object('name', spec.name, 'value', spec.value)) filter (where spec.name <> ${SIZE_SPEC}), '[]'::jsonb)
  end
  from (
    select distinct on (entry->>'name') entry->>'name' as name, nullif(entry->'value', 'null'::jsonb) as value
    from jsonb_array_elements(products.specifications) with ordinality as entries(entry, place)
    where entry->>'name' in (${sql.join(familyNames.map((name) => sql`${name}::text`), sql`, `)})
    order by entry->>'name', place
  ) spec
  where spec.value is not null)`;

/**
 * The candidate's first `name` is the product's (both JSON null when it has none), as
 * sizeOptions compares them: with the subcategory and brand, products_size_family_idx, so only
 * the family's rows are read (13 for product 1, not the 119 of its subcategory and brand).
 */
const sameFirstValue = (name: 'Type' | 'Configuration') => sql`${firstSpecValue(sql.raw('s.specifications'), name)} = ${firstSpecValue(sql.raw('products.specifications'), name)}`;

const siblings = sql<SizeCandidate[]>`(
  select coalesce(json_agg(json_build_object('id', s.id, 'slug', s.slug, 'specifications', s.specifications, 'specificationsAr', s.specifications_ar)), '[]'::json)
  from ${products} s
  where s.category_id = products.category_id and s.brand_id = products.brand_id
    and ${sameFirstValue('Type')} and ${sameFirstValue('Configuration')}
    and s.status = 'published' and s.specifications @> ${sizeFamily})`;

/**
 * The read's two forms, by slug and by id, each built once per database: drizzle writes a
 * select of ~40 columns and three subqueries anew on every call otherwise (~0.7 ms a read).
 * On PostgreSQL the name makes it a prepared statement of each connection (parsed once).
 */
function prepareReads(db: Db) {
  const select = () => db.select({ ...detailColumns, reviews, tiers, siblings }).from(products);
  return {
    slug: select().where(eq(products.slug, sql.placeholder('key'))).limit(1).prepare('product_with_detail_by_slug'),
    id: select().where(eq(products.id, sql.placeholder('key'))).limit(1).prepare('product_with_detail_by_id'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareReads>>();

/** The product of that slug or id (published or not: the caller decides) with what its page shows beside it; undefined when there is none. */
export async function readProductWithDetail(db: Db, by: { slug: string } | { id: number }): Promise<ProductWithDetail | undefined> {
  let reads = prepared.get(db);
  if (!reads) prepared.set(db, (reads = prepareReads(db)));
  const rows = await ('slug' in by ? reads.slug.execute({ key: by.slug }) : reads.id.execute({ key: by.id }));
  const row = rows[0];
  if (!row) return undefined;
  const { reviews: reviewRows, tiers: tierRows, siblings: siblingRows, ...product } = row;
  return { product, reviews: reviewRows, tiers: tierRows, siblings: siblingRows };
}
