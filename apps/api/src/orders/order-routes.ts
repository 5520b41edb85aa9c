// Order routes: declarations only; the rules live in order-service.ts.
import { singleLineText } from '@horeca/core/fields';
import { mixed, number, object, string } from 'yup';
import { ORDER_STATUSES, type OrderStatus } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { clientKey } from '../http/request-info';
import { originOf } from '../catalogue/product-view';
import type { Services } from '../services';
import { changed, dataOf, orderAnswer, orderPageAnswer, reorderAnswer, trackedOrderAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const orderIdParam = object({
  id: number().typeError(said('api.orderNotFound')).integer(said('api.orderNotFound')).positive(said('api.orderNotFound')).required(said('api.orderNotFound')),
});

export function registerOrderRoutes(api: ApiRouter, deps: AppDeps, { orders }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/orders',
    summary: 'The customer’s orders, newest first',
    tags: ['orders'],
    auth: 'required',
    query: object({
      page: number().integer().min(1).default(1),
      per_page: number().integer().min(1).max(50).default(10),
      status: mixed<OrderStatus>().oneOf([...ORDER_STATUSES]).optional(),
    }),
    responses: { 200: json(orderPageAnswer, 'A page of your orders, newest first') },
    handler: ({ c, query, customer, locale }) => orders.list(customer.id, query, { origin: originOf(c), locale }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/orders/{id}',
    summary: 'One order with its order_products (404 for an order that is not yours)',
    tags: ['orders'],
    auth: 'required',
    guest: true,
    params: orderIdParam,
    responses: { 200: json(orderAnswer, 'The order itself (no `data` envelope): number, status, subtotal, discount, shipping, tax, total, payment, address, what can be done next, the delivery the store promises (delivery_estimate), order_products [{ id, quantity, unit_price, line_total, product { name, images }, returnable_quantity }] and the order’s returns with their timelines'), 404: 'Not your order' },
    handler: ({ c, params, customer, locale }) => orders.detail(customer.id, params.id, { origin: originOf(c), locale }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/orders/{id}/cancel',
    summary: 'Cancel an order before processing starts (pending or confirmed)',
    tags: ['orders'],
    auth: 'required',
    params: orderIdParam,
    responses: { 200: json(changed(orderAnswer), 'Cancelled'), 404: 'Not your order', 409: 'Already processing, shipped, delivered or cancelled' },
    handler: ({ c, params, customer, locale }) => orders.cancel(customer.id, params.id, { origin: originOf(c), locale }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/reorder/{id}',
    summary: 'Put the products of a past order back into the cart (current prices, within limits)',
    tags: ['orders'],
    auth: 'required',
    params: orderIdParam,
    responses: { 200: json(reorderAnswer, 'The available products added to the cart; `total` units in it now'), 404: 'Not your order', 422: 'Nothing available' },
    handler: ({ c, params, customer, locale }) => orders.reorder(customer.id, params.id, { origin: originOf(c), locale }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/track-order',
    summary: 'Track an order by its number and the email it was placed with (no sign-in needed)',
    tags: ['orders'],
    body: object({
      order_number: singleLineText(said).required(said('core.claim.orderNumberRequired')).max(40),
      email: string().trim().required(said('core.login.emailRequired')).email(said('core.login.emailInvalid')),
    }),
    responses: { 200: json(dataOf(trackedOrderAnswer), 'The order’s progress'), 404: 'No order with that number and email', 429: 'Too many lookups' },
    handler: async ({ c, body, locale }) => {
      await deps.commerce.limits.trackOrder.hit(clientKey(c, deps));
      return { data: await orders.track(body.order_number, body.email, { origin: originOf(c), locale }) };
    },
  });
}
