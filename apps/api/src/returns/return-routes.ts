// Return request routes (multipart with photos and videos): declarations only; the rules live
// in return-service.ts.
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { incomingOf, uploadOptions } from '../http/request-info';
import { withUpload } from '../uploads/commit';
import { RETURN_PHOTOS, RETURN_VIDEOS } from '../uploads/rules';
import type { Services } from '../services';
import { originOf } from '../catalogue/product-view';
import { changed, dataOf, listOf, returnRequestAnswer, shape, text, whole } from '@horeca/core/answers';
import { json } from '../http/answers';
import { messageText, said } from '../words/message-keys';

const returnFields = object({
  order_id: number().required(),
  product_id: number().required(),
  quantity: number().required(),
  reason: string().required(),
  description: string(),
});

export function registerReturnRoutes(api: ApiRouter, deps: AppDeps, { returns }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/order-products/{orderProductId}/return',
    summary: 'Request a return of an order line (multipart: order_id, product_id, quantity, reason, description, product_images[], product_videos[])',
    tags: ['returns'],
    auth: 'required',
    params: object({ orderProductId: number().typeError(said('core.returns.orderRequired')).integer().positive().required() }),
    body: returnFields,
    bodyType: 'multipart',
    responses: {
      201: json(changed(shape({ id: whole(), status: text() })), 'The return requested'),
      404: 'Not your order or order line',
      409: 'The order cannot be returned yet: returns open once processing starts',
      422: 'Missing product or reason, quantity above what remains, or a file that is not a photo/video within limits',
    },
    handler: async ({ c, params, customer, locale }) =>
      withUpload(
        incomingOf(c),
        { files: { product_images: RETURN_PHOTOS, product_videos: RETURN_VIDEOS }, maxFields: 20, maxFieldBytes: 8 * 1024 },
        await uploadOptions(c, deps, customer),
        async (session) =>
          c.json({ success: true, message: messageText('api.returnRequestSubmitted', locale), data: await returns.request(customer.id, params.orderProductId, session, locale) }, 201),
      ),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/returns',
    summary: 'The customer’s return requests, newest first',
    tags: ['returns'],
    auth: 'required',
    responses: { 200: json(dataOf(listOf(returnRequestAnswer)), 'Your returns, newest first, each with its state and timeline') },
    handler: async ({ c, customer, locale }) => ({ data: await returns.list(customer.id, locale, originOf(c)) }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/returns/{id}/withdraw',
    summary: 'Withdraw your return request while it is still a request (not yet approved, received, refunded or rejected)',
    tags: ['returns'],
    auth: 'required',
    params: object({ id: number().typeError(said('api.returnNotFound')).integer(said('api.returnNotFound')).positive(said('api.returnNotFound')).required(said('api.returnNotFound')) }),
    responses: {
      200: json(changed(returnRequestAnswer), 'Withdrawn; its units can be returned again'),
      404: 'Not your return',
      409: 'Already handled by staff, or already withdrawn',
    },
    handler: ({ c, params, customer, locale }) => returns.withdraw(customer.id, params.id, locale, originOf(c)),
  });
}
