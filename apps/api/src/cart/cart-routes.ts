// The cart's routes: declarations only; the rules live in cart-service.ts.
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { idempotencyKeyOf } from '../http/idempotency';
import { productIdParam, storefrontQuery } from '../catalogue/product-params';
import { originOf } from '../catalogue/product-view';
import type { Services } from '../services';
import { MAX_MERGE_LINES } from './cart-service';
import { addMultipleToCartRequest, cartAnswer, cartChangeAnswer, cartLineRequest, mergedLines, cartChangedAnswer, cartCountAnswer, flag, listOf, shape, text, whole } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said, withMessageIn } from '../words/message-keys';
import { schemaIn } from '@horeca/core/fields';

export function registerCartRoutes(api: ApiRouter, _deps: AppDeps, { cart }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/cart/add',
    summary: 'Add a product to the cart (merges with an existing line); accepts Idempotency-Key',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    body: cartLineRequest,
    responses: {
      200: json(cartChangedAnswer(cartChangeAnswer), 'Added; `total` units in the cart now (a retry with the same Idempotency-Key replays this)'),
      422: 'Unknown or unpublished product, or a quantity outside the product limits',
    },
    handler: async ({ c, body, customer, locale }) => {
      const answer = await cart.add(customer.id, body, idempotencyKeyOf(c));
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(withMessageIn(answer.body, locale) as object, answer.status as 200);
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/cart/add-multiple',
    summary: 'Merge many lines at once (the guest cart at sign-in); accepts Idempotency-Key',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    // Core's body, with the API's own limit on the lines of one merge.
    body: schemaIn(addMultipleToCartRequest, said).shape({ products: mergedLines(cartLineRequest, said).max(MAX_MERGE_LINES, said('api.tooManyProductsAtOnce', { max: MAX_MERGE_LINES })) }),
    responses: {
      200: json(cartChangedAnswer(listOf(cartChangeAnswer)), 'All added; `total` units in the cart now'),
      422: 'A product unknown or unpublished, or a quantity outside its limits (nothing is added)',
    },
    handler: async ({ c, body, customer, locale }) => {
      const answer = await cart.addMany(customer.id, body.products, idempotencyKeyOf(c));
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(withMessageIn(answer.body, locale) as object, answer.status as 200);
    },
  });

  api.route({
    method: 'put',
    path: '/api/frontend/cart/decrease',
    summary:
      'Lower a line to `quantity` (the new count). When the line is already at `quantity` and that is 1, the line is removed (the spec sends 1 when removing the last); repeating the same call changes nothing.',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    body: cartLineRequest,
    responses: { 200: json(cartChangedAnswer(shape({ product_id: whole(), quantity: whole(), removed: flag() })), 'Decreased (removed at zero); `total` units in the cart now'), 422: 'Unknown product' },
    handler: ({ body, customer }) => cart.decrease(customer.id, body),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/cart/total-products',
    summary: 'Units in the cart (sum of line quantities)',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    responses: { 200: json(cartCountAnswer, 'Units in the cart') },
    handler: async ({ customer }) => ({ total: await cart.total(customer.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/cart',
    summary: 'Cart lines with product data and server-side prices',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    query: storefrontQuery,
    responses: {
      200: json(cartAnswer, 'The lines (unit_price after the Buy-More-Save-More tier), units in the cart (`total`), subtotal after tiers, the discount they took off, tax (ae: VAT included; us: null, added at checkout)'),
    },
    handler: ({ c, query, customer, locale }) => cart.view(customer.id, query.storefront, originOf(c), locale),
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/cart/{product_id}',
    summary: 'Remove a product line from the cart',
    tags: ['cart'],
    auth: 'required',
    guest: true,
    params: productIdParam,
    responses: { 200: json(shape({ success: flag(), message: text(), total: whole() }), 'Removed; `total` units in the cart now'), 404: 'Not in the cart' },
    handler: ({ params, customer }) => cart.remove(customer.id, params.product_id),
  });
}
