// The CommerceApi port on core's API client: the one file that maps core's endpoints to what a
// widget asks for and checks the answers' shapes. The token is read from the shared store on every call, so a sign-in in any
// widget or tab applies at once.
import { cartEndpoints, categoryEndpoints, createRequest, normalizeApiError, productEndpoints, searchEndpoints, wishlistEndpoints } from '@horeca/core/api';
import { type Locale } from '@horeca/core/locale';
import { type Product, type SearchResponse } from '@horeca/core/product';
import { type Storefront } from '@horeca/core/storefront';
import { expectCount, expectObject, expectObjectList } from './answer-shape';
import { isRecord } from './persisted-atom';
import type { CommerceApi } from './commerce-api';
import { diagnosingFetch } from './refused-call';

export interface HttpCommerceApiOptions {
  apiBase: string;
  /** Catalogue reads price for this storefront (AED with VAT, or USD). */
  storefront: Storefront;
  getToken: () => string | null;
  /** The widgets' language: Arabic widgets ask with lang=ar, so the API answers in Arabic. */
  getLocale?: () => Locale;
  fetch?: typeof fetch;
  /** Abort a call that has not answered by then (defaults to WIDGET_REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * The spec's client has no time-out, but a widget on a partner's page must never spin for
 * ever on a hung connection: after 10 s a call fails like any other (reads show their
 * message and retry, a cart change is logged and its control hides).
 */
export const WIDGET_REQUEST_TIMEOUT_MS = 10_000;

/** The `data` of a `{ data }` answer; undefined for a body that is not one (checked by the caller). */
const dataOf = (body: unknown): unknown => (isRecord(body) ? body.data : undefined);

export function createHttpCommerceApi(options: HttpCommerceApiOptions): CommerceApi {
  const request = createRequest({
    baseURL: options.apiBase,
    getToken: options.getToken,
    getLocale: options.getLocale,
    // A refused cross-origin call is reported once in the console with the setting to change.
    fetch: diagnosingFetch(options.apiBase, options.fetch),
    timeoutMs: options.timeoutMs ?? WIDGET_REQUEST_TIMEOUT_MS,
  });
  // Only the groups the widgets call, not createApiClient's every group: a page with a badge
  // would carry the account, checkout and content calls too (issue 30's weight).
  const client = { ...cartEndpoints(request), ...wishlistEndpoints(request), ...searchEndpoints(request), ...productEndpoints(request), ...categoryEndpoints(request) };
  return {
    addToCart: (productId, quantity, idempotencyKey) =>
      client.addToCart({ product_id: productId, quantity }, { idempotencyKey }),
    decreaseCart: (productId, quantity) => client.decreaseCart({ product_id: productId, quantity }),
    addMultipleToCart: (lines, idempotencyKey) => client.addMultipleToCart({ products: lines }, { idempotencyKey }),
    // A garbage count must fail (logged, retried), not pass as a success that keeps a stale badge.
    getCartTotal: async () => expectCount(await client.getCartTotal(), 'total', 'the cart count'),
    addToWishlist: (productId) => client.addToWishlist(productId),
    addMultipleToWishlist: (productIds, idempotencyKey) =>
      client.addMultipleToWishlist({ products: productIds.map((product_id) => ({ product_id })) }, { idempotencyKey }),
    removeFromWishlist: (productId) => client.removeFromWishlist(productId),
    getWishlistCount: async () => expectCount(await client.getWishlistCount(), 'count', 'the wishlist count'),
    removeFromSaveForLater: (productId) => client.removeFromSaveForLater(productId),
    getProduct: async (productId) => expectObject<Product>(dataOf(await client.getProduct(productId, options.storefront)), 'a product read'),
    getCategoryProducts: async (category) =>
      expectObjectList<Product>(dataOf(await client.listCategoryProducts(category, { storefront: options.storefront })), 'a category listing'),
    // A garbage answer must fail, not read as 'nothing found' and be remembered for that term.
    search: async (query, signal) => expectObject<SearchResponse>(await client.search(query, { signal }), 'a search'),
    nlpSearch: async (query, signal) => expectObject<SearchResponse>(await client.nlpSearch(query, { signal }), 'a search'),
    isCartHandoffConfirmed: async (id) => {
      try {
        return (await client.getCartHandoff(id)).data.confirmed === true;
      } catch (error) {
        // Not (yet) taken by the store: its 404. Anything else is a failure to ask.
        if (normalizeApiError(error).status === 404) return false;
        throw error;
      }
    },
  };
}
