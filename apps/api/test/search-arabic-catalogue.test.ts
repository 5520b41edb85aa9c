// Searching the seeded catalogue in Arabic (issue 23): the products' Arabic names are indexed
// beside the English ones, so Arabic queries in any common spelling, as typed, with
// Arabic-Indic digits or next to a Latin brand or SKU find the same products (PGlite, and
// PostgreSQL under scripts/with-postgres.sh).
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../src/db/schema/catalogue';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const search = async (query: string, lang = 'ar') => {
  const res = await api.get<{ products: { id: number; name: string }[]; categories: { slug: string }[] }>(`/api/frontend/search?query=${encodeURIComponent(query)}&lang=${lang}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const ids = async (query: string) => (await search(query)).products.map((p) => p.id);
const toArabicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** The most popular published product whose Arabic name starts with `start`. */
async function productNamed(start: string) {
  const [row] = await api.db
    .select({ id: products.id, nameAr: products.nameAr, sku: products.sku, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(like(products.nameAr, `${start}%`), eq(products.status, 'published')))
    .orderBy(desc(products.popularity), products.id)
    .limit(1);
  expect(row, start).toBeDefined();
  return row!;
}

describe('Arabic search over the seeded catalogue', () => {
  it('finds the same products for every spelling of an Arabic query', async () => {
    const spellings = [
      ['ثلاجة عرض', 'ثلاجه عرض', 'ثَلّاجَة عرض', 'ثلاجـــة عرض'],
      ['أفران كومبي', 'افران كومبي', 'إفران كومبي'],
      ['فرن كومبي', 'فرن كومبى'],
      ['مكنسة كهربائية', 'مكنسه كهربائيه', 'مكنسة كهربايية'],
    ];
    for (const [first, ...rest] of spellings) {
      const expected = await ids(first!);
      expect(expected.length, first).toBeGreaterThan(0);
      for (const variant of rest) expect(await ids(variant), variant).toEqual(expected);
    }
  });

  it('suggests as the shopper types, letter by letter (ث، ثل، ثلا -> ثلاجة)', async () => {
    for (const prefix of ['ث', 'ثل', 'ثلا', 'ثلاج', 'ثلاجة', 'ثلاجة ع', 'ثلاجه عر']) {
      const answer = await search(prefix);
      expect(answer.products.length, prefix).toBeGreaterThan(0);
      expect(answer.products.some((p) => p.name.startsWith('ثلاج')), prefix).toBe(true);
    }
    expect((await search('ثلا')).categories.length).toBeGreaterThan(0);
  });

  it('reads Arabic-Indic digits in sizes as 0-9', async () => {
    const fryer = await productNamed('قلاية عميقة');
    const size = /(\d+) رطل/.exec(fryer.nameAr!)![1]!;
    const latin = await ids(`قلاية ${size} رطل`);
    expect(latin).toContain(fryer.id);
    expect(await ids(`قلاية ${toArabicDigits(size)} رطل`)).toEqual(latin);
  });

  it('mixes Arabic words with the brand in Latin, and finds a SKU typed in Arabic-Indic digits', async () => {
    const oven = await productNamed('فرن كومبي');
    expect(await ids(`فرن كومبي ${oven.brand}`)).toContain(oven.id);
    expect(await ids(`${oven.brand.toLowerCase()} افران`)).toEqual(await ids(`${oven.brand} أفران`));
    expect(await ids(toArabicDigits(oven.sku))).toContain(oven.id);
    expect((await search(oven.sku, 'ar')).products[0]?.name).toBe(oven.nameAr);
  });

  it('finds English and Arabic queries in either language of the answer', async () => {
    const english = await api.get<{ products: { id: number }[] }>(`/api/frontend/search?query=${encodeURIComponent('ثلاجة')}`);
    expect(english.body.products.map((p) => p.id)).toEqual(await ids('ثلاجة'));
    const [count] = await api.db.select({ n: sql<number>`count(*)::int` }).from(products).where(like(products.nameAr, 'ثلاجة%'));
    expect(count!.n).toBeGreaterThan(0);
  });
});
