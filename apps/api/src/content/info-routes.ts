// Blog, FAQ, information and SEO pages, and the /sitemap page's data: declarations only; the
// queries live in content-service.ts and sitemap-service.ts.
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { originOf } from '../catalogue/product-view';
import type { Services } from '../services';

const pageQuery = object({
  page: number().typeError('page must be a number.').integer().min(1).max(1000).default(1),
  per_page: number().typeError('per_page must be a number.').integer().min(1).max(50).default(12),
});
export function registerInfoRoutes(api: ApiRouter, _deps: AppDeps, { content, sitemap }: Services): void {
  api.route({
    method: 'get', path: '/api/frontend/blog/categories', summary: 'Blog categories', tags: ['content'],
    responses: { 200: '{ data: [{ id, name, slug, description }] }' },
    handler: () => content.blogCategories(),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/posts', summary: 'Blog posts, newest first', tags: ['content'], query: pageQuery,
    responses: { 200: '{ data: BlogPost[], meta }' },
    handler: ({ c, query }) => content.posts(query, originOf(c)),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/categories/{slug}/posts', summary: 'Posts of a blog category (/blog/category/{id})', tags: ['content'],
    params: object({ slug: string().max(200).required() }), query: pageQuery,
    responses: { 200: '{ data: BlogPost[], meta, category }', 404: 'Unknown blog category' },
    handler: ({ c, params, query }) => content.categoryPosts(params.slug, query, originOf(c)),
  });

  api.route({
    method: 'get', path: '/api/frontend/blog/posts/{post}', summary: 'One blog post by id or slug', tags: ['content'],
    params: object({ post: string().max(300).required() }),
    responses: { 200: '{ data: BlogPost & { body, category } }', 404: 'Unknown post' },
    handler: ({ c, params }) => content.post(params.post, originOf(c)),
  });

  api.route({
    method: 'get', path: '/api/frontend/faqs', summary: 'FAQ of a storefront grouped by category (type, questions)', tags: ['content'],
    query: object({ storefront: string().oneOf(['ae', 'us'], 'storefront must be ae or us.').default('ae') }),
    responses: { 200: '{ data: [{ type, questions: [{ question, answer }] }] }' },
    handler: ({ query }) => content.faqs(query.storefront),
  });

  api.route({
    method: 'get', path: '/api/frontend/pages/{slug}', summary: 'Policy or information page (body is HTML; sanitise when rendering)', tags: ['content'],
    params: object({ slug: string().max(200).required() }),
    responses: { 200: '{ data: { slug, title, body, meta_description, updated_at } }', 404: 'Unknown page' },
    handler: ({ params }) => content.page(params.slug),
  });

  api.route({
    method: 'get', path: '/api/frontend/seo-pages/{id}', summary: 'SEO landing page (/seo/{id}) with its top products', tags: ['content'],
    params: object({ id: string().max(200).required() }),
    responses: { 200: '{ data: SeoPage, products: ProductCard[] }', 404: 'Unknown SEO page' },
    handler: ({ c, params }) => content.seoPage(params.id, originOf(c)),
  });

  api.route({
    method: 'get', path: '/api/frontend/sitemap', summary: 'Sitemap data: categories, brands, pages, blog, SEO pages and product page count', tags: ['content'],
    responses: { 200: '{ categories, brands, pages, blog, seo_pages, product_pages }' },
    handler: () => sitemap.overview(),
  });

  api.route({
    method: 'get', path: '/api/frontend/sitemap/products', summary: 'Product URLs for the sitemap, 5000 per page', tags: ['content'],
    query: object({ page: number().typeError('page must be a number.').integer().min(1).max(1000).default(1) }),
    responses: { 200: '{ data: [{ id, path }], meta }' },
    handler: ({ query }) => sitemap.productPaths(query.page),
  });
}
