// Blog, FAQ, information and SEO pages, and the /sitemap page's data: declarations only; the
// queries live in content-service.ts and sitemap-service.ts.
import { storefrontSchema } from '@horeca/core/storefront';
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { originOf } from '../catalogue/product-view';
import type { Services } from '../services';
import { blogCategoryAnswer, blogPostAnswer, blogPostDetailAnswer, dataOf, faqGroupAnswer, infoPageAnswer, listOf, pageMetaAnswer, seoPageWithProductsAnswer, shape, sitemapAnswer, text, whole } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const pageQuery = object({
  page: number().typeError(said('api.namedFieldNumber', { name: 'page' })).integer().min(1).max(1000).default(1),
  per_page: number().typeError(said('api.namedFieldNumber', { name: 'per_page' })).integer().min(1).max(50).default(12),
});
export function registerInfoRoutes(api: ApiRouter, _deps: AppDeps, { content, sitemap }: Services): void {
  api.route({
    method: 'get', path: '/api/frontend/blog/categories', summary: 'Blog categories', tags: ['content'],
    responses: { 200: json(dataOf(listOf(blogCategoryAnswer)), 'Blog categories') },
    handler: ({ locale }) => content.blogCategories(locale),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/posts', summary: 'Blog posts, newest first', tags: ['content'], query: pageQuery,
    responses: { 200: json(shape({ data: listOf(blogPostAnswer), meta: pageMetaAnswer }), 'A page of posts, newest first') },
    handler: ({ c, query, locale }) => content.posts(query, originOf(c), locale),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/categories/{slug}/posts', summary: 'Posts of a blog category (/blog/category/{id})', tags: ['content'],
    params: object({ slug: string().max(200).required() }), query: pageQuery,
    responses: { 200: json(shape({ data: listOf(blogPostAnswer), meta: pageMetaAnswer, category: blogCategoryAnswer }), 'A page of the category’s posts'), 404: 'Unknown blog category' },
    handler: ({ c, params, query, locale }) => content.categoryPosts(params.slug, query, originOf(c), locale),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/posts/{post}', summary: 'One blog post by id or slug', tags: ['content'],
    params: object({ post: string().max(300).required() }),
    responses: { 200: json(dataOf(blogPostDetailAnswer), 'The post with its body and category'), 404: 'Unknown post' },
    handler: ({ c, params, locale }) => content.post(params.post, originOf(c), locale),
  });

  api.route({
    method: 'get', path: '/api/frontend/faqs', summary: 'FAQ of a storefront grouped by category (type, questions)', tags: ['content'],
    query: object({ storefront: storefrontSchema() }),
    responses: { 200: json(dataOf(listOf(faqGroupAnswer)), 'Questions grouped by topic') },
    handler: ({ query, locale }) => content.faqs(query.storefront, locale),
  });

  api.route({
    method: 'get', path: '/api/frontend/pages/{slug}', summary: 'Policy or information page (body is HTML; sanitise when rendering)', tags: ['content'],
    params: object({ slug: string().max(200).required() }),
    responses: { 200: json(dataOf(infoPageAnswer), 'The page'), 404: 'Unknown page' },
    handler: ({ params, locale }) => content.page(params.slug, locale),
  });

  api.route({
    method: 'get', path: '/api/frontend/seo-pages/{id}', summary: 'SEO landing page (/seo/{id}) with its top products', tags: ['content'],
    params: object({ id: string().max(200).required() }),
    responses: { 200: json(seoPageWithProductsAnswer, 'The page and its products'), 404: 'Unknown SEO page' },
    handler: ({ c, params, locale }) => content.seoPage(params.id, originOf(c), locale),
  });

  api.route({
    method: 'get', path: '/api/frontend/sitemap', summary: 'Sitemap data: categories, brands, pages, blog, SEO pages and product page count', tags: ['content'],
    responses: { 200: json(sitemapAnswer, 'Every public path but products, and how many product pages there are') },
    handler: () => sitemap.overview(),
  });

  api.route({
    method: 'get', path: '/api/frontend/sitemap/products', summary: 'Product URLs for the sitemap, 5000 per page', tags: ['content'],
    query: object({ page: number().typeError(said('api.namedFieldNumber', { name: 'page' })).integer().min(1).max(1000).default(1) }),
    responses: { 200: json(shape({ data: listOf(shape({ id: whole(), path: text() })), meta: shape({ page: whole(), per_page: whole() }) }), 'A page of product paths') },
    handler: ({ query }) => sitemap.productPaths(query.page),
  });
}
