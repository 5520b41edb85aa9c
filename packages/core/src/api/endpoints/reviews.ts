// Product reviews: the store's review page, the customer's own reviews, writing one.
import type { ReviewInput } from '../../schemas/review';
import type { Id, SuccessResponse } from '../../types/common';
import type { RequestFn } from '../http';
import type { ListingMeta } from './listing';
import { verbs } from './verbs';

export interface ReviewedProduct {
  id: Id;
  name: string;
  /** The product page path, /{parent}/{leaf}/{slug}. */
  path: string;
  image: string | null;
}

export interface CustomerReview {
  id: Id;
  author: string;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  product: ReviewedProduct;
}

/** GET /frontend/reviews: every customer's reviews, newest first. */
export interface ReviewPage {
  data: CustomerReview[];
  meta: ListingMeta;
}

export interface AccountReviews {
  data: CustomerReview[];
  /** Products of delivered orders the customer has not reviewed yet. */
  to_review: { product: ReviewedProduct; order_number: string }[];
}

export function reviewEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    getReviews: (query: { page?: number; rating?: number } = {}) => get<ReviewPage>('/frontend/reviews', query),
    getAccountReviews: () => get<AccountReviews>('/frontend/account/reviews'),
    postReview: (review: ReviewInput) => send<SuccessResponse & { message: string; data: CustomerReview }>('POST', '/frontend/reviews', review),
  };
}
