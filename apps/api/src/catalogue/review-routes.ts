// Review routes: declarations only; the rules live in review-service.ts.
import { reviewSchema } from '@horeca/core/forms';
import { storefrontSchema } from '@horeca/core/storefront';
import { number, object } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { originOf } from './product-view';
import { accountReviewsAnswer, changed, reviewAnswer, reviewPageAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { messageText } from '../words/message-keys';

const reviewQuery = object({
  page: number().typeError('page must be a number.').integer().min(1).max(1000).default(1),
  per_page: number().typeError('per_page must be a number.').integer().min(1).max(50).default(20),
  rating: number().typeError('rating must be a number.').integer().min(1).max(5),
  storefront: storefrontSchema(),
});

export function registerReviewRoutes(api: ApiRouter, _deps: AppDeps, { reviews }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/reviews',
    summary: 'Newest customer reviews with their product (the /reviews page); optional star filter',
    tags: ['catalogue'],
    query: reviewQuery,
    responses: { 200: json(reviewPageAnswer, 'A page of reviews, newest first') },
    handler: ({ c, query }) => reviews.list(query, originOf(c)),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/reviews',
    summary: 'The customer’s own reviews, and the products of their delivered orders still to review',
    tags: ['account'],
    auth: 'required',
    responses: { 200: json(accountReviewsAnswer, 'Your reviews, and products received but not reviewed yet') },
    handler: ({ c, customer }) => reviews.mine(customer.id, originOf(c)),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/reviews',
    summary: 'Review a product of one of your delivered orders (once per product); updates its rating',
    tags: ['account'],
    auth: 'required',
    body: reviewSchema,
    responses: {
      201: json(changed(reviewAnswer), 'The review published'),
      409: '{ message, errors { product_id } }: already reviewed (also when two posts race)',
      422: 'Invalid fields, or a product you have not received',
    },
    handler: async ({ c, body, customer, locale }) => c.json({ success: true, message: messageText('api.reviewPublished', locale), data: await reviews.create(customer, body, originOf(c)) }, 201),
  });
}
