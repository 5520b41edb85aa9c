import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { products } from '../src/db/schema/catalogue';
import { skuPrefix, prefixTsQuery } from '../src/search/engine';
import { buildTermStats } from '../src/search/term-stats';
import { DEFAULT_NLP_TERM, interpretQuery } from '../src/search/nlp';
import { tokenize } from '../src/search/tokenize';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type SearchBody = {
  products: { id: number; name: string; sku: string }[];
  categories: { name: string; slug: string; parent_slug: string | null; parent_parent_slug: string | null }[];
  brands: { name: string }[];
  corrected: string | null;
};
const search = async (query: string, path = '/api/frontend/search') => {
  const res = await api.get<SearchBody>(`${path}?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('tokenizer and query building (pure)', () => {
  it.each([
    ["50% off 'fryer'_\\ & | ! :* (x) <->", ['50', 'off', 'fryer', 'x']],
    ['Crème Brûlée', ['creme', 'brulee']],
    ['   ', []],
  ])('tokenize(%j) = %j', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });

  it('builds a prefix tsquery from words only', () => {
    expect(prefixTsQuery(['vulcan', 'fry'])).toBe('vulcan:* & fry:*');
  });

  it.each([
    ['VUL-0001', 'vul-0001'],
    ['vul0001', 'vul-0001'],
    ['tru-', 'tru-'],
    ['fryer', null],
    ['vulcan fryer', null],
  ])('skuPrefix(%j) = %j', (text, expected) => {
    expect(skuPrefix(text)).toBe(expected);
  });

  it('nlp: synonyms, plurals, price and sale intent, default term', () => {
    const known = (w: string) => ['plate', 'glass', 'refrigerator'].includes(w);
    expect(interpretQuery('fridge', known)).toEqual({ text: 'refrigerator', order: 'popularity', onSaleOnly: false });
    expect(interpretQuery('I need some cheap plates', known)).toEqual({ text: 'plate', order: 'price_asc', onSaleOnly: false });
    expect(interpretQuery('wine glasses on sale', known)).toMatchObject({ text: 'wine glass', onSaleOnly: true });
    expect(interpretQuery('', known).text).toBe(DEFAULT_NLP_TERM);
  });
});

describe('GET /api/frontend/search', () => {
  it('returns the spec fields and at most 7 products, 4 categories, 4 brands', async () => {
    const body = await search('re');
    expect(body.products.length).toBe(7);
    expect(body.categories.length).toBeLessThanOrEqual(4);
    expect(body.brands.length).toBeLessThanOrEqual(4);
    expect(Object.keys(body.products[0] ?? {})).toEqual(expect.arrayContaining([
      'id', 'name', 'sku', 'images', 'url', 'grandparent_category_slug', 'parent_category_slug', 'original_price', 'front_sale_price', 'brand_id', 'store_id', 'quantity',
    ]));
    expect(Object.keys(body.categories[0] ?? {})).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'parent_slug', 'parent_parent_slug', 'products']));
    expect(Object.keys(body.brands[0] ?? {})).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'parent_slug', 'parent_parent_slug', 'products']));
  });

  it('matches prefixes keystroke by keystroke', async () => {
    for (const typed of ['r', 're', 'ref', 'refr', 'refri', 'refrig', 'refrigerator']) {
      const body = await search(typed);
      expect(body.products.length, typed).toBeGreaterThan(0);
    }
    const body = await search('refrig');
    expect(body.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['reach-in-refrigerators']));
    const reachIn = body.categories.find((c) => c.slug === 'reach-in-refrigerators');
    expect(reachIn).toMatchObject({ parent_slug: 'reach-in-refrigeration', parent_parent_slug: 'refrigeration' });
  });

  it('matches several words as prefixes of words in the product', async () => {
    const body = await search('reach-in refrig');
    expect(body.products.length).toBeGreaterThan(0);
    // Words match names and the category path ('Reach-In Refrigeration' holds blast chillers too).
    for (const p of body.products) expect(p.name).toMatch(/reach-in|refrigerat/i);
    expect(body.products.some((p) => /reach-in refrigerator/i.test(p.name))).toBe(true);
  });

  it('finds a product by SKU and by SKU prefix', async () => {
    const exact = await search('TRU-000010');
    const product = (await api.get('/api/frontend/products/10')).body.data;
    if (product.sku === 'TRU-000010') expect(exact.products[0]?.id).toBe(10);
    const bySku = await search(product.sku);
    expect(bySku.products[0]?.sku).toBe(product.sku);
    const prefix = await search(product.sku.slice(0, 6));
    expect(prefix.products.every((p) => p.sku.startsWith(product.sku.slice(0, 6)))).toBe(true);
  });

  it('tolerates typos through the distinct-words table', async () => {
    const body = await search('refrigirator');
    expect(body.corrected).toBe('refrigerator');
    expect(body.products.length).toBeGreaterThan(0);
    expect((await search('vulcna')).corrected).toBe('vulcan');
  });

  it('finds brands by name', async () => {
    expect((await search('vulc')).brands[0]?.name).toBe('Vulcan');
  });

  it.each(['%', '_', "'", '"', '\\', '%%__', "fryer' or 1=1 --", 'a & b | !c', 'fry:* <-> (x)', '*', 'x'.repeat(200)])('is harmless for %j', async (query) => {
    const res = await api.get(`/api/frontend/search?query=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
  });

  it('an empty query returns empty lists; an overlong one is a 422', async () => {
    expect(await search('')).toMatchObject({ products: [], categories: [], brands: [] });
    const res = await api.get(`/api/frontend/search?query=${'a'.repeat(201)}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.query).toEqual(['The query may not be greater than 200 characters.']);
  });
});

/** The meaning of a multi-word search, written directly against the products table. */
async function referenceIds(words: string[]): Promise<number[]> {
  const top = async (tsquery: string, lastPrefix: string | null) => {
    const rows = await queryRows<{ id: number }>(api.db, sql`
      select id from products
      where to_tsvector('simple', search_text) @@ to_tsquery('simple', ${tsquery}) and status = 'published'
        and (${lastPrefix}::text is null or ts_match_vq(to_tsvector('simple', search_text), to_tsquery('simple', ${lastPrefix}::text)))
      order by popularity desc, id limit 7`);
    return rows.map((row) => row.id);
  };
  const exact = await top(words.slice(0, -1).join(' & '), `${words.at(-1)}:*`);
  return exact.length > 0 ? exact : top(prefixTsQuery(words), null);
}

describe('multi-word search plans', () => {
  it.each([
    ['a short last prefix, checked on the rows', 'reach-in r', true],
    ['a longer last prefix, through the index', 'reach-in refrig', true],
    ['three words', 'stainless steel t', true],
    ['an earlier word still partial', 'refrig reach', true],
  ])('%s (%j) returns the most popular products having every word', async (_case, query, found) => {
    const ids = (await search(query)).products.map((p) => p.id);
    expect(ids.length > 0).toBe(found);
    expect(ids).toEqual(await referenceIds(tokenize(query)));
  });

  it('a word no catalogue word starts with ("reach-in qqzx") is left out: the best partial match answers (issue 32)', async () => {
    expect(await referenceIds(tokenize('reach-in qqzx'))).toEqual([]);
    const body = await search('reach-in qqzx');
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(product.name).toMatch(/reach-in/i);
  });

  it("sends tsqueries as values that read as to_tsquery('simple', ...) reads them, for every catalogue word", async () => {
    // Search passes its tsquery text typed as tsquery (parsed once per statement, not per row).
    const [row] = await queryRows<{ words: number; differing: number }>(
      api.db,
      sql`select count(*)::int as words,
        count(*) filter (where to_tsquery('simple', term) <> term::tsquery or to_tsquery('simple', term || ':*') <> (term || ':*')::tsquery)::int as differing
        from search_terms`,
    );
    expect(row!.words).toBeGreaterThan(100);
    expect(row!.differing).toBe(0);
  });

  // The write goes straight to the database, as another process's would: the answer cache
  // hears of it through the database's notification, which on PostgreSQL arrives a moment
  // after the commit (on its own connection), so the test waits for that trip, not longer.
  const noticed = { timeout: 5_000, interval: 20 };
  it('an unpublished product leaves multi-word results once the change is announced and comes back when published', async () => {
    const [first] = (await search('reach-in refrig')).products;
    expect(first).toBeDefined();
    await api.db.update(products).set({ status: 'draft' }).where(eq(products.id, first!.id));
    try {
      await vi.waitFor(async () => expect((await search('reach-in refrig')).products.map((p) => p.id)).not.toContain(first!.id), noticed);
    } finally {
      await api.db.update(products).set({ status: 'published' }).where(eq(products.id, first!.id));
    }
    await vi.waitFor(async () => expect((await search('reach-in refrig')).products[0]?.id).toBe(first!.id), noticed);
  });

  it('term statistics: exact and prefix frequencies; an empty table is not loaded', () => {
    const stats = buildTermStats([
      { term: 'steam', frequency: 3 },
      { term: 'steel', frequency: 10 },
      { term: 'stainless', frequency: 7 },
      { term: 'tray', frequency: 2 },
    ]);
    expect(stats.frequency('steel')).toBe(10);
    expect(stats.frequency('ste')).toBe(0);
    expect(stats.prefixFrequency('ste')).toBe(13);
    expect(stats.prefixFrequency('st')).toBe(20);
    expect(stats.prefixFrequency('tray')).toBe(2);
    expect(stats.prefixFrequency('u')).toBe(0);
    expect(buildTermStats([]).loaded).toBe(false);
  });
});

describe('GET /api/nlp/search', () => {
  it("'fridge' finds refrigerators", async () => {
    const body = await search('fridge', '/api/nlp/search');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => /refrigerator/i.test(p.name))).toBe(true);
  });

  it("'cheap plates' returns plates cheapest first", async () => {
    const res = await api.get('/api/nlp/search?query=cheap%20plates');
    const names: string[] = res.body.products.map((p: { name: string }) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /plate/i.test(n))).toBe(true);
    const prices: number[] = res.body.products.map((p: { front_sale_price: number }) => p.front_sale_price);
    prices.slice(1).forEach((price, i) => expect(prices[i]).toBeLessThanOrEqual(price));
    // 'plates' is itself a catalogue word (the 'Dinner Plates' category), so it is kept as typed.
    expect(res.body.interpreted).toMatchObject({ text: 'plates', order: 'price_asc' });
  });

  it('uses the default term when empty', async () => {
    const res = await api.get('/api/nlp/search?query=');
    expect(res.body.interpreted.text).toBe(DEFAULT_NLP_TERM);
    expect(res.body.products.length).toBeGreaterThan(0);
  });
});
