// The store's content: countries, states and cities for the address pickers, home sliders,
// old-path redirects, the blog, FAQs, information and SEO pages.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';
import { blogCategories, blogPosts, cities, countries, faqs, pages, products, redirects, seoPages, sliders, states } from '../db/schema/catalogue';
import { notFound } from '../http/errors';
import { catalogueCache, inLocale } from '../catalogue/catalogue-cache';
import { cardColumns, productCard } from '../catalogue/product-view';
import { popularFirst } from '../search/ranked';
import { placeNameIn } from './place-names';
import { redirectSource } from './redirect-table';

function postView(post: typeof blogPosts.$inferSelect, origin: string, withBody: boolean) {
  return {
    id: post.id, title: post.title, slug: post.slug, excerpt: post.excerpt, image: origin + post.image, author: post.author,
    tags: post.tags, category_id: post.categoryId, published_at: post.publishedAt, ...(withBody ? { body: post.body } : {}),
  };
}

/** A blog category as the answers show it (without its Arabic column), in `locale`. */
function blogCategoryView(row: typeof blogCategories.$inferSelect, locale: Locale) {
  const { ar: _arabic, ...category } = inLocale(row, locale);
  return category;
}

export function createContentService(db: Db) {
  const listPosts = async (origin: string, locale: Locale, page: number, perPage: number, categoryId?: number) => {
    const where = categoryId === undefined ? undefined : eq(blogPosts.categoryId, categoryId);
    const [rows, totals] = await Promise.all([
      db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(perPage).offset((page - 1) * perPage),
      db.select({ total: count() }).from(blogPosts).where(where),
    ]);
    const total = Number(totals[0]?.total ?? 0);
    return { data: rows.map((p) => postView(inLocale(p, locale), origin, false)), meta: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) } };
  };

  return {
    async countries(locale: Locale = 'en') {
      const rows = await db.select().from(countries).orderBy(asc(countries.id));
      return { data: rows.map((r) => ({ id: r.id, name: placeNameIn(locale, r.name), iso2: r.iso2, dial_code: r.dialCode, currency: r.currency, storefront: r.storefront })) };
    },

    /** States / emirates of a country (404 for an unknown country). */
    async states(countryId: number, locale: Locale = 'en') {
      const country = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
      if (country.length === 0) throw notFound('api.countryNotFound');
      const rows = await db.select().from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name));
      return { data: rows.map((r) => ({ id: r.id, country_id: r.countryId, name: placeNameIn(locale, r.name), code: r.code })) };
    },

    async cities(stateId: number, locale: Locale = 'en') {
      const state = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId)).limit(1);
      if (state.length === 0) throw notFound('api.stateNotFound');
      const rows = await db.select().from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.name));
      return { data: rows.map((r) => ({ id: r.id, state_id: r.stateId, name: placeNameIn(locale, r.name) })) };
    },

    async sliders(id: number, origin: string, locale: Locale = 'en') {
      const rows = (await db.select().from(sliders).where(eq(sliders.sliderId, id)).orderBy(asc(sliders.position))).map((row) => inLocale(row, locale));
      return {
        items: rows.map((s) => ({ id: s.id, title: s.title, subtitle: s.subtitle, image: origin + s.image, mobile_image: origin + s.mobileImage, link: s.link, button_text: s.buttonText, position: s.position })),
      };
    },

    /** The redirect for an old storefront path (404 when there is none). */
    async redirectFrom(path: string) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        throw notFound('api.noRedirectPath');
      }
      const from = redirectSource(decoded);
      const rows = await db.select().from(redirects).where(eq(redirects.fromPath, from)).limit(1);
      const row = rows[0];
      if (!row) throw notFound('api.noRedirectPath');
      return { from: row.fromPath, to: row.toPath, status_code: row.statusCode };
    },

    blogCategories: async (locale: Locale = 'en') => ({ data: (await db.select().from(blogCategories).orderBy(asc(blogCategories.id))).map((row) => blogCategoryView(row, locale)) }),

    /** Blog posts, newest first. */
    posts: (page: { page: number; per_page: number }, origin: string, locale: Locale = 'en') => listPosts(origin, locale, page.page, page.per_page),

    /** Posts of a blog category, by id or slug. */
    async categoryPosts(slug: string, page: { page: number; per_page: number }, origin: string, locale: Locale = 'en') {
      const key = slug;
      const rows = await db.select().from(blogCategories).where(/^\d+$/.test(key) ? eq(blogCategories.id, Number(key)) : eq(blogCategories.slug, key)).limit(1);
      const category = rows[0];
      if (!category) throw notFound('api.blogCategoryNotFound');
      return { ...(await listPosts(origin, locale, page.page, page.per_page, category.id)), category: blogCategoryView(category, locale) };
    },

    /** One blog post by id or slug. */
    async post(key: string, origin: string, locale: Locale = 'en') {
      const rows = await db.select().from(blogPosts).where(/^\d+$/.test(key) ? eq(blogPosts.id, Number(key)) : eq(blogPosts.slug, key)).limit(1);
      const post = rows[0];
      if (!post) throw notFound('api.postNotFound');
      const category = (await db.select().from(blogCategories).where(eq(blogCategories.id, post.categoryId)).limit(1))[0];
      return { data: { ...postView(inLocale(post, locale), origin, true), category: category ? blogCategoryView(category, locale) : null } };
    },

    /** A storefront's FAQ grouped by category. */
    async faqs(storefront: string, locale: Locale = 'en') {
      const rows = (await db.select().from(faqs).where(eq(faqs.storefront, storefront)).orderBy(asc(faqs.typePosition), asc(faqs.position))).map((row) => inLocale(row, locale));
      const groups: { type: string; questions: { question: string; answer: string }[] }[] = [];
      for (const row of rows) {
        let group = groups.at(-1);
        if (!group || group.type !== row.type) groups.push((group = { type: row.type, questions: [] }));
        group.questions.push({ question: row.question, answer: row.answer });
      }
      return { data: groups };
    },

    async page(slug: string, locale: Locale = 'en') {
      const row = (await db.select().from(pages).where(eq(pages.slug, slug)).limit(1))[0];
      if (!row) throw notFound('api.pageNotFound');
      const page = inLocale(row, locale);
      return { data: { slug: page.slug, title: page.title, body: page.body, meta_description: page.metaDescription, updated_at: page.updatedAt } };
    },

    /** An SEO landing page (by id or slug) with its top products. */
    async seoPage(key: string, origin: string, locale: Locale = 'en') {
      const row = (await db.select().from(seoPages).where(/^\d+$/.test(key) ? eq(seoPages.id, Number(key)) : eq(seoPages.slug, key)).limit(1))[0];
      if (!row) throw notFound('api.pageNotFound');
      const page = inLocale(row, locale);
      const cache = await catalogueCache(db, locale);
      const scope = page.categoryId !== null ? eq(products.parentCategoryId, page.categoryId) : page.brandId !== null ? eq(products.brandId, page.brandId) : undefined;
      const rows = scope
        ? await db.select(cardColumns).from(products).where(and(scope, eq(products.status, 'published'))).orderBy(...popularFirst(products.popularity, products.id)).limit(12)
        : [];
      return {
        data: { id: page.id, slug: page.slug, title: page.title, heading: page.heading, body: page.body, meta_title: page.metaTitle, meta_description: page.metaDescription, category_id: page.categoryId, brand_id: page.brandId },
        products: rows.map((row) => productCard(row, cache, 'ae', origin)),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
