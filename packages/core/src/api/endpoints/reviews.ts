// Product reviews: the store's review page, the customer's own reviews, writing one.
import type { ReviewInput } from '../../forms/review';
import type { SuccessResponse } from '../answer-types';
import type { RequestFn } from '../http';
import type { accountReviewsAnswer, CustomerReview, reviewPageAnswer } from '../../answers/catalogue';
import type { Answer } from '../../answers/fields';
import { verbs } from './verbs';

export type { CustomerReview, ReviewedProduct } from '../../answers/catalogue';
export type ReviewPage = Answer<typeof reviewPageAnswer>;
export type AccountReviews = Answer<typeof accountReviewsAnswer>;

export function reviewEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    getReviews: (query: { page?: number; rating?: number } = {}) => get<ReviewPage>('/frontend/reviews', query),
    getAccountReviews: () => get<AccountReviews>('/frontend/account/reviews'),
    postReview: (review: ReviewInput) => send<SuccessResponse & { message: string; data: CustomerReview }>('POST', '/frontend/reviews', review),
  };
}
