// XML sitemaps for search engines (sitemaps.org): an index naming the page sitemap and one
// product sitemap per 5000 products. URLs are absolute on STOREFRONT_URL, the address
// shoppers use; the paths are the storefront's own (the same the /sitemap page lists).
import { asc, count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { number, object } from 'yup';
import { blogPosts, pages, products, seoPages } from '../db/schema/catalogue';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import type { ApiRouter } from '../http/router';
import { catalogueCache } from '../catalogue/catalogue-cache';

const PRODUCTS_PER_SITEMAP = 5000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

function xmlResponse(c: Context, xml: string): Response {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

const urlset = (base: string, paths: string[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${escapeXml(base + p)}</loc></url>`).join('')}</urlset>`;

export function registerSitemapXmlRoutes(api: ApiRouter, deps: AppDeps): void {
  // The address shoppers use (STOREFRONT_URL), also where payment outcomes return to.
  const base = deps.config.payment.storefrontUrl;
  const productTotal = async () => Number((await deps.db.select({ total: count() }).from(products).where(eq(products.status, 'published')))[0]?.total ?? 0);

  api.route({
    method: 'get', path: '/api/sitemap.xml', summary: 'Sitemap index: the page sitemap and the product sitemaps', tags: ['content'],
    responses: { 200: 'application/xml' },
    handler: async ({ c }) => {
      const sheets = Math.ceil((await productTotal()) / PRODUCTS_PER_SITEMAP);
      const api = `${publicOrigin(c)}/api`;
      const entries = [`${api}/sitemap-pages.xml`, ...Array.from({ length: sheets }, (_, i) => `${api}/sitemaps/products/${i + 1}`)];
      return xmlResponse(c, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('')}</sitemapindex>`);
    },
  });

  api.route({
    method: 'get', path: '/api/sitemap-pages.xml', summary: 'Home, departments, categories, brands, information pages, blog and SEO pages', tags: ['content'],
    responses: { 200: 'application/xml' },
    handler: async ({ c }) => {
      const cache = await catalogueCache(deps.db);
      const [pageRows, postRows, seoRows] = await Promise.all([
        deps.db.select({ slug: pages.slug }).from(pages),
        deps.db.select({ slug: blogPosts.slug }).from(blogPosts),
        deps.db.select({ id: seoPages.id }).from(seoPages),
      ]);
      const categoryPaths = [...cache.categoriesById.values()].map((category) => {
        const parent = category.parentId === null ? undefined : cache.categoriesById.get(category.parentId);
        return parent ? `/${parent.slug}/${category.slug}` : `/${category.slug}`;
      });
      const paths = [
        '/', '/all-categories', '/all-brands', '/faq', '/blog', '/price-match', '/reviews',
        ...categoryPaths,
        ...cache.brandList.map((b) => `/brands/${b.id}/${b.slug}`),
        ...pageRows.map((p) => `/pages/${p.slug}`),
        ...postRows.map((p) => `/blog/${p.slug}`),
        ...seoRows.map((s) => `/seo/${s.id}`),
      ];
      return xmlResponse(c, urlset(base, paths));
    },
  });

  api.route({
    method: 'get', path: '/api/sitemaps/products/{n}', summary: 'Product pages, 5000 per sitemap', tags: ['content'],
    params: object({ n: number().typeError('Unknown sitemap.').integer().min(1).max(1000).required() }),
    responses: { 200: 'application/xml', 404: 'Past the last product sitemap' },
    handler: async ({ c, params }) => {
      const cache = await catalogueCache(deps.db);
      const rows = await deps.db
        .select({ slug: products.slug, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId })
        .from(products)
        .where(eq(products.status, 'published'))
        .orderBy(asc(products.id))
        .limit(PRODUCTS_PER_SITEMAP)
        .offset((params.n - 1) * PRODUCTS_PER_SITEMAP);
      if (rows.length === 0) throw notFound('No such sitemap.');
      const slug = (id: number) => cache.categoriesById.get(id)?.slug ?? '';
      return xmlResponse(c, urlset(base, rows.map((r) => `/${slug(r.parentCategoryId)}/${slug(r.categoryId)}/${r.slug}`)));
    },
  });
}
