// Brand and sale routes: declarations only; the rules live in catalogue-service.ts.
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { listingQuery } from './listing';
import { originOf } from './product-view';
import { brandAnswer, brandDetailAnswer, dataOf, listOf, listingOf, saleAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const brandKey = object({ brand: string().trim().max(200).required() });

export function registerBrandAndSaleRoutes(api: ApiRouter, _deps: AppDeps, { catalogue }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/brands',
    summary: 'All brands (A-Z), optionally by first letter or featured only',
    tags: ['catalogue'],
    query: object({
      letter: string().trim().matches(/^[A-Za-z0-9]$/, 'letter must be one letter or digit.'),
      featured: string().oneOf(['0', '1', 'true', 'false']),
    }),
    responses: { 200: json(dataOf(listOf(brandAnswer)), 'Brands') },
    handler: ({ c, query, locale }) => catalogue.brands(query, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/brands/{brand}',
    summary: 'Brand page data by id or slug',
    tags: ['catalogue'],
    params: brandKey,
    responses: { 200: json(dataOf(brandDetailAnswer), 'The brand and the departments it sells in'), 404: 'Unknown brand' },
    handler: ({ c, params, locale }) => catalogue.brand(params.brand, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/brands/{brand}/products',
    summary: 'Products of a brand with the listing filters, sort and pagination',
    tags: ['catalogue'],
    params: brandKey,
    query: listingQuery,
    responses: { 200: json(listingOf({ brand: brandAnswer }), 'A page of the brand’s products'), 404: 'Unknown brand' },
    handler: ({ c, params, query, locale }) => catalogue.brandProducts(params.brand, query, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/sales',
    summary: 'Running sales',
    tags: ['catalogue'],
    responses: { 200: json(dataOf(listOf(saleAnswer)), 'Running sales') },
    handler: ({ c, locale }) => catalogue.sales(originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/sales/{id}/products',
    summary: 'Sale page (/shop-by-sale/{id}): discounted products with the listing filters',
    tags: ['catalogue'],
    params: object({ id: number().typeError(said('api.namedFieldNumber', { name: 'id' })).integer().positive().required() }),
    query: listingQuery,
    responses: { 200: json(listingOf({ sale: saleAnswer }), 'A page of the sale’s products'), 404: 'Unknown sale' },
    handler: ({ c, params, query, locale }) => catalogue.saleProducts(params.id, query, originOf(c), locale),
  });
}
