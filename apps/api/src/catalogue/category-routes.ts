// Category routes: declarations only; the rules live in catalogue-service.ts.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { listingQuery } from './listing';
import { originOf } from './product-view';

const slugParams = object({ slug: string().trim().max(200).required() });

export function registerCategoryRoutes(api: ApiRouter, _deps: AppDeps, { catalogue }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/categories-with-children',
    summary: 'The three-level category tree (id, name, slug, children, image)',
    tags: ['catalogue'],
    responses: { 200: '{ data: CategoryNode[] }' },
    handler: async ({ c }) => {
      const data = await catalogue.categoryTree(originOf(c));
      c.header('Cache-Control', 'public, max-age=300');
      return { data };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/home-categories',
    summary: 'Category menu of the home page',
    tags: ['catalogue'],
    responses: { 200: '{ data: [{ id, category_id, title, name, slug, url, image, children }] }' },
    handler: ({ c }) => catalogue.homeCategories(originOf(c)),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/categories/{slug}',
    summary: 'One category (any level) with its children and breadcrumb',
    tags: ['catalogue'],
    params: slugParams,
    responses: { 200: '{ data: { id, name, slug, level, image, description, product_count, children, breadcrumb } }', 404: 'Unknown category' },
    handler: ({ c, params }) => catalogue.category(params.slug, originOf(c)),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/categories/{slug}/products',
    summary: 'Category listing: brand, price range and in-stock filters, sort, pagination with total',
    tags: ['catalogue'],
    params: slugParams,
    query: listingQuery,
    responses: { 200: '{ data: ProductCard[], meta: { total, page, per_page, last_page, sort }, category, facets: { brands } }', 404: 'Unknown category' },
    handler: ({ c, params, query }) => catalogue.categoryProducts(params.slug, query, originOf(c)),
  });
}
