// The catalogue in Arabic beside English (issue 23): what the seed writes, and the start's
// refresh that gives a database seeded before migration 0012 the same Arabic (PGlite, and
// PostgreSQL under scripts/with-postgres.sh).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { appMeta, categories, products, searchTerms } from '../src/db/schema/catalogue';
import { ARABIC_REFRESH_KEY, refreshArabic } from '../src/seed/refresh-arabic';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  // The suite's usual seeded database: the refresh below regenerates every one of its products.
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ARABIC = /[\u0621-\u064a]/;
const CONTENT_TABLES = ['sliders', 'sales', 'blog_categories', 'blog_posts', 'seo_pages', 'pages'];
const contentSnapshot = async () =>
  Promise.all(CONTENT_TABLES.map((table) => queryRows<{ ar: unknown }>(api.db, sql`select ar from ${sql.identifier(table)} order by 1`)));
const arabicSnapshot = () =>
  queryRows<Record<string, unknown>>(api.db, sql`select id, name_ar, description_ar, specifications_ar, benefits_ar, faq_ar, search_text from products order by id`);

describe('the seeded catalogue in Arabic', () => {
  it('writes Arabic beside English for every category, brand and product', async () => {
    const [counts] = await queryRows<Record<string, number>>(api.db, sql`
      select
        (select count(*)::int from categories where name_ar is null or description_ar is null) as categories_without,
        (select count(*)::int from brands where description_ar is null) as brands_without,
        (select count(*)::int from products where name_ar is null or description_ar is null or specifications_ar is null or benefits_ar is null or faq_ar is null) as products_without,
        (select count(*)::int from products) as products`);
    expect(counts).toEqual({ categories_without: 0, brands_without: 0, products_without: 0, products: api.config.seedProducts });
    const [fryer] = await api.db.select().from(products).where(sql`${products.name} like '%Deep Fryer%'`).limit(1);
    expect(fryer!.nameAr).toMatch(/^قلاية عميقة /);
    // The brand stays as the brand writes it, in Latin, and the SKU is unchanged.
    expect(fryer!.nameAr).toContain(fryer!.name.split(' ')[0]!);
    expect(fryer!.specificationsAr!.map((entry) => entry.name)).toContain('بلد المنشأ');
    expect(fryer!.specificationsAr!.find((entry) => entry.name === 'رقم الموديل')?.value).toBe(fryer!.specifications.find((entry) => entry.name === 'Model Number')?.value);
    expect(fryer!.faqAr!.every((entry) => ARABIC.test(entry.question) && ARABIC.test(entry.answer))).toBe(true);
    // Search matches the Arabic name (folded: ة -> ه) as well as the English one.
    expect(fryer!.searchText).toContain('قلايه عميقه');
    expect(fryer!.searchText).toContain(fryer!.name);
    const [department] = await api.db.select().from(categories).where(eq(categories.slug, 'refrigeration'));
    expect(department!.nameAr).toBe('معدات التبريد');
    for (const rows of await contentSnapshot()) expect(rows.length > 0 && rows.every((row) => row.ar !== null)).toBe(true);
  });

  it('leaves nothing for the start to do on a freshly seeded database', async () => {
    expect(await refreshArabic(api.db)).toBe(false);
  });

  it('gives a database seeded before the Arabic the same Arabic and Arabic search words, once, and leaves renamed products alone', async () => {
    const seeded = await arabicSnapshot();
    const seededContent = await contentSnapshot();
    for (const table of CONTENT_TABLES) await api.db.execute(sql`update ${sql.identifier(table)} set ar = null`);
    const [renamed] = await api.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    // As a database migrated to 0012 finds itself: empty Arabic columns, English search text and words.
    await api.db.execute(sql`update categories set name_ar = null, description_ar = null`);
    await api.db.execute(sql`update brands set description_ar = null`);
    await api.db.execute(sql`update products set name_ar = null, description_ar = null, specifications_ar = null, benefits_ar = null, faq_ar = null, search_text = regexp_replace(search_text, '[\u0600-\u06ff].*$', '')`);
    await api.db.execute(sql`delete from search_terms where term ~ '[\u0600-\u06ff]'`);
    await api.db.delete(appMeta).where(eq(appMeta.key, ARABIC_REFRESH_KEY));
    await api.db.update(products).set({ name: 'Renamed By The Shop' }).where(eq(products.id, renamed!.id));
    expect(await api.db.select().from(searchTerms).where(eq(searchTerms.term, 'قلايه'))).toEqual([]);

    expect(await refreshArabic(api.db)).toBe(true);
    const refreshed = await arabicSnapshot();
    expect(refreshed.slice(1)).toEqual(seeded.slice(1));
    expect(refreshed[0]).toMatchObject({ id: renamed!.id, name_ar: null });
    expect(await contentSnapshot()).toEqual(seededContent);
    expect((await api.db.select().from(searchTerms).where(eq(searchTerms.term, 'قلايه')))[0]?.frequency).toBeGreaterThan(0);
    const [none] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from categories where name_ar is null`);
    expect(none!.n).toBe(0);
    expect(await refreshArabic(api.db)).toBe(false);
  });
});
