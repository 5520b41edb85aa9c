// Product detail and discount-tier routes: declarations only; the rules live in
// catalogue-service.ts.
import { storefrontSchema } from '@horeca/core/storefront';
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { originOf, type Storefront } from './product-view';
import { dataOf, discountsAnswer, productDetailAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const storefrontQuery = object({ storefront: storefrontSchema() });

export function registerProductRoutes(api: ApiRouter, _deps: AppDeps, { catalogue }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/products/{id}',
    summary: 'Product detail by id: images, specifications, benefits, FAQ, reviews, discount tiers, breadcrumb',
    tags: ['catalogue'],
    params: object({ id: number().typeError(said('api.namedFieldNumber', { name: 'id' })).integer().positive().required() }),
    query: storefrontQuery,
    responses: { 200: json(dataOf(productDetailAnswer), 'The product page'), 404: 'Unknown or unpublished product' },
    handler: ({ c, params, query, locale }) => catalogue.productById(params.id, query.storefront as Storefront, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/products/slug/{slug}',
    summary: 'Product detail by slug (the last segment of the product URL)',
    tags: ['catalogue'],
    params: object({ slug: string().trim().max(300).required() }),
    query: storefrontQuery,
    responses: { 200: json(dataOf(productDetailAnswer), 'The product page'), 404: 'Unknown or unpublished product' },
    handler: ({ c, params, query, locale }) => catalogue.productBySlug(params.slug, query.storefront as Storefront, originOf(c), locale),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/discounts',
    summary: 'Buy-More-Save-More tiers of a product',
    tags: ['catalogue'],
    query: object({
      product_id: number().typeError(said('api.productIdNumber')).integer(said('api.productIdNumber')).positive().required(said('api.productIdField')),
    }),
    responses: { 200: json(discountsAnswer, 'The tiers, smallest quantity first'), 404: 'Unknown product' },
    handler: ({ query }) => catalogue.discounts(query.product_id),
  });
}

