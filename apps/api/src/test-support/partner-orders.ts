// The report of `npm run orders -- by-partner`, which opens the database itself: a browser
// journey cannot stop the PGlite server to run it, so it reads the same report here.
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { partnerOrderReport } from '../cart/partner-report';
import { amount, listOf, shape, text, whole } from '@horeca/core/answers';
import { json } from '../http/answers';

export function registerPartnerOrders(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'get',
    path: '/api/test/orders/by-partner',
    summary: 'Test only (NODE_ENV=test): the report of `npm run orders -- by-partner`, for browser journeys that cannot stop the API to run it',
    tags: ['test'],
    responses: {
      200: json(shape({ data: listOf(shape({ partner_origin: text(), currency: text(), orders: whole(), total: amount(), last_order_at: text() })) }), 'Orders per partner origin and currency'),
    },
    handler: async () => ({ data: await partnerOrderReport(deps.db) }),
  });
}
