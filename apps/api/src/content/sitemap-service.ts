// Sitemaps: the data of the storefront's /sitemap page, and the XML sitemaps for search
// engines (sitemaps.org): an index naming the page sitemap and one product sitemap per 5000
// products. XML URLs are absolute on STOREFRONT_URL, the address shoppers use; the paths are
// the storefront's own (the same the /sitemap page lists), on the ae storefront in English and
// Arabic (/ar/...) with hreflang alternates.
import { localizedPath, type Locale } from '@horeca/core/locale';
import { categoryPath, productPath } from '@horeca/core/routing';
import { storefrontFromHost } from '@horeca/core/storefront';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, pages, products, seoPages } from '../db/schema/catalogue';
import { notFound } from '../http/errors';
import { catalogueCache, type CatalogueCache, type CategoryRecord } from '../catalogue/catalogue-cache';

/** Product URLs per /sitemap data page and per XML product sitemap. */
const PRODUCTS_PER_SITEMAP = 5000;

/** A category's storefront path by core's rule: /{department}, /{department}/{category}, /{category}/{subcategory}. */
function categoryPathOf(cache: CatalogueCache, category: CategoryRecord): string {
  const parent = category.parentId === null ? undefined : cache.categoriesById.get(category.parentId);
  return categoryPath({ slug: category.slug, parent_slug: parent?.slug });
}

/** A product's storefront path by core's rule: /{category}/{subcategory}/{product}. */
function productPathOf(cache: CatalogueCache, product: { slug: string; categoryId: number; parentCategoryId: number }): string {
  const slug = (id: number) => cache.categoriesById.get(id)?.slug;
  return productPath({ url: product.slug, parent_category_url: slug(product.parentCategoryId), category_url: slug(product.categoryId) });
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A <urlset> of `paths` on `base`. With `languages` (the ae storefront sells in English and
 * Arabic, issue 23) each path is listed in both, each entry naming its twins as the pages' own
 * head links do: hreflang en, ar and x-default (English).
 */
function urlset(base: string, paths: string[], languages: boolean): string {
  const loc = (path: string, locale: Locale) => escapeXml(base + localizedPath(path, locale));
  const entry = (path: string, locale: Locale) =>
    `<url><loc>${loc(path, locale)}</loc>${
      languages
        ? `<xhtml:link rel="alternate" hreflang="en" href="${loc(path, 'en')}"/><xhtml:link rel="alternate" hreflang="ar" href="${loc(path, 'ar')}"/><xhtml:link rel="alternate" hreflang="x-default" href="${loc(path, 'en')}"/>`
        : ''
    }</url>`;
  const entries = paths.flatMap((path) => (languages ? [entry(path, 'en'), entry(path, 'ar')] : [entry(path, 'en')]));
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages ? ` xmlns:xhtml="${XHTML_NS}"` : ''}`;
  return `<urlset ${namespaces}>${entries.join('')}</urlset>`;
}

const xmlDocument = (xml: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;

/** @param storefrontUrl the address shoppers use (STOREFRONT_URL), also where payment outcomes return to. */
export function createSitemapService(db: Db, storefrontUrl: string) {
  const base = storefrontUrl;
  // Arabic is sold on the ae storefront only: a us host lists its English pages alone.
  const languages = !URL.canParse(storefrontUrl) || storefrontFromHost(new URL(storefrontUrl).hostname) !== 'us';
  const productTotal = async () => Number((await db.select({ total: count() }).from(products).where(eq(products.status, 'published')))[0]?.total ?? 0);
  return {
    /** The /sitemap page: categories, brands, pages, blog, SEO pages and the product page count. */
    async overview() {
      const cache = await catalogueCache(db);
      const [pageRows, postRows, seoRows, totals] = await Promise.all([
        db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages),
        db.select({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt }).from(blogPosts),
        db.select({ id: seoPages.id, slug: seoPages.slug }).from(seoPages),
        db.select({ total: count() }).from(products).where(eq(products.status, 'published')),
      ]);
      return {
        categories: [...cache.categoriesById.values()].map((c) => ({ id: c.id, slug: c.slug, level: c.level, path: categoryPathOf(cache, c) })),
        brands: cache.brandList.map((b) => ({ id: b.id, slug: b.slug, path: `/brands/${b.id}/${b.slug}` })),
        pages: pageRows.map((p) => ({ slug: p.slug, path: `/pages/${p.slug}`, updated_at: p.updatedAt })),
        blog: postRows.map((p) => ({ id: p.id, path: `/blog/${p.slug}`, published_at: p.publishedAt })),
        seo_pages: seoRows.map((s) => ({ id: s.id, path: `/seo/${s.id}` })),
        product_pages: Math.ceil(Number(totals[0]?.total ?? 0) / PRODUCTS_PER_SITEMAP),
      };
    },

    /** Product URLs for the /sitemap page, 5000 per page. */
    async productPaths(page: number) {
      const cache = await catalogueCache(db);
      const first = (page - 1) * PRODUCTS_PER_SITEMAP;
      const rows = await db
        .select({ id: products.id, slug: products.slug, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId })
        .from(products)
        .where(eq(products.status, 'published'))
        .orderBy(asc(products.id))
        .limit(PRODUCTS_PER_SITEMAP)
        .offset(first);
      return {
        data: rows.map((r) => ({ id: r.id, path: productPathOf(cache, r) })),
        meta: { page, per_page: PRODUCTS_PER_SITEMAP },
      };
    },

    /** The XML sitemap index; `origin` is this API's public origin. */
    async indexXml(origin: string) {
      const sheets = Math.ceil((await productTotal()) / PRODUCTS_PER_SITEMAP);
      const api = `${origin}/api`;
      const entries = [`${api}/sitemap-pages.xml`, ...Array.from({ length: sheets }, (_, i) => `${api}/sitemaps/products/${i + 1}`)];
      return xmlDocument(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('')}</sitemapindex>`);
    },

    async pagesXml() {
      const cache = await catalogueCache(db);
      const [pageRows, postRows, seoRows] = await Promise.all([
        db.select({ slug: pages.slug }).from(pages),
        db.select({ slug: blogPosts.slug }).from(blogPosts),
        db.select({ id: seoPages.id }).from(seoPages),
      ]);
      const paths = [
        '/', '/all-categories', '/all-brands', '/faq', '/blog', '/price-match', '/reviews',
        ...[...cache.categoriesById.values()].map((category) => categoryPathOf(cache, category)),
        ...cache.brandList.map((b) => `/brands/${b.id}/${b.slug}`),
        ...pageRows.map((p) => `/pages/${p.slug}`),
        ...postRows.map((p) => `/blog/${p.slug}`),
        ...seoRows.map((s) => `/seo/${s.id}`),
      ];
      return xmlDocument(urlset(base, paths, languages));
    },

    /** Product sitemap n (404 past the last). */
    async productsXml(n: number) {
      const cache = await catalogueCache(db);
      const rows = await db
        .select({ slug: products.slug, categoryId: products.categoryId, parentCategoryId: products.parentCategoryId })
        .from(products)
        .where(eq(products.status, 'published'))
        .orderBy(asc(products.id))
        .limit(PRODUCTS_PER_SITEMAP)
        .offset((n - 1) * PRODUCTS_PER_SITEMAP);
      if (rows.length === 0) throw notFound('api.noSuchSitemap');
      return xmlDocument(urlset(base, rows.map((r) => productPathOf(cache, r)), languages));
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
