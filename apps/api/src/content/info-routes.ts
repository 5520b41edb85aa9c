import { and, asc, count, desc, eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { blogCategories, blogPosts, faqs, pages, products, seoPages } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { catalogueCache } from '../catalogue/catalogue-cache';
import { cardColumns, originOf, productCard } from '../catalogue/product-view';

const pageQuery = object({
  page: number().typeError('page must be a number.').integer().min(1).max(1000).default(1),
  per_page: number().typeError('per_page must be a number.').integer().min(1).max(50).default(12),
});
const SITEMAP_PRODUCTS_PER_PAGE = 5000;

function postView(post: typeof blogPosts.$inferSelect, origin: string, withBody: boolean) {
  return {
    id: post.id, title: post.title, slug: post.slug, excerpt: post.excerpt, image: origin + post.image, author: post.author,
    tags: post.tags, category_id: post.categoryId, published_at: post.publishedAt, ...(withBody ? { body: post.body } : {}),
  };
}

export function registerInfoRoutes(api: ApiRouter, deps: AppDeps): void {
  const listPosts = async (origin: string, page: number, perPage: number, categoryId?: number) => {
    const where = categoryId === undefined ? undefined : eq(blogPosts.categoryId, categoryId);
    const [rows, totals] = await Promise.all([
      deps.db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(perPage).offset((page - 1) * perPage),
      deps.db.select({ total: count() }).from(blogPosts).where(where),
    ]);
    const total = Number(totals[0]?.total ?? 0);
    return { data: rows.map((p) => postView(p, origin, false)), meta: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) } };
  };

  api.route({
    method: 'get', path: '/api/frontend/blog/categories', summary: 'Blog categories', tags: ['content'],
    responses: { 200: '{ data: [{ id, name, slug, description }] }' },
    handler: async () => ({ data: await deps.db.select().from(blogCategories).orderBy(asc(blogCategories.id)) }),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/posts', summary: 'Blog posts, newest first', tags: ['content'], query: pageQuery,
    responses: { 200: '{ data: BlogPost[], meta }' },
    handler: ({ c, query }) => listPosts(originOf(c), query.page, query.per_page),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/categories/{slug}/posts', summary: 'Posts of a blog category (/blog/category/{id})', tags: ['content'],
    params: object({ slug: string().max(200).required() }), query: pageQuery,
    responses: { 200: '{ data: BlogPost[], meta, category }', 404: 'Unknown blog category' },
    handler: async ({ c, params, query }) => {
      const key = params.slug;
      const rows = await deps.db.select().from(blogCategories).where(/^\d+$/.test(key) ? eq(blogCategories.id, Number(key)) : eq(blogCategories.slug, key)).limit(1);
      const category = rows[0];
      if (!category) throw notFound('Blog category not found.');
      return { ...(await listPosts(originOf(c), query.page, query.per_page, category.id)), category };
    },
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/posts/{post}', summary: 'One blog post by id or slug', tags: ['content'],
    params: object({ post: string().max(300).required() }),
    responses: { 200: '{ data: BlogPost & { body, category } }', 404: 'Unknown post' },
    handler: async ({ c, params }) => {
      const key = params.post;
      const rows = await deps.db.select().from(blogPosts).where(/^\d+$/.test(key) ? eq(blogPosts.id, Number(key)) : eq(blogPosts.slug, key)).limit(1);
      const post = rows[0];
      if (!post) throw notFound('Post not found.');
      const category = (await deps.db.select().from(blogCategories).where(eq(blogCategories.id, post.categoryId)).limit(1))[0] ?? null;
      return { data: { ...postView(post, originOf(c), true), category } };
    },
  });

  api.route({
    method: 'get', path: '/api/frontend/faqs', summary: 'FAQ of a storefront grouped by category (type, questions)', tags: ['content'],
    query: object({ storefront: string().oneOf(['ae', 'us'], 'storefront must be ae or us.').default('ae') }),
    responses: { 200: '{ data: [{ type, questions: [{ question, answer }] }] }' },
    handler: async ({ query }) => {
      const rows = await deps.db.select().from(faqs).where(eq(faqs.storefront, query.storefront)).orderBy(asc(faqs.typePosition), asc(faqs.position));
      const groups: { type: string; questions: { question: string; answer: string }[] }[] = [];
      for (const row of rows) {
        let group = groups.at(-1);
        if (!group || group.type !== row.type) groups.push((group = { type: row.type, questions: [] }));
        group.questions.push({ question: row.question, answer: row.answer });
      }
      return { data: groups };
    },
  });

  api.route({
    method: 'get', path: '/api/frontend/pages/{slug}', summary: 'Policy or information page (body is HTML; sanitise when rendering)', tags: ['content'],
    params: object({ slug: string().max(200).required() }),
    responses: { 200: '{ data: { slug, title, body, meta_description, updated_at } }', 404: 'Unknown page' },
    handler: async ({ params }) => {
      const page = (await deps.db.select().from(pages).where(eq(pages.slug, params.slug)).limit(1))[0];
      if (!page) throw notFound('Page not found.');
      return { data: { slug: page.slug, title: page.title, body: page.body, meta_description: page.metaDescription, updated_at: page.updatedAt } };
    },
  });

  api.route({
    method: 'get', path: '/api/frontend/seo-pages/{id}', summary: 'SEO landing page (/seo/{id}) with its top products', tags: ['content'],
    params: object({ id: string().max(200).required() }),
    responses: { 200: '{ data: SeoPage, products: ProductCard[] }', 404: 'Unknown SEO page' },
    handler: async ({ c, params }) => {
      const key = params.id;
      const page = (await deps.db.select().from(seoPages).where(/^\d+$/.test(key) ? eq(seoPages.id, Number(key)) : eq(seoPages.slug, key)).limit(1))[0];
      if (!page) throw notFound('Page not found.');
      const cache = await catalogueCache(deps.db);
      const scope = page.categoryId !== null ? eq(products.parentCategoryId, page.categoryId) : page.brandId !== null ? eq(products.brandId, page.brandId) : undefined;
      const rows = scope
        ? await deps.db.select(cardColumns).from(products).where(and(scope, eq(products.status, 'published'))).orderBy(desc(products.popularity)).limit(12)
        : [];
      const origin = originOf(c);
      return {
        data: { id: page.id, slug: page.slug, title: page.title, heading: page.heading, body: page.body, meta_title: page.metaTitle, meta_description: page.metaDescription, category_id: page.categoryId, brand_id: page.brandId },
        products: rows.map((row) => productCard(row, cache, 'ae', origin)),
      };
    },
  });

  api.route({
    method: 'get', path: '/api/frontend/sitemap', summary: 'Sitemap data: categories, brands, pages, blog, SEO pages and product page count', tags: ['content'],
    responses: { 200: '{ categories, brands, pages, blog, seo_pages, product_pages }' },
    handler: async () => {
      const cache = await catalogueCache(deps.db);
      const [pageRows, postRows, seoRows, totals] = await Promise.all([
        deps.db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages),
        deps.db.select({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt }).from(blogPosts),
        deps.db.select({ id: seoPages.id, slug: seoPages.slug }).from(seoPages),
        deps.db.select({ total: count() }).from(products).where(eq(products.status, 'published')),
      ]);
      const pathOf = (id: number) => {
        const category = cache.categoriesById.get(id);
        if (!category) return '/';
        const parent = category.parentId === null ? undefined : cache.categoriesById.get(category.parentId);
        return parent ? `/${parent.slug}/${category.slug}` : `/${category.slug}`;
      };
      return {
        categories: [...cache.categoriesById.values()].map((c) => ({ id: c.id, slug: c.slug, level: c.level, path: pathOf(c.id) })),
        brands: cache.brandList.map((b) => ({ id: b.id, slug: b.slug, path: `/brands/${b.id}/${b.slug}` })),
        pages: pageRows.map((p) => ({ slug: p.slug, path: `/pages/${p.slug}`, updated_at: p.updatedAt })),
        blog: postRows.map((p) => ({ id: p.id, path: `/blog/${p.slug}`, published_at: p.publishedAt })),
        seo_pages: seoRows.map((s) => ({ id: s.id, path: `/seo/${s.id}` })),
        product_pages: Math.ceil(Number(totals[0]?.total ?? 0) / SITEMAP_PRODUCTS_PER_PAGE),
      };
    },
  });

  api.route({
    method: 'get', path: '/api/frontend/sitemap/products', summary: 'Product URLs for the sitemap, 5000 per page', tags: ['content'],
    query: object({ page: number().typeError('page must be a number.').integer().min(1).max(1000).default(1) }),
    responses: { 200: '{ data: [{ id, path }], meta }' },
    handler: async ({ query }) => {
      const cache = await catalogueCache(deps.db);
      const first = (query.page - 1) * SITEMAP_PRODUCTS_PER_PAGE;
      const rows = await deps.db
        .select({ id: products.id, slug: products.slug, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId })
        .from(products)
        .where(eq(products.status, 'published'))
        .orderBy(asc(products.id))
        .limit(SITEMAP_PRODUCTS_PER_PAGE)
        .offset(first);
      return {
        data: rows.map((r) => ({ id: r.id, path: `/${cache.categoriesById.get(r.parentCategoryId)?.slug ?? ''}/${cache.categoriesById.get(r.categoryId)?.slug ?? ''}/${r.slug}` })),
        meta: { page: query.page, per_page: SITEMAP_PRODUCTS_PER_PAGE },
      };
    },
  });
}
