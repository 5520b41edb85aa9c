// API calls of the account pages that core's commerce endpoints do not list yet (browsing
// history, the customer's reviews): the same request helper, so the Bearer header, time-outs
// and error shapes behave like every other call.
import type { CommerceProductCard, DataResponse, Id, ReviewInput, Storefront, SuccessResponse } from '@horeca/core';
import type { StoreApi } from './use-api';

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

export interface AccountReviews {
  data: CustomerReview[];
  /** Products of delivered orders the customer has not reviewed yet. */
  to_review: { product: ReviewedProduct; order_number: string }[];
}

export async function getRecentProducts(api: StoreApi, storefront: Storefront): Promise<CommerceProductCard[]> {
  const answer = await api.request<DataResponse<CommerceProductCard[]>>({ method: 'GET', path: '/frontend/recent-products', query: { storefront } });
  return answer.data.data;
}

export async function getAccountReviews(api: StoreApi): Promise<AccountReviews> {
  return (await api.request<AccountReviews>({ method: 'GET', path: '/frontend/account/reviews' })).data;
}

export async function postReview(api: StoreApi, review: ReviewInput): Promise<SuccessResponse & { message: string; data: CustomerReview }> {
  return (await api.request<SuccessResponse & { message: string; data: CustomerReview }>({ method: 'POST', path: '/frontend/reviews', body: review })).data;
}
