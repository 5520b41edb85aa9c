// Category routes: declarations only; the rules live in catalogue-service.ts.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { listingQuery } from './listing';
import { originOf } from './product-view';
import { categoryDetailAnswer, categoryListingAnswer, categoryTreeNodeAnswer, dataOf, homeCategoryAnswer, listOf } from '@horeca/core/answers';
import { json } from '../http/answers';

const slugParams = object({ slug: string().trim().max(200).required() });

export function registerCategoryRoutes(api: ApiRouter, _deps: AppDeps, { catalogue }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/categories-with-children',
    summary: 'The three-level category tree (id, name, slug, children, image)',
    tags: ['catalogue'],
    responses: { 200: json(dataOf(listOf(categoryTreeNodeAnswer)), 'Departments with their categories and subcategories') },
    handler: async ({ c, locale }) => {
      const data = await catalogue.categoryTree(originOf(c), locale);
      c.header('Cache-Control', 'public, max-age=300');
      return { data };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/home-categories',
    summary: 'Category menu of the home page',
    tags: ['catalogue'],
    responses: { 200: json(dataOf(listOf(homeCategoryAnswer)), 'The home page’s categories') },
    handler: ({ c, locale }) => catalogue.homeCategories(originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/categories/{slug}',
    summary: 'One category (any level) with its children and breadcrumb',
    tags: ['catalogue'],
    params: slugParams,
    responses: { 200: json(dataOf(categoryDetailAnswer), 'The category'), 404: 'Unknown category' },
    handler: ({ c, params, locale }) => catalogue.category(params.slug, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/categories/{slug}/products',
    summary: 'Category listing: brand, price range and in-stock filters, sort, pagination with total',
    tags: ['catalogue'],
    params: slugParams,
    query: listingQuery,
    responses: { 200: json(categoryListingAnswer, 'A page of the category’s products, and the brands to filter by'), 404: 'Unknown category' },
    handler: ({ c, params, query, locale }) => catalogue.categoryProducts(params.slug, query, originOf(c), locale),
  });
}
