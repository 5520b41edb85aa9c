// The search results page's API (issue 32): every match paged, facets with counts, the
// listing's sorts, the trade's words, corrections that keep known words, the best partial
// match, recovery when nothing matches, and the searches that found few counted per day.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/cache/catalogue-changes';
import { servingStale } from '../src/catalogue/ttl-cache';
import { runSearchCommand } from '../src/cli/search';
import { queryRows } from '../src/db/client';
import { products, searchMisses } from '../src/db/schema/catalogue';
import { countMiss, MAX_QUERIES_PER_DAY, missKey } from '../src/search/misses';
import { useTestApi, type Json, type TestApi } from './harness';

let api: TestApi;
useTestApi({}, (started) => (api = started));

interface Card {
  id: number;
  name: string;
  front_sale_price: number;
  category_url: string;
  created_at?: string;
  avg_rating: number;
}
interface Page {
  query: string;
  searched: string;
  corrected: string | null;
  left_out: string[];
  data: Card[];
  meta: { total: number; page: number; per_page: number; last_page: number };
  facets: {
    categories: { id: number; name: string; slug: string; products: number }[];
    brands: { id: number; name: string; products: number }[];
    price: { min: number; max: number; currency: string } | null;
    in_stock: number;
    ratings: { min: number; products: number }[];
  };
  recovery: { categories: { slug: string }[]; products: Card[] } | null;
}

