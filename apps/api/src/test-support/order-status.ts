// Moving an order along its fulfilment (confirmed, processing, shipped, delivered) is the
// warehouse's work, which this API does not model. Browser journeys still need a delivered
// order to return, so a test sets the status directly.
import { eq } from 'drizzle-orm';
import { mixed, number, object } from 'yup';
import type { Db } from '../db/client';
import { ORDER_STATUSES, orders, type OrderStatus } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { flag, oneOf, shape } from '@horeca/core/answers';
import { json } from '../http/answers';

/** Sets an order's fulfilment status, as the warehouse would. */
export async function setOrderStatus(db: Db, orderId: number, status: OrderStatus) {
  const [row] = await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning({ status: orders.status });
  if (!row) throw new HttpError(404, 'api.noSuchOrder');
  return { success: true, status: row.status };
}

export function registerOrderStatus(api: ApiRouter, deps: AppDeps): void {
  api.route({
    method: 'post',
    path: '/api/test/orders/{id}/status',
    summary: 'Test only (NODE_ENV=test): set an order’s fulfilment status, as the warehouse would',
    tags: ['test'],
    params: object({ id: number().integer().positive().required() }),
    body: object({ status: mixed<OrderStatus>().oneOf([...ORDER_STATUSES]).required() }),
    responses: { 200: json(shape({ success: flag(), status: oneOf(ORDER_STATUSES) }), 'The status set'), 404: 'No such order' },
    handler: ({ params, body }) => setOrderStatus(deps.db, params.id, body.status),
  });
}
