// Arabic search through the API on the real database (PGlite, and PostgreSQL under
// scripts/with-postgres.sh): a product named in Arabic is found by every common spelling of
// its words, by prefixes as they are typed, by Arabic-Indic digits and next to Latin words.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/catalogue';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let product: { id: number; sku: string; brand: string };
beforeAll(async () => {
  api = await startTestApi();
  const [top] = await api.db.select({ id: products.id, sku: products.sku }).from(products).orderBy(desc(products.popularity), products.id).limit(1);
  const brand = (await api.get<{ products: { id: number }[]; brands: { name: string }[] }>(`/api/frontend/search?query=${encodeURIComponent(top!.sku)}`)).body.brands[0]!.name;
  product = { ...top!, brand };
  // Written as a catalogue would: hamza on the alef, ta marbuta, a shadda, Arabic-Indic digits.
  const name = 'ثلّاجة أبواب زجاجية ستانلس ستيل ٢ باب مؤسسة';
  expect((await api.post('/api/test/content/hostile', { product_id: top!.id, name, html: '<p>نص</p>' })).status).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

const ids = async (query: string) => {
  const res = await api.get<{ products: { id: number }[] }>(`/api/frontend/search?query=${encodeURIComponent(query)}`);
  expect(res.status, res.text).toBe(200);
  return res.body.products.map((p) => p.id);
};

describe('Arabic search', () => {
  it('finds the product by each spelling of its words (alef, ta marbuta, alef maqsura, hamza, diacritics, tatweel)', async () => {
    for (const query of ['ثلاجة', 'ثلاجه', 'ثَلّاجَة', 'ثلاجـــة', 'أبواب', 'ابواب', 'إبواب', 'آبواب', 'مؤسسة', 'موسسه', 'زجاجيه']) {
      expect(await ids(query), query).toContain(product.id);
    }
  });

  it('finds it while the shopper types, one letter at a time, in any spelling', async () => {
    for (const query of ['ث', 'ثل', 'ثلا', 'ثلاج', 'ثلاجة أ', 'ثلاجه ابو', 'ثلاجة أبواب ز']) {
      expect(await ids(query), query).toContain(product.id);
    }
    // Several words with the same answer however they are spelled.
    expect(await ids('ثلاجه ابواب زجاجيه')).toEqual(await ids('ثلّاجة أبواب زجاجية'));
  });

  it('reads Arabic-Indic and Persian digits as 0-9, in sizes and in SKUs', async () => {
    expect(await ids('ثلاجة ٢ باب')).toContain(product.id);
    expect(await ids('ثلاجة ۲ باب')).toContain(product.id);
    expect(await ids('ثلاجة 2 باب')).toContain(product.id);
    const arabicDigits = product.sku.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect(await ids(arabicDigits)).toContain(product.id);
  });

  it('mixes Arabic words with the brand name and the SKU in Latin', async () => {
    expect(await ids(`ثلاجة ${product.brand}`)).toContain(product.id);
    expect(await ids(`${product.brand} ستانلس`)).toContain(product.id);
    expect(await ids(`${product.brand.toLowerCase()} ثلاجه ابواب`)).toEqual([product.id]);
  });

  it('corrects a typo in an Arabic word', async () => {
    // The seeded catalogue speaks Arabic too (ثلاجة عرض بباب زجاجي): the typos are corrected
    // to this product's own words, one of them its alone (مؤسسة).
    const res = await api.get<{ corrected: string | null; products: { id: number }[] }>(`/api/frontend/search?query=${encodeURIComponent('ثلاجهه مؤسسسة')}`);
    expect(res.body.corrected).toBe('ثلاجه موسسه');
    expect(res.body.products.map((p) => p.id)).toContain(product.id);
  });
});