async function results(query: string, params: Record<string, string | number> = {}): Promise<Page> {
  const search = new URLSearchParams({ query, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  const res = await api.get<Page>(`/api/frontend/search/products?${search}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Subcategory slugs of the first `n` products. */
const firstCategories = (page: Page, n = 5) => page.data.slice(0, n).map((card) => card.category_url);

describe('GET /api/frontend/search/products: every match, paged', () => {
  it('a brand query lists every product of the brand across pages, each once', async () => {
    const brands = (await api.get('/api/frontend/brands')).body.data as { id: number; name: string; product_count: number }[];
    // A one-word brand with products on several pages.
    const brand = brands.find((b) => /^[A-Za-z]+$/.test(b.name) && b.product_count > 30 && b.product_count < 120)!;
    const first = await results(brand.name, { per_page: 24 });
    const [counted] = await queryRows<{ total: number }>(api.db, sql`select count(*)::int as total from products where brand_id = ${brand.id} and status = 'published'`);
    const total = counted!.total;
    expect(first.meta.total).toBeGreaterThanOrEqual(total);
    const ids = new Set<number>();
    for (let page = 1; page <= first.meta.last_page; page++) for (const card of (await results(brand.name, { per_page: 24, page })).data) ids.add(card.id);
    expect(ids.size).toBe(first.meta.total);
    const brandRows = await queryRows<{ id: number }>(api.db, sql`select id from products where brand_id = ${brand.id} and status = 'published'`);
    for (const row of brandRows) expect(ids.has(row.id)).toBe(true);
  });

  it('the dropdown keeps its 7 / 4 / 4 while the results page has every match', async () => {
    const dropdown = (await api.get('/api/frontend/search?query=refrigerator')).body as Json;
    expect(dropdown.products.length).toBe(7);
    expect((await results('refrigerator')).meta.total).toBeGreaterThan(7);
  });

  it('facets count the matches; a facet narrows the total to its count', async () => {
    const page = await results('stainless steel');
    const { categories, brands, price, in_stock, ratings } = page.facets;
    expect(categories.length).toBeGreaterThan(1);
    expect(brands.length).toBeGreaterThan(1);
    expect(price!.min).toBeLessThanOrEqual(price!.max);
    expect(in_stock).toBeLessThanOrEqual(page.meta.total);
    expect(ratings[0]!.products).toBeLessThanOrEqual(page.meta.total);
    const category = categories[1]!;
    expect((await results('stainless steel', { category: category.id })).meta.total).toBe(category.products);
    const brand = brands[0]!;
    expect((await results('stainless steel', { brand: brand.id })).meta.total).toBe(brand.products);
    expect((await results('stainless steel', { in_stock: 1 })).meta.total).toBe(in_stock);
    const fourStars = ratings.find((r) => r.min === 4)!;
    const rated = await results('stainless steel', { rating: 4, per_page: 96 });
    expect(rated.meta.total).toBe(fourStars.products);
    for (const card of rated.data) expect(card.avg_rating).toBeGreaterThanOrEqual(4);
  });

  it('sorts by price both ways, newest and best rated, over every match', async () => {
    const prices = (page: Page) => page.data.map((card) => card.front_sale_price);
    const ascending = prices(await results('fryer', { sort: 'price_asc', per_page: 96 }));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices(await results('fryer', { sort: 'price_desc', per_page: 96 }));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const rated = (await results('fryer', { sort: 'rating', per_page: 96 })).data.map((card) => card.avg_rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const [cheapest] = await queryRows<{ price: string }>(api.db, sql`
      select min(effective_price_aed) as price from products where status = 'published' and to_tsvector('simple', search_text) @@ '(fryer | fryers)'::tsquery`);
    expect(ascending[0]).toBe(Number(cheapest!.price));
  });

  it('relevance: the meant subcategory first, each part in the store order (most popular, then lowest id)', async () => {
    const page = await results('fryer', { per_page: 96 });
    expect(firstCategories(page)).toEqual(Array(5).fill('deep-fryers'));
    const meant = page.data.filter((card) => card.category_url === 'deep-fryers').map((card) => card.id);
    const rows = await queryRows<{ id: number }>(api.db, sql`
      select id from products where status = 'published' and category_id = (select id from categories where slug = 'deep-fryers')
      order by popularity desc, id limit ${meant.length}`);
    expect(meant).toEqual(rows.map((row) => row.id));
  });

  it('the first asking (facets and page from one read of the matches) answers as a later one (facets kept, the listing\'s page query)', async () => {
    // Each scope's first asking here: its facets are not counted yet, so the page comes from the
    // same pass (first-pass.ts onePass); the second asking takes the listing's own page query.
    const [meant] = await queryRows<{ id: number }>(api.db, sql`select id from categories where slug = 'deep-fryers'`);
    const askings: [string, Record<string, string | number>][] = [
      ['oven', {}],
      ['glass', { page: 3, per_page: 12 }],
      ['trolley', { in_stock: 1, page: 2 }],
      ['frier', { category: meant!.id, min_price: 100, storefront: 'us' }],
      ['plate', { rating: 3, max_price: 400 }],
      ['chafer', { page: 400 }],
    ];
    for (const [query, params] of askings) {
      const first = await results(query, params);
      expect(first.meta.total, query).toBeGreaterThan(0);
      expect(await results(query, params), query).toEqual(first);
    }
  });

  it('a first asking answers in one statement: the matches, their facets and the page\'s cards', async () => {
    await results('fryer'); // the vocabulary and the category tree, read once per process
    // Every statement the database driver is handed (PGlite: query and exec; PostgreSQL: the pool's query).
    const client = (api.db as unknown as { $client: Record<'query' | 'exec', ((...args: unknown[]) => unknown) | undefined> }).$client;
    let statements = 0;
    const originals = { query: client.query, exec: client.exec };
    for (const method of ['query', 'exec'] as const) {
      const original = originals[method];
      if (original) client[method] = (...args: unknown[]) => ((statements += 1), original.apply(client, args));
    }
    try {
      // Never asked before in this file: its facets are not counted yet.
      const page = await results('blender');
      expect(page.meta.total).toBeGreaterThan(0);
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.facets.brands.length).toBeGreaterThan(0);
      expect(statements).toBe(1);
    } finally {
      Object.assign(client, originals);
    }
  });

  it('facets counted with the first page (one pass) are those a refresh counts alone', async () => {
    const first = await results('kettle');
    expect(first.facets.brands.length).toBeGreaterThan(0);
    // A change makes the kept facets stale: the next asking starts their refresh (facetCounts).
    catalogueChanged(api.db);
    await results('kettle');
    for (let waited = 0; servingStale() && waited < 100; waited++) await new Promise((done) => setTimeout(done, 50));
    expect(servingStale()).toBe(false);
    expect((await results('kettle')).facets).toEqual(first.facets);
  });

  it('asks in the storefront currency: USD prices and a USD price range', async () => {
    const aed = await results('fryer');
    const usd = await results('fryer', { storefront: 'us' });
    expect(usd.facets.price!.currency).toBe('USD');
    expect(usd.facets.price!.max).toBeLessThan(aed.facets.price!.max);
    const capped = await results('fryer', { storefront: 'us', max_price: usd.facets.price!.min + 1000 });
    expect(capped.meta.total).toBeLessThan(usd.meta.total);
  });
});

describe('the trade words, plurals, typos and partial matches', () => {
  it.each([
    ['fridge', /refrigerators$/],
    ['reach in fridge', /^reach-in-refrigerators$/],
    ['chopping board', /^cutting-boards$/],
    ['hotel pan', /^food-pans$/],
    ['gastronorm pan', /^food-pans$/],
    ['room service trolley', /^room-service-carts$/],
    ['housekeeping trolley', /^housekeeping-carts$/],
    ['coffee machine', /^(espresso-machines|coffee-brewers)$/],
    ['deep fat fryer', /^deep-fryers$/],
    ['chafer', /^chafing-dishes$/],
    ['fryers', /^deep-fryers$/],
    ['الثلاجات', /refrigerat|merchandisers/], // a display fridge is a ثلاجة too
    ['قلايه', /^deep-fryers$/],
  ])('%j puts its subcategory first', async (query, slug) => {
    const page = await results(query);
    expect(page.meta.total).toBeGreaterThan(0);
    for (const category of firstCategories(page)) expect(category).toMatch(slug);
  });

  it('a plural finds what its singular finds', async () => {
    expect((await results('fryers')).meta.total).toBe((await results('fryer')).meta.total);
    expect((await results('knives')).meta.total).toBe((await results('knife')).meta.total);
  });

  it('corrects a misspelt word and says so; exact=1 searches the words as typed', async () => {
    const page = await results('refrigirator');
    expect(page.corrected).toBe('refrigerator');
    expect(page.meta.total).toBeGreaterThan(0);
    const exact = await results('refrigirator', { exact: 1 });
    expect(exact.corrected).toBeNull();
    expect(exact.meta.total).toBe(0);
  });

  it('never replaces a known word: fridge is not fries, in the dropdown either (the bug of issue 32)', async () => {
    const page = await results('fridge');
    expect(page.corrected).toBeNull();
    expect(page.data.some((card) => /fries/i.test(card.name))).toBe(false);
    const dropdown = (await api.get('/api/frontend/search?query=fridge')).body as Json;
    expect(dropdown.corrected).not.toBe('fries');
    expect(dropdown.products.length).toBeGreaterThan(0);
    for (const product of dropdown.products) expect(product.name).toMatch(/refrigerator|freezer|chiller|cooler/i);
  });

  it('a query with a word no product has answers with the best partial match and names the word left out', async () => {
    const page = await results('deep fryer qqzx');
    expect(page.left_out).toEqual(['qqzx']);
    expect(firstCategories(page)).toEqual(Array(5).fill('deep-fryers'));
  });

  it('finds a product by its SKU, typed in lower case or without the dash', async () => {
    const [row] = await api.db.select({ id: products.id, sku: products.sku }).from(products).where(eq(products.id, 881));
    for (const typed of [row!.sku, row!.sku.toLowerCase(), row!.sku.replace('-', '')]) {
      const page = await results(typed);
      expect(page.data[0]?.id, typed).toBe(881);
    }
  });

  it('nothing matches: says so with the closest categories and the popular products', async () => {
    const page = await results('qqzx wwyv');
    expect(page.meta.total).toBe(0);
    expect(page.data).toEqual([]);
    expect(page.recovery!.categories.length).toBeGreaterThan(0);
    expect(page.recovery!.products.length).toBeGreaterThan(0);
    // A word beyond spelling repair (two edits) whose stem begins the names of subcategories:
    // those are offered (the store sells dishwashers since issue 29, so the word is mangled).
    const close = (await results('dishwaqq')).recovery!.categories.map((c) => c.slug);
    expect(close).toEqual(expect.arrayContaining(['dishwashing-detergents', 'undercounter-dishwashers']));
  });

  it('refuses a bad filter at its field', async () => {
    const missing = await api.get('/api/frontend/search/products');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.query).toBeDefined();
    const rating = await api.get('/api/frontend/search/products?query=fryer&rating=9');
    expect(rating.status).toBe(422);
    expect(rating.body.errors.rating).toBeDefined();
  });

  it.each(["fryer' or 1=1 --", 'a & b | !c', 'fry:* <-> (x)', '%_\\', 'x'.repeat(200), 'constructor', '__proto__'])('is harmless for %j', async (query) => {
    const res = await api.get(`/api/frontend/search/products?query=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
  });
});

