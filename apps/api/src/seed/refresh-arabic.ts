// The catalogue's Arabic (issue 23) for a database seeded before it existed (migration 0012
// added empty _ar columns) or before the glossary last changed: once per glossary version
// (refresh-content.ts, under its advisory lock; prepare.ts runs it under the start-up lock).
// The seed is deterministic, so generating the catalogue again from the same random stream
// gives every product the Arabic the seed would write today. A product or category renamed
// since the seed keeps no Arabic (its English name no longer matches): it shows English.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, categories, brands, products } from '../db/schema/catalogue';
import { ATTRIBUTES_AR } from './arabic/attribute-terms';
import { BENEFITS_AR, COUNTRIES_AR, DESCRIPTIONS_AR, PRODUCT_FAQ_AR, SPEC_LABELS_AR, WARRANTIES_AR } from './arabic/copy-terms';
import { CATEGORIES_AR, DEPARTMENTS_AR, NOUNS_AR } from './arabic/tree-terms';
import { COUNTED_AR, UNITS_AR } from './arabic/units';
import { BULK_BATCH_ROWS } from './bulk-statements';
import { pageAr } from './arabic/content';
import * as CONTENT_AR from './arabic/content-terms';
import { buildCatalogueTree, type CatalogueTree } from './catalogue-tree';
import { blogRows, saleRows, seoPageRows, sliderRows } from './content';
import { PAGES } from './tables/pages';
import { generateProduct } from './products';
import { CATALOGUE_SEED, Random } from './random';
import { contentFingerprint, refreshContent } from './refresh-content';
import { rebuildSearchIndex } from './search-index';

export const ARABIC_REFRESH_KEY = 'catalogue-arabic';

/** Changes whenever any Arabic the seed writes would change. */
export function arabicFingerprint(): string {
  return contentFingerprint([{ ...CONTENT_AR }, ATTRIBUTES_AR, BENEFITS_AR, COUNTRIES_AR, DESCRIPTIONS_AR, PRODUCT_FAQ_AR, SPEC_LABELS_AR, WARRANTIES_AR, CATEGORIES_AR, DEPARTMENTS_AR, NOUNS_AR, COUNTED_AR, UNITS_AR]);
}

type Columns = Record<string, 'integer' | 'text' | 'jsonb'>;
const BY_ID_AND_NAME: Columns = { id: 'integer', name: 'text' };

/**
 * The `set` columns of `records` written onto the rows of `table` that still hold the `match`
 * columns' values (the id and the English text the seed wrote: a row edited since keeps its own).
 */
async function updateMatching(db: Db, table: string, records: Record<string, unknown>[], match: Columns, set: Columns): Promise<void> {
  const assignments = sql.join(Object.keys(set).map((column) => sql`${sql.identifier(column)} = x.${sql.identifier(column)}`), sql`, `);
  const conditions = sql.join(Object.keys(match).map((column) => sql`t.${sql.identifier(column)} = x.${sql.identifier(column)}`), sql` and `);
  const definitions = sql.join(Object.entries({ ...match, ...set }).map(([column, type]) => sql`${sql.identifier(column)} ${sql.raw(type)}`), sql`, `);
  for (let start = 0; start < records.length; start += BULK_BATCH_ROWS) {
    const batch = JSON.stringify(records.slice(start, start + BULK_BATCH_ROWS));
    await db.execute(sql`
      update ${sql.identifier(table)} t set ${assignments}
      from jsonb_to_recordset(${batch}::jsonb) as x(${definitions})
      where ${conditions}`);
  }
}

/** The content rows' Arabic (content.ts, tables/pages.ts), matched on their English. */
async function refreshContentArabic(db: Db, tree: CatalogueTree): Promise<void> {
  const ar = { ar: 'jsonb' } as const;
  await updateMatching(db, 'sliders', sliderRows(tree).map((row) => ({ slider_id: row.sliderId, position: row.position, title: row.title, ar: row.ar })), { slider_id: 'integer', position: 'integer', title: 'text' }, ar);
  await updateMatching(db, 'sales', saleRows(tree), BY_ID_AND_NAME, ar);
  // The authors are drawn at random; the titles and their Arabic are not.
  const blog = blogRows(tree, new Random(CATALOGUE_SEED));
  await updateMatching(db, 'blog_categories', blog.blogCategories, BY_ID_AND_NAME, ar);
  await updateMatching(db, 'blog_posts', blog.posts, { id: 'integer', title: 'text' }, ar);
  await updateMatching(db, 'seo_pages', seoPageRows(tree), { id: 'integer', title: 'text' }, ar);
  await updateMatching(db, 'pages', PAGES.map((page) => ({ ...page, ar: pageAr(page.slug) })), { slug: 'text', title: 'text' }, ar);
}

/** Writes the Arabic of the seeded catalogue when it is not the current one; answers whether it did. */
export async function refreshArabic(db: Db): Promise<boolean> {
  const [marker] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'seed')).limit(1);
  const productCount = (marker?.value as { products?: number } | undefined)?.products;
  if (!productCount) return false;
  return refreshContent(db, ARABIC_REFRESH_KEY, arabicFingerprint(), async (transaction) => {
    const tx = transaction as unknown as Db;
    const random = new Random(CATALOGUE_SEED);
    const tree = buildCatalogueTree(random);
    await updateMatching(tx, getTableName(categories), tree.categories.map(({ id, name, nameAr, descriptionAr }) => ({ id, name, name_ar: nameAr, description_ar: descriptionAr })), BY_ID_AND_NAME, { name_ar: 'text', description_ar: 'text' });
    await updateMatching(tx, getTableName(brands), tree.brands.map(({ id, name, descriptionAr }) => ({ id, name, description_ar: descriptionAr })), BY_ID_AND_NAME, { description_ar: 'text' });
    await refreshContentArabic(tx, tree);
    const brandsById = new Map(tree.brands.map((b) => [b.id, b]));
    for (let start = 1; start <= productCount; start += BULK_BATCH_ROWS) {
      const batch: Record<string, unknown>[] = [];
      for (let id = start; id < start + BULK_BATCH_ROWS && id <= productCount; id++) {
        const p = generateProduct(random, tree, id, brandsById);
        batch.push({ id, name: p.name, name_ar: p.nameAr, description_ar: p.descriptionAr, specifications_ar: p.specificationsAr, benefits_ar: p.benefitsAr, faq_ar: p.faqAr, search_text: p.searchText });
      }
      await updateMatching(tx, getTableName(products), batch, BY_ID_AND_NAME, { name_ar: 'text', description_ar: 'text', specifications_ar: 'jsonb', benefits_ar: 'jsonb', faq_ar: 'jsonb', search_text: 'text' });
    }
    await rebuildSearchIndex(tx);
  });
}
