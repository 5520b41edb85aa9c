// Moving an order along its fulfilment (confirmed, processing, shipped, delivered) is the
// warehouse's work, which this API does not model. Browser journeys still need a delivered
// order to return, so under NODE_ENV=test only, a test can set the status directly.
import { mixed, number, object } from 'yup';
import { ORDER_STATUSES, type OrderStatus } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { arrayOf, bool, int, num, obj, str } from '../http/schemas/build';
import { partnerOrderReport } from '../cart/partner-report';
import { json } from '../http/schemas/responses';
import { orderStatus } from './response-schemas';

export function registerOrderTestRoutes(api: ApiRouter, deps: AppDeps, { orders }: Services): void {
  if (deps.config.nodeEnv !== 'test') return;
  api.route({
    method: 'post',
    path: '/api/test/orders/{id}/status',
    summary: 'Test only (NODE_ENV=test): set an order’s fulfilment status, as the warehouse would',
    tags: ['test'],
    params: object({ id: number().integer().positive().required() }),
    body: object({ status: mixed<OrderStatus>().oneOf([...ORDER_STATUSES]).required() }),
    responses: { 200: json(obj({ success: bool(), status: orderStatus }), 'The status set'), 404: 'No such order' },
    handler: ({ params, body }) => orders.setStatus(params.id, body.status),
  });

  api.route({
    method: 'get',
    path: '/api/test/orders/by-partner',
    summary: 'Test only (NODE_ENV=test): the report of `npm run orders -- by-partner`, for browser journeys that cannot stop the API to run it',
    tags: ['test'],
    responses: {
      200: json(obj({ data: arrayOf(obj({ partner_origin: str(), currency: str(), orders: int(), total: num(), last_order_at: str() })) }), 'Orders per partner origin and currency'),
    },
    handler: async () => ({ data: await partnerOrderReport(deps.db) }),
  });
}