describe('searches that found few, counted per day (no personal data)', () => {
  it('counts a no-result search per day and query, and the CLI lists it', async () => {
    await results('zzqx wwyv');
    await results('ZZQX  wwyv');
    await results('zzqx wwyv', { page: 2 }); // a later page is the same search: not counted again
    const rows = await api.db.select().from(searchMisses).where(eq(searchMisses.query, 'zzqx wwyv'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ results: 0, searches: 2 });
    const listed = await runSearchCommand(api.db, ['zero-results', '--days', '1']);
    expect(listed.code).toBe(0);
    expect(listed.lines.some((line) => line.endsWith('\tzzqx wwyv') && line.includes('\t2\t0\t'))).toBe(true);
    expect((await runSearchCommand(api.db, ['zero-results', '--days', 'x'])).code).toBe(2);
    expect((await runSearchCommand(api.db, ['explode'])).lines.join('\n')).toMatch(/usage: npm run search/);
  });

  it('a search that found plenty is not counted', async () => {
    await results('fryer');
    expect(await api.db.select().from(searchMisses).where(eq(searchMisses.query, 'fryer'))).toHaveLength(0);
  });

  it('keeps no contact details: an e-mail address or a phone number is not stored', async () => {
    expect(missKey('call me 050 123 4567')).toBeNull();
    expect(missKey('someone@example.com fryer')).toBeNull();
    expect(missKey('  Deep   FRYER ')).toBe('deep fryer');
    await results('someone@example.com');
    const stored = await queryRows<{ query: string }>(api.db, sql`select query from search_misses where query like '%example%'`);
    expect(stored).toEqual([]);
  });

  it('a day keeps a bounded number of distinct queries; those counted still count', async () => {
    const day = '2001-01-01';
    await api.db.execute(sql`insert into search_misses (day, query, results, searches)
      select ${day}::date, 'flood ' || n, 0, 1 from generate_series(1, ${MAX_QUERIES_PER_DAY}) n`);
    await countMiss(api.db, 'one more', 0, day);
    await countMiss(api.db, 'flood 7', 0, day);
    const [counted] = await queryRows<{ n: number; seven: number }>(api.db, sql`
      select count(*)::int as n, max(searches) filter (where query = 'flood 7') as seven from search_misses where day = ${day}::date`);
    expect(counted).toEqual({ n: MAX_QUERIES_PER_DAY, seven: 2 });
    // Days past keeping are dropped by the next miss.
    await countMiss(api.db, 'qqzx', 0);
    expect(await queryRows(api.db, sql`select 1 from search_misses where day = ${day}::date`)).toEqual([]);
  });
});

describe('product_search follows products (migration 0016)', () => {
  it('a stock that reaches zero leaves the in-stock filter, and comes back with stock', async () => {
    const before = await results('fryer', { in_stock: 1 });
    const target = before.data[0]!.id;
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, target));
    const after = await results('fryer', { in_stock: 1, per_page: 96 });
    expect(after.data.some((card) => card.id === target)).toBe(false);
    await api.db.update(products).set({ stock: 5 }).where(eq(products.id, target));
    expect((await results('fryer', { in_stock: 1 })).data.some((card) => card.id === target)).toBe(true);
  });
});
