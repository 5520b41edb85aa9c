// The catalogue answers in Arabic with ?lang=ar (issue 23): the same fields carry the Arabic
// text, English per field where no Arabic exists, the same slugs; storefront=us stays English.
// Every answer is checked against the OpenAPI document by the harness.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/catalogue';
import { startTestApi, type Json, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ARABIC = /[\u0621-\u064a]/;
const get = async (path: string) => {
  const res = await api.get<Json>(path);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('the catalogue in Arabic', () => {
  it('names the category tree and the home menu in Arabic, in English without lang and on the us storefront', async () => {
    const arabic = (await get('/api/frontend/categories-with-children?lang=ar')).data;
    const english = (await get('/api/frontend/categories-with-children')).data;
    const us = (await get('/api/frontend/categories-with-children?lang=ar&storefront=us')).data;
    expect(arabic.map((d: Json) => d.name)).toContain('معدات التبريد');
    expect(english.map((d: Json) => d.name)).toContain('Refrigeration');
    expect(us).toEqual(english);
    expect(arabic.map((d: Json) => d.slug)).toEqual(english.map((d: Json) => d.slug));
    expect(arabic[0].children[0].children[0].name).toMatch(ARABIC);
    const menu = (await get('/api/frontend/home-categories?lang=ar')).data;
    expect(menu.every((item: Json) => ARABIC.test(item.title) && ARABIC.test(item.name) && item.children.every((c: Json) => ARABIC.test(c.name)))).toBe(true);
  });

  it('answers a category page and its listing in Arabic with the same products and slugs', async () => {
    const category = (await get('/api/frontend/categories/refrigeration?lang=ar')).data;
    expect(category.name).toBe('معدات التبريد');
    expect(category.description).toMatch(ARABIC);
    expect(category.breadcrumb[0].name).toBe('الرئيسية');
    const arabic = await get('/api/frontend/categories/refrigeration/products?lang=ar&per_page=12');
    const english = await get('/api/frontend/categories/refrigeration/products?per_page=12');
    expect(arabic.data.map((p: Json) => p.slug)).toEqual(english.data.map((p: Json) => p.slug));
    expect(arabic.data.map((p: Json) => p.url)).toEqual(english.data.map((p: Json) => p.url));
    for (const product of arabic.data) {
      expect(product.name).toMatch(ARABIC);
      expect(product.alt_tags[0]).toBe(`${product.name} صورة 1`);
    }
    expect(arabic.category.name).toBe('معدات التبريد');
    expect(arabic.meta.total).toBe(english.meta.total);
  });

  it('answers the product page in Arabic: name, description, specifications, benefits, FAQ, breadcrumb and sizes', async () => {
    const [row] = await api.db.select().from(products).where(eq(products.status, 'published')).orderBy(products.id).limit(1);
    const arabic = (await get(`/api/frontend/products/slug/${row!.slug}?lang=ar`)).data;
    const english = (await get(`/api/frontend/products/slug/${row!.slug}`)).data;
    expect(arabic.name).toBe(row!.nameAr);
    expect(arabic.description).toBe(row!.descriptionAr);
    expect(arabic.specifications).toEqual(row!.specificationsAr);
    expect(arabic.benefits).toEqual(row!.benefitsAr);
    expect(arabic.faq).toEqual(row!.faqAr);
    expect(arabic.sku).toBe(english.sku);
    expect(arabic.slug).toBe(english.slug);
    expect(arabic.breadcrumb.at(-1).name).toBe(row!.nameAr);
    expect(arabic.breadcrumb.slice(1, -1).every((step: Json) => ARABIC.test(step.name))).toBe(true);
    expect(arabic.size_options.map((o: Json) => o.slug)).toEqual(english.size_options.map((o: Json) => o.slug));
    for (const option of arabic.size_options) expect(option.size).not.toMatch(/\b(in|lb|qt|oz|gal)\.?$/);
    expect(english.name).toBe(row!.name);
    expect((await get(`/api/frontend/products/${row!.id}?lang=ar&storefront=us`)).data.name).toBe(row!.name);
  });

  it('falls back to English field by field where a product has no Arabic', async () => {
    const [row] = await api.db.select().from(products).where(eq(products.status, 'published')).orderBy(products.id).offset(5).limit(1);
    await api.db.update(products).set({ nameAr: null, faqAr: null }).where(eq(products.id, row!.id));
    const arabic = (await get(`/api/frontend/products/${row!.id}?lang=ar`)).data;
    expect(arabic.name).toBe(row!.name);
    expect(arabic.faq).toEqual(row!.faq);
    expect(arabic.description).toBe(row!.descriptionAr);
  });

  it('names brands as brands write them and describes them in Arabic', async () => {
    const arabic = (await get('/api/frontend/brands?lang=ar')).data;
    const english = (await get('/api/frontend/brands')).data;
    expect(arabic.map((b: Json) => b.name)).toEqual(english.map((b: Json) => b.name));
    expect(arabic.every((b: Json) => ARABIC.test(b.description) && b.description.includes(b.name))).toBe(true);
    const brand = (await get(`/api/frontend/brands/${english[0].slug}?lang=ar`)).data;
    expect(brand.departments.every((d: Json) => ARABIC.test(d.name))).toBe(true);
  });

  it('keeps cached search answers apart per language: Arabic names for lang=ar, English otherwise, the same products', async () => {
    for (let round = 0; round < 3; round++) {
      const arabic = await get(`/api/frontend/search?query=${encodeURIComponent('ثلا')}&lang=ar`);
      const english = await get(`/api/frontend/search?query=${encodeURIComponent('ثلا')}`);
      expect(arabic.products.length).toBeGreaterThan(0);
      expect(arabic.products.map((p: Json) => p.id)).toEqual(english.products.map((p: Json) => p.id));
      // Named in Arabic; 'ثلا' is the start of a refrigerator's name (ثلاجة) or of its category's (ثلاجات العرض).
      for (const product of arabic.products) expect(product.name).toMatch(ARABIC);
      expect(arabic.products.some((p: Json) => p.name.startsWith('ثلاجة '))).toBe(true);
      for (const product of english.products) expect(product.name).not.toMatch(ARABIC);
      expect(arabic.categories.every((c: Json) => ARABIC.test(c.name))).toBe(true);
      expect(english.categories.length).toBe(arabic.categories.length);
    }
  });

  it('answers sliders, sales, the blog, policy pages and SEO pages in Arabic, English without lang', async () => {
    const slides = (await get('/api/frontend/sliders/1?lang=ar')).items;
    expect(slides.every((s: Json) => ARABIC.test(s.title) && ARABIC.test(s.subtitle) && ARABIC.test(s.button_text))).toBe(true);
    expect(slides.map((s: Json) => s.link)).toEqual((await get('/api/frontend/sliders/1')).items.map((s: Json) => s.link));
    expect((await get('/api/frontend/sales?lang=ar')).data.every((s: Json) => ARABIC.test(s.name) && s.description.includes(`${s.min_discount_percent}%`))).toBe(true);
    const sale = await get('/api/frontend/sales/5/products?lang=ar&per_page=4');
    expect(sale.sale.name).toBe('عروض الأسبوع');
    expect(sale.data.every((p: Json) => ARABIC.test(p.name))).toBe(true);

    const categories = (await get('/api/frontend/blog/categories?lang=ar')).data;
    expect(categories.map((c: Json) => c.name)).toContain('أدلة الشراء');
    expect(categories[0]).not.toHaveProperty('ar');
    const posts = (await get('/api/frontend/blog/posts?lang=ar&per_page=5')).data;
    expect(posts.every((p: Json) => ARABIC.test(p.title) && ARABIC.test(p.excerpt))).toBe(true);
    const post = (await get(`/api/frontend/blog/posts/${posts[0].slug}?lang=ar`)).data;
    expect(post.body).toMatch(/<h2>الحجم والسعة<\/h2>/);
    expect(ARABIC.test(post.category.name)).toBe(true);
    expect((await get(`/api/frontend/blog/posts/${posts[0].slug}`)).data.title).not.toMatch(ARABIC);

    const page = (await get('/api/frontend/pages/return-policy?lang=ar')).data;
    expect(page.title).toBe('سياسة الإرجاع');
    expect(page.body).toContain('30 يوماً');
    expect((await get('/api/frontend/pages/return-policy')).data.title).toBe('Return Policy');

    const seo = await get('/api/frontend/seo-pages/1?lang=ar');
    expect(seo.data.title).toMatch(/^أفضل .+ في دبي$/);
    expect(seo.data.slug).toBe((await get('/api/frontend/seo-pages/1')).data.slug);
    expect(seo.products.every((p: Json) => ARABIC.test(p.name))).toBe(true);
  });

  it('answers the ae FAQ in Arabic with the same topics; the us FAQ stays English', async () => {
    const arabic = (await get('/api/frontend/faqs?storefront=ae&lang=ar')).data;
    const english = (await get('/api/frontend/faqs?storefront=ae')).data;
    expect(arabic.map((group: Json) => group.type)).toEqual(english.map((group: Json) => group.type));
    const questions = arabic.flatMap((group: Json) => group.questions);
    expect(questions.length).toBe(english.flatMap((group: Json) => group.questions).length);
    expect(questions.every((q: Json) => ARABIC.test(q.question) && ARABIC.test(q.answer))).toBe(true);
    expect(questions.map((q: Json) => q.answer).join(' ')).toContain('تابي وتمارا');
    const us = (await get('/api/frontend/faqs?storefront=us&lang=ar')).data;
    expect(us.flatMap((group: Json) => group.questions).some((q: Json) => ARABIC.test(q.question))).toBe(false);
  });

  it('answers the key sections of a combi oven in Arabic: its own Arabic specifications first, then the facts, benefits and overview', async () => {
    const [row] = await api.db.select().from(products).where(and(like(products.name, '%Combi Oven%'), eq(products.status, 'published'))).orderBy(products.id).limit(1);
    const arabic = (await get(`/api/frontend/products/${row!.id}?lang=ar`)).data.key_sections;
    const english = (await get(`/api/frontend/products/${row!.id}`)).data.key_sections;
    expect(arabic.specifications).toHaveLength(english.specifications.length);
    expect(arabic.specifications[0]).toEqual(row!.specificationsAr!.find((entry) => entry.name === 'المقاس / السعة'));
    expect(arabic.specifications.at(-1).name).toBe('التنظيف');
    expect(arabic.benefits[0].title).toBe('ثلاثة أفران في فرن واحد');
    expect(arabic.overview).toContain(`<p>يجمع ${row!.nameAr} `);
    expect(english.overview).toContain(row!.name);
  });
});
