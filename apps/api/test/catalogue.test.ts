import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { PICTURE_WIDTHS } from '../src/catalogue/pictures/render';
import { createSitemapService } from '../src/content/sitemap-service';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const DEPARTMENTS = ['kitchen-equipment', 'refrigeration', 'tableware', 'kitchen-supplies', 'housekeeping', 'furniture', 'restaurant-food-supplies', 'hotel-supplies'];

describe('home and menus', () => {
  it('GET /api/frontend/sliders/1 returns items with absolute local images', async () => {
    const res = await api.get('/api/frontend/sliders/1');
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThanOrEqual(3);
    expect(res.body.items[0].image.startsWith(`${api.baseUrl}/api/images/sliders/`)).toBe(true);
    expect((await api.get(new URL(res.body.items[0].image).pathname)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('GET /api/frontend/sliders/2 (no such slider) returns an empty list', async () => {
    expect((await api.get('/api/frontend/sliders/2')).body).toEqual({ items: [] });
  });

  it('returns the three-level tree of the 8 departments (id, name, slug, children, image)', async () => {
    const res = await api.get('/api/frontend/categories-with-children');
    expect(res.body.data.map((d: { slug: string }) => d.slug)).toEqual(DEPARTMENTS);
    const department = res.body.data[0];
    expect(Object.keys(department).sort()).toEqual(['children', 'id', 'image', 'name', 'slug']);
    expect(department.children[0].children[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), children: [] });
    // Pictures are PNG: a browser decodes them off its main thread (SVG <img>s it lays out on it).
    expect(department.image).toBe(`${api.baseUrl}/api/images/categories/kitchen-equipment.png`);
    expect((await api.get('/api/images/categories/kitchen-equipment.png')).headers.get('content-type')).toBe('image/png');
    expect((await api.get('/api/images/categories/no-such-category.png')).status).toBe(404);
  });

  it('returns home categories with a url and children', async () => {
    const res = await api.get('/api/frontend/home-categories');
    expect(res.body.data.length).toBe(16);
    expect(res.body.data[0]).toMatchObject({ url: '/kitchen-equipment/cooking-equipment', slug: 'cooking-equipment' });
    expect(res.body.data[0].image).toBe(`${api.baseUrl}/api/images/categories/cooking-equipment.png`);
    expect(res.body.data[0].children.length).toBeGreaterThan(0);
  });
});

describe('category listing', () => {
  const list = (query: string, slug = 'kitchen-equipment') => api.get(`/api/frontend/categories/${slug}/products?${query}`);

  it('pages a department with a total count', async () => {
    const first = await list('per_page=10');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toMatchObject({ page: 1, per_page: 10, sort: 'relevance' });
    expect(first.body.meta.total).toBeGreaterThan(100);
    expect(first.body.meta.last_page).toBe(Math.ceil(first.body.meta.total / 10));
    const second = await list('per_page=10&page=2');
    const ids = new Set(first.body.data.map((p: { id: number }) => p.id));
    expect(second.body.data.some((p: { id: number }) => ids.has(p.id))).toBe(false);
    expect(first.body.data.every((p: { department_slug: string }) => p.department_slug === 'kitchen-equipment')).toBe(true);
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ])('sorts by %s on the price actually paid', async (sort, inOrder) => {
    const res = await list(`sort=${sort}&per_page=30`);
    const prices = res.body.data.map((p: { front_sale_price: number }) => p.front_sale_price);
    prices.slice(1).forEach((price: number, i: number) => expect(inOrder(prices[i], price)).toBe(true));
  });

  it('sorts newest and rating first', async () => {
    const newest = (await list('sort=newest&per_page=20')).body.data.map((p: { created_at: string }) => Date.parse(p.created_at));
    newest.slice(1).forEach((t: number, i: number) => expect(newest[i]).toBeGreaterThanOrEqual(t));
    const rating = (await list('sort=rating&per_page=20')).body.data.map((p: { avg_rating: number }) => p.avg_rating);
    rating.slice(1).forEach((r: number, i: number) => expect(rating[i]).toBeGreaterThanOrEqual(r));
  });

  it('filters by brand, price range and stock', async () => {
    const all = await list('per_page=1');
    const brand = (await api.get('/api/frontend/categories/kitchen-equipment/products?per_page=1')).body.facets.brands[0];
    const byBrand = await list(`brand=${brand.id}&per_page=96`);
    expect(byBrand.body.meta.total).toBe(brand.products);
    expect(byBrand.body.data.every((p: { brand_id: number }) => p.brand_id === brand.id)).toBe(true);
    const ranged = await list('min_price=100&max_price=500&per_page=96');
    expect(ranged.body.data.every((p: { front_sale_price: number }) => p.front_sale_price >= 100 && p.front_sale_price <= 500)).toBe(true);
    expect(ranged.body.meta.total).toBeLessThan(all.body.meta.total);
    const inStock = await list('in_stock=1&per_page=96');
    expect(inStock.body.data.every((p: { quantity: number }) => p.quantity > 0)).toBe(true);
  });

  it('unfiltered totals and brand counts of a department, a category and a subcategory are those of the products', async () => {
    const department = (await api.get('/api/frontend/categories/kitchen-equipment')).body.data;
    const category = (await api.get(`/api/frontend/categories/${department.children[0].slug}`)).body.data;
    const subcategory = (await api.get(`/api/frontend/categories/${category.children[0].slug}`)).body.data;
    for (const [scope, level] of [[department, 'department_id'], [category, 'parent_category_id'], [subcategory, 'category_id']] as const) {
      const column = sql.identifier(level);
      const [counted] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from products where ${column} = ${scope.id} and status = 'published'`);
      const brands = await queryRows<{ id: number; products: number }>(api.db, sql`
        select brand_id as id, count(*)::int as products from products where ${column} = ${scope.id}
        group by brand_id order by count(*) desc, brand_id limit 40`);
      const res = await list('per_page=1', scope.slug);
      expect(res.body.meta.total, scope.slug).toBe(counted?.n);
      expect(res.body.facets.brands.map((b: { id: number; products: number }) => ({ id: b.id, products: b.products })), scope.slug).toEqual(brands);
      expect(res.body.meta.total, scope.slug).toBeGreaterThan(0);
    }
  });

  it('prices a US listing in USD', async () => {
    const res = await list('storefront=us&per_page=3');
    expect(res.body.data[0].currency).toBe('USD');
  });

  it('answers 404 for an unknown category and past the last page with an empty page', async () => {
    expect((await list('', 'no-such-category')).status).toBe(404);
    const res = await list('page=9999');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('returns one category with breadcrumb and children', async () => {
    const res = await api.get('/api/frontend/categories/deep-fryers');
    expect(res.body.data.breadcrumb.map((b: { url: string }) => b.url)).toEqual(['/', '/kitchen-equipment', '/kitchen-equipment/cooking-equipment', '/cooking-equipment/deep-fryers']);
  });
});

describe('product detail', () => {
  it('by id and by slug return the same product with every section', async () => {
    const byId = await api.get('/api/frontend/products/14');
    expect(byId.status).toBe(200);
    const product = byId.body.data;
    expect(product).toMatchObject({ id: 14, product_id: 14, currency: 'AED', in_wishlist: false });
    for (const key of ['images', 'specifications', 'benefits', 'faq', 'reviews', 'discounts', 'breadcrumb', 'description', 'sku']) expect(product).toHaveProperty(key);
    expect(product.reviews).toHaveLength(product.review_count); // every review counted can be read
    expect(product.discounts.length).toBe(3);
    expect(product.breadcrumb.at(-1)).toEqual({ id: 14, name: product.name, url: null });
    const bySlug = await api.get(`/api/frontend/products/slug/${product.slug}`);
    expect(bySlug.body.data.id).toBe(14);
    expect((await api.get(new URL(product.images[0]).pathname)).status).toBe(200);
  });

  it("reads a product's page, with its reviews, tiers and sizes, in one database statement (issue 31: each costs a cold page ~2 ms on PGlite)", async () => {
    // The driver's client, PGlite or node-postgres' pool: drizzle sends every statement through its query().
    const client = (api.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const [sized] = await queryRows<{ slug: string }>(api.db, sql`select slug from products where status = 'published' and review_count > 0 and specifications @> '[{"name": "Size / Capacity"}]' order by id desc limit 1`);
    await api.get('/api/frontend/products/1?lang=ar'); // the catalogue's tree and brands in both languages, kept in memory
    const query = client.query;
    const statements: unknown[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      statements.push(args[0]);
      return query.apply(this, args);
    };
    try {
      const { status, body } = await api.get(`/api/frontend/products/slug/${sized!.slug}?lang=ar`);
      expect(status).toBe(200);
      expect(body.data.reviews.length).toBeGreaterThan(0);
      expect(body.data.discounts.length).toBeGreaterThan(0);
      expect(statements).toHaveLength(1);
    } finally {
      client.query = query;
    }
  });

  it('counts exactly the reviews a shopper can read, and averages their ratings (issue 29)', async () => {
    const mismatched = await queryRows<{ id: number }>(api.db, sql`
      select p.id from products p
      left join (select product_id, count(*)::int as n, round(avg(rating), 1) as mean from product_reviews group by product_id) r on r.product_id = p.id
      where p.review_count <> coalesce(r.n, 0) or p.avg_rating <> coalesce(r.mean, 0)`);
    expect(mismatched).toEqual([]);
    const [reviewed] = await queryRows<{ id: number; review_count: number }>(api.db, sql`select id, review_count from products where review_count > 1 order by id limit 1`);
    const product = (await api.get(`/api/frontend/products/${reviewed!.id}`)).body.data;
    expect(product.review_count).toBe(reviewed!.review_count);
    expect(product.reviews).toHaveLength(product.review_count);
    const [unreviewed] = await queryRows<{ id: number }>(api.db, sql`select id from products where review_count = 0 order by id limit 1`);
    expect((await api.get(`/api/frontend/products/${unreviewed!.id}`)).body.data).toMatchObject({ review_count: 0, reviews: [] });
  });

  it('serves product pictures as PNG (decoded off the main thread), the SVG as well, and 404 past the image count', async () => {
    const product = (await api.get('/api/frontend/products/14')).body.data;
    expect(product.images[0]).toBe(`${api.baseUrl}/api/images/products/14/1.png`);
    const response = await fetch(product.images[0]);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: 600 x 600, 8-bit truecolour.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(600);
    expect(new DataView(bytes.buffer).getUint32(20)).toBe(600);
    expect((await api.get('/api/images/products/14/1.svg')).headers.get('content-type')).toContain('image/svg+xml');
    expect((await api.get(`/api/images/products/14/${product.images.length + 1}.png`)).status).toBe(404);
    expect((await api.get('/api/images/products/14/1.gif')).status).toBe(422); // 'Unknown image.'
  });

  it('serves share.png, the first picture at a link preview\'s 1200 x 630 (what the product page\'s og:image names)', async () => {
    const response = await api.get('/api/images/products/14/share.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await (await fetch(`${api.baseUrl}/api/images/products/14/share.png`)).arrayBuffer());
    expect([new DataView(bytes.buffer).getUint32(16), new DataView(bytes.buffer).getUint32(20)]).toEqual([1200, 630]);
    expect((await api.get('/api/images/products/999999999/share.png')).status).toBe(404);
  });

  it('lists every picture in each size as WebP and PNG at versioned addresses cached for a year; the stable address for a day', async () => {
    const product = (await api.get('/api/frontend/products/14')).body.data;
    expect(product.image_sets).toHaveLength(product.images.length);
    const [first] = product.image_sets as { webp: string; png: string }[];
    const webp = first!.webp.split(', ').map((entry) => entry.split(' '));
    expect(webp.map(([, width]) => width)).toEqual(PICTURE_WIDTHS.map((width) => `${width}w`));
    const [url300] = webp.find(([, width]) => width === '300w')!;
    const response = await fetch(url300!);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const png = first!.png.split(', ')[0]!.split(' ')[0]!;
    const pngResponse = await fetch(png);
    expect(pngResponse.headers.get('content-type')).toBe('image/png');
    expect(new DataView((await pngResponse.arrayBuffer()).slice(16, 20)).getUint32(0)).toBe(PICTURE_WIDTHS[0]);
    expect((await fetch(product.images[0])).headers.get('cache-control')).toBe('public, max-age=86400');
    // An address of another version is answered, never cached as immutable; a width no srcset lists is refused.
    const stale = url300!.replace(/-[0-9a-z]+\.webp$/, '-0.webp');
    expect((await fetch(stale)).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await api.get('/api/images/products/14/1-301-abc.webp')).status).toBe(404);
  });

  it('pictures two products of one listing apart, and a product\'s views apart', async () => {
    const rows = await queryRows<{ id: number }>(api.db, sql`
      select p.id from products p join categories c on c.id = p.category_id where c.name = 'Reach-In Refrigerators' order by p.id limit 2`);
    const picture = async (id: number, n: number) => Buffer.from(await (await fetch(`${api.baseUrl}/api/images/products/${id}/${n}.png`)).arrayBuffer());
    const [a, b] = [await picture(rows[0]!.id, 1), await picture(rows[1]!.id, 1)];
    expect(a.equals(b)).toBe(false);
    expect(a.equals(await picture(rows[0]!.id, 2))).toBe(false);
  });

  it.each(['/api/frontend/products/999999', '/api/frontend/products/slug/nope'])('%s is a 404', async (path) => {
    expect((await api.get(path)).status).toBe(404);
  });

  it('GET /api/frontend/discounts?product_id= returns success and the tiers', async () => {
    const res = await api.get('/api/frontend/discounts?product_id=40');
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((t: { min_quantity: number }) => t.min_quantity)).toEqual([3, 6, 12]);
    expect((await api.get('/api/frontend/discounts?product_id=999999')).status).toBe(404);
  });
});

describe('brands and sales', () => {
  it('lists 200+ brands, opens a brand by id and slug and lists its products', async () => {
    const brands = (await api.get('/api/frontend/brands')).body.data;
    expect(brands.length).toBeGreaterThanOrEqual(200);
    const vulcan = brands.find((b: { slug: string }) => b.slug === 'vulcan');
    expect((await api.get(`/api/frontend/brands/${vulcan.id}`)).body.data.name).toBe('Vulcan');
    expect((await api.get('/api/frontend/brands/vulcan')).body.data.id).toBe(vulcan.id);
    const products = await api.get('/api/frontend/brands/vulcan/products?per_page=5');
    expect(products.body.data.every((p: { brand_name: string }) => p.brand_name === 'Vulcan')).toBe(true);
    expect((await api.get('/api/frontend/brands/no-such-brand')).status).toBe(404);
    expect((await api.get('/api/frontend/brands?letter=v')).body.data.every((b: { name: string }) => b.name.toLowerCase().startsWith('v'))).toBe(true);
  });

  it('sale page lists only products discounted by at least the sale minimum', async () => {
    const res = await api.get('/api/frontend/sales/5/products?per_page=50');
    expect(res.body.sale.min_discount_percent).toBe(30);
    for (const p of res.body.data) expect(p.front_sale_price).toBeLessThanOrEqual(p.original_price * 0.7 + 0.01);
    expect((await api.get('/api/frontend/sales/99/products')).status).toBe(404);
  });
});

describe('content', () => {
  it('redirect lookup finds known paths and 404s unknown ones', async () => {
    expect((await api.get('/api/redirects/from/privacy')).body).toEqual({ from: '/privacy', to: '/pages/privacy-policy', status_code: 301 });
    expect((await api.get('/api/redirects/from/collections/tableware')).body.to).toBe('/tableware');
    expect((await api.get('/api/redirects/from/unknown-path')).status).toBe(404);
  });

  it.each([
    [{}, 'AE', 'default'],
    [{ 'x-debug-country': 'US' }, 'US', 'debug'],
    [{ 'cf-ipcountry': 'SA' }, 'SA', 'header'],
  ])('location with headers %j is %s', async (headers, countryCode, source) => {
    const res = await api.get('/api/frontend/location', { headers });
    expect(res.body).toMatchObject({ countryCode, source });
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['city', 'regionName', 'country', 'countryCode', 'org', 'zip']));
  });

  it('countries, states and cities', async () => {
    const countries = (await api.get('/api/countries')).body.data;
    expect(countries.map((c: { name: string }) => c.name)).toEqual(['United Arab Emirates', 'Saudi Arabia', 'Kuwait', 'Qatar', 'Oman', 'Bahrain', 'United States']);
    const states = (await api.get(`/api/states/${countries[0].id}`)).body.data;
    expect(states.map((s: { name: string }) => s.name)).toContain('Dubai');
    const dubai = states.find((s: { name: string }) => s.name === 'Dubai');
    expect((await api.get(`/api/cities/${dubai.id}`)).body.data.map((c: { name: string }) => c.name)).toContain('Dubai');
    expect((await api.get('/api/states/999')).status).toBe(404);
    expect((await api.get('/api/cities/9999')).status).toBe(404);
  });

  it('names places in Arabic when asked in Arabic (issue 33): the location, the pickers and nothing else changed', async () => {
    const where = (await api.get('/api/frontend/location?lang=ar')).body;
    expect(where).toMatchObject({ city: 'دبي', regionName: 'دبي', country: 'الإمارات العربية المتحدة', countryCode: 'AE' });
    expect((await api.get('/api/frontend/location?lang=ar', { headers: { 'x-debug-country': 'US' } })).body).toMatchObject({ city: 'نيويورك', country: 'الولايات المتحدة', countryCode: 'US' });
    expect((await api.get('/api/frontend/location')).body).toMatchObject({ city: 'Dubai', country: 'United Arab Emirates' });
    const english = (await api.get('/api/countries')).body.data;
    const arabic = (await api.get('/api/countries?lang=ar')).body.data;
    expect(arabic.map((c: { name: string }) => c.name)).toEqual(['الإمارات العربية المتحدة', 'المملكة العربية السعودية', 'الكويت', 'قطر', 'عُمان', 'البحرين', 'الولايات المتحدة']);
    // The same rows under the same ids: only the names speak Arabic.
    expect(arabic.map((c: { id: number; iso2: string }) => [c.id, c.iso2])).toEqual(english.map((c: { id: number; iso2: string }) => [c.id, c.iso2]));
    const states = (await api.get(`/api/states/${english[0].id}?lang=ar`)).body.data;
    const dubai = states.find((s: { name: string }) => s.name === 'دبي');
    expect(states.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['أبوظبي', 'الشارقة', 'رأس الخيمة']));
    expect((await api.get(`/api/cities/${dubai.id}?lang=ar`)).body.data.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['دبي', 'جبل علي', 'حتا']));
    // Every place of every country has its Arabic name: no Latin letter left in an Arabic answer.
    for (const country of arabic) {
      for (const state of (await api.get(`/api/states/${country.id}?lang=ar`)).body.data) {
        const cities = (await api.get(`/api/cities/${state.id}?lang=ar`)).body.data;
        expect([state.name, ...cities.map((c: { name: string }) => c.name)].filter((name: string) => /[A-Za-z]/.test(name))).toEqual([]);
      }
    }
  });

  it.each(['us', 'ae'])('FAQ of the %s storefront has the six categories in order', async (storefront) => {
    const res = await api.get(`/api/frontend/faqs?storefront=${storefront}`);
    expect(res.body.data.map((g: { type: string }) => g.type)).toEqual(['About', 'Ordering', 'Delivery', 'Payments', 'Returns', 'Support']);
    expect(res.body.data[1].questions[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
  });

  it('US and UAE FAQ differ where the markets differ', async () => {
    const us = (await api.get('/api/frontend/faqs?storefront=us')).body.data[3].questions[2].answer;
    const ae = (await api.get('/api/frontend/faqs?storefront=ae')).body.data[3].questions[2].answer;
    expect(us).toContain('sales tax is computed at checkout');
    expect(ae).toContain('5% VAT');
  });

  it.each(['shipping-policy', 'terms-conditions', 'privacy-policy', 'return-policy', 'about-us', 'contact-us', 'sell-on-horeca'])('page %s exists', async (slug) => {
    const res = await api.get(`/api/frontend/pages/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.body).toContain('<h2>');
  });

  it('unknown page, post and SEO page are 404', async () => {
    for (const path of ['/api/frontend/pages/nope', '/api/frontend/blog/posts/nope', '/api/frontend/seo-pages/999', '/api/frontend/blog/categories/nope/posts']) {
      expect((await api.get(path)).status, path).toBe(404);
    }
  });

  it('blog: list, category, post', async () => {
    const list = await api.get('/api/frontend/blog/posts?per_page=5');
    expect(list.body.data).toHaveLength(5);
    expect(list.body.meta.total).toBe(40);
    const categories = (await api.get('/api/frontend/blog/categories')).body.data;
    const inCategory = await api.get(`/api/frontend/blog/categories/${categories[0].slug}/posts`);
    expect(inCategory.body.data.every((p: { category_id: number }) => p.category_id === categories[0].id)).toBe(true);
    const post = await api.get(`/api/frontend/blog/posts/${list.body.data[0].slug}`);
    expect(post.body.data.body).toContain('<p>');
  });

  it('SEO page returns its products; sitemap covers every kind of page', async () => {
    const seo = await api.get('/api/frontend/seo-pages/1');
    expect(seo.body.products.length).toBeGreaterThan(0);
    const sitemap = (await api.get('/api/frontend/sitemap')).body;
    expect(sitemap.pages.map((p: { path: string }) => p.path)).toContain('/pages/return-policy');
    expect(sitemap.product_pages).toBe(1);
    const products = await api.get('/api/frontend/sitemap/products');
    expect(products.body.data).toHaveLength(3000);
  });
});

describe('reviews page', () => {
  it('lists the newest reviews with their product path and a total', async () => {
    const res = await api.get('/api/frontend/reviews?per_page=5');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(res.body.meta.total).toBeGreaterThan(5);
    const dates = res.body.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = res.body.data[0];
    expect(first.product.path).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    // The path opens the same product through the slug lookup the product page uses.
    const slug = first.product.path.split('/').pop();
    expect((await api.get(`/api/frontend/products/slug/${slug}`)).body.data.id).toBe(first.product.id);
  });

  it('filters by star rating and rejects a rating outside 1 to 5', async () => {
    const five = await api.get('/api/frontend/reviews?rating=5&per_page=10');
    expect(five.body.data.length).toBeGreaterThan(0);
    expect(five.body.data.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    expect((await api.get('/api/frontend/reviews?rating=6')).status).toBe(422);
  });
});

describe('XML sitemaps', () => {
  it('index names the page sitemap and one product sitemap per 5000 products; each lists storefront URLs', async () => {
    const index = await api.get('/api/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const sheets = [...String(index.text).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(sheets[0]).toBe('/api/sitemap-pages.xml');
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets[1]).toBe('/api/sitemaps/products/1');

    const pagesXml = String((await api.get('/api/sitemap-pages.xml')).text);
    expect(pagesXml).toContain('/kitchen-equipment</loc>');
    expect(pagesXml).toContain('/cooking-equipment/deep-fryers</loc>');
    expect(pagesXml).toContain('/pages/privacy-policy</loc>');

    const first = String((await api.get('/api/sitemaps/products/1')).text);
    const locs = [...first.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(locs.length).toBeGreaterThan(0);
    // 5000 products a sheet, each in English and Arabic (well under sitemaps.org's 50,000 URLs).
    expect(locs.filter((loc) => !loc.startsWith('/ar/')).length).toBeLessThanOrEqual(5000);
    const slug = locs[0]?.split('/').pop();
    expect((await api.get(`/api/frontend/products/slug/${slug}`)).status).toBe(200);
    expect((await api.get(`/api/sitemaps/products/${sheets.length}`)).status).toBe(404);
  });
});

describe('XML sitemaps in two languages (issue 23)', () => {
  const entries = (xml: string) =>
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
      path: new URL(loc as string).pathname,
      alternates: Object.fromEntries([...(links as string).matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href as string).pathname])),
    }));

  it("lists the ae storefront's Arabic pages beside the English ones, each naming its twins as the head links do", async () => {
    const pagesXml = String((await api.get('/api/sitemap-pages.xml')).text);
    expect(pagesXml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const listed = entries(pagesXml);
    const twins = { en: '/kitchen-equipment', ar: '/ar/kitchen-equipment', 'x-default': '/kitchen-equipment' };
    expect(listed.find((entry) => entry.path === '/kitchen-equipment')?.alternates).toEqual(twins);
    expect(listed.find((entry) => entry.path === '/ar/kitchen-equipment')?.alternates).toEqual(twins);
    expect(listed.find((entry) => entry.path === '/ar')?.alternates).toEqual({ en: '/', ar: '/ar', 'x-default': '/' });
    // Every English page has its Arabic twin listed.
    const paths = new Set(listed.map((entry) => entry.path));
    for (const { path } of listed) if (!path.startsWith('/ar')) expect(paths.has(path === '/' ? '/ar' : `/ar${path}`), path).toBe(true);

    const products = entries(String((await api.get('/api/sitemaps/products/1')).text));
    const product = products.find((entry) => entry.path.startsWith('/ar/'));
    expect(product?.alternates.en).toBe(product?.path.slice(3));
    expect(product?.alternates.ar).toBe(product?.path);
  });

  it('lists a us storefront in English only (Arabic is sold on ae)', async () => {
    const xml = await createSitemapService(api.db, 'https://us.horeca.example').pagesXml();
    expect(xml).not.toMatch(/\/ar[/<]/);
    expect(xml).not.toContain('hreflang');
    expect(xml).toContain('<loc>https://us.horeca.example/kitchen-equipment</loc>');
  });
});
