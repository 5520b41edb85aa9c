// Wishlist, saved-for-later and browsing-history routes: declarations only; the rules live in
// wishlist-service.ts.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { limitByAddress } from '../http/request-info';
import { originOf } from '../catalogue/product-view';
import { productIdField, productIdParam, storefrontQuery } from '../catalogue/product-params';
import type { Services } from '../services';
import { guestToken } from './wishlist-service';
import { acknowledgedAnswer, addMultipleToWishlistRequest, cartProductAnswer, mergedLines, wishlistProductRequest, dataOf, doneAnswer, listOf, savedProductAnswer, wishlistChangedAnswer, wishlistCountAnswer, wishlistProductAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';
import { schemaIn } from '@horeca/core/fields';

/** How many products one merge may carry: the API's own limit, beside core's body. */
const MAX_MERGED_PRODUCTS = 200;

export function registerWishlistRoutes(api: ApiRouter, deps: AppDeps, { wishlist }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/wishlist/add',
    summary: 'Add a product to the wishlist (adding twice keeps one entry)',
    tags: ['wishlist'],
    auth: 'required',
    body: wishlistProductRequest,
    responses: { 200: json(wishlistChangedAnswer, 'Added; `count` products in the wishlist now'), 422: 'Unknown product' },
    handler: ({ body, customer }) => wishlist.add(customer.id, body.product_id),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/wishlist/add-multiple',
    summary: 'Merge the guest wishlist at sign-in',
    tags: ['wishlist'],
    auth: 'required',
    body: schemaIn(addMultipleToWishlistRequest, said).shape({ products: mergedLines(wishlistProductRequest, said).max(MAX_MERGED_PRODUCTS, said('api.tooManyProductsAtOnce', { max: MAX_MERGED_PRODUCTS })) }),
    responses: { 200: json(wishlistChangedAnswer, 'Added; `count` products in the wishlist now'), 422: 'A product unknown (nothing is added)' },
    handler: ({ body, customer }) => wishlist.addMany(customer.id, body.products.map((item) => item.product_id)),
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/wishlist/remove',
    summary: 'Remove a product from the wishlist (query product_id)',
    tags: ['wishlist'],
    auth: 'required',
    query: productIdParam,
    responses: { 200: json(wishlistChangedAnswer, 'Removed; `count` products in the wishlist now'), 404: 'Not in the wishlist' },
    handler: ({ query, customer }) => wishlist.remove(customer.id, query.product_id),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/wishlist/count',
    summary: 'Number of wishlist entries',
    tags: ['wishlist'],
    auth: 'required',
    responses: { 200: json(wishlistCountAnswer, 'Products in the wishlist') },
    handler: async ({ customer }) => ({ count: await wishlist.count(customer.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/wishlist',
    summary: 'Wishlist products, newest first',
    tags: ['wishlist'],
    auth: 'required',
    query: storefrontQuery,
    responses: { 200: json(dataOf(listOf(wishlistProductAnswer)), 'The wishlist') },
    handler: async ({ c, query, customer, locale }) => ({ data: await wishlist.list(customer.id, { storefront: query.storefront, origin: originOf(c), locale }) }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/save-for-later',
    summary: 'Move a product from the cart to saved-for-later (or save it directly)',
    tags: ['cart'],
    auth: 'required',
    body: wishlistProductRequest,
    responses: { 200: json(acknowledgedAnswer, 'Saved for later'), 422: 'Unknown product' },
    handler: ({ body, customer }) => wishlist.saveForLater(customer.id, body.product_id),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/save-for-later',
    summary: 'Saved-for-later products',
    tags: ['cart'],
    auth: 'required',
    query: storefrontQuery,
    responses: { 200: json(dataOf(listOf(savedProductAnswer)), 'Saved for later, with the quantity saved') },
    handler: async ({ c, query, customer, locale }) => ({ data: await wishlist.savedForLater(customer.id, { storefront: query.storefront, origin: originOf(c), locale }) }),
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/remove-from-save-for-later/{product_id}',
    summary: 'Remove a product from saved-for-later',
    tags: ['cart'],
    auth: 'required',
    params: productIdParam,
    responses: { 200: json(acknowledgedAnswer, 'Removed from saved for later'), 404: 'Not saved' },
    handler: ({ params, customer }) => wishlist.removeSaved(customer.id, params.product_id),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/recent-products',
    summary: 'Record a product view (signed in, or guest_token for guests)',
    tags: ['recent'],
    auth: 'optional',
    body: object({ product_id: productIdField(), guest_token: string().trim().optional() }),
    // A guest token is made up by the client: a new one per request would add rows without end.
    middleware: [limitByAddress(deps, 'recentViews')],
    responses: { 200: json(doneAnswer, 'Recorded'), 422: 'Unknown product, or a guest without a valid guest_token', 429: 'Too many views recorded from this address' },
    handler: async ({ body, customer }) => {
      await wishlist.recordView(customer ? { customerId: customer.id } : { guestToken: body.guest_token }, body.product_id);
      return { success: true };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/recent-products',
    summary: 'Recently viewed products of the signed-in customer (newest first, 20)',
    tags: ['recent'],
    auth: 'required',
    query: storefrontQuery,
    responses: { 200: json(dataOf(listOf(cartProductAnswer)), 'Recently viewed, newest first') },
    handler: async ({ c, query, customer, locale }) => ({ data: await wishlist.recent({ customerId: customer.id }, { storefront: query.storefront, origin: originOf(c), locale }) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/guest/recent-products',
    summary: 'Recently viewed products of a guest, by guest token',
    tags: ['recent'],
    query: storefrontQuery.shape({ guest_token: guestToken() }),
    responses: { 200: json(dataOf(listOf(cartProductAnswer)), 'Recently viewed, newest first') },
    handler: async ({ c, query, locale }) => ({ data: await wishlist.recent({ guestToken: query.guest_token }, { storefront: query.storefront, origin: originOf(c), locale }) }),
  });
}
