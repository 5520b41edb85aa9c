// Business-account request routes: declarations only; the rules live in business-requests.ts.
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { businessAccountAnswer, businessApplicationRequest, businessRequestAnswer, changed, dataOf } from '@horeca/core/answers';
import { json } from '../http/answers';
import { messageText } from '../words/message-keys';

export function registerBusinessRoutes(api: ApiRouter, _deps: AppDeps, { business }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/account/business-request',
    summary: "The account's type and its business-account request, if any (pending, approved or rejected)",
    tags: ['account'],
    auth: 'required',
    responses: { 200: json(dataOf(businessAccountAnswer), 'The account type and its latest business request, if any') },
    handler: async ({ customer }) => ({ data: { type: customer.type, request: await business.request(customer.id) } }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/account/business-request',
    summary: 'Apply for a business account (replaces a pending or rejected request)',
    tags: ['account'],
    auth: 'required',
    body: businessApplicationRequest,
    responses: { 201: json(changed(businessRequestAnswer), 'The request, pending'), 422: 'Missing company name, neither trade licence nor TRN, or already approved' },
    handler: async ({ c, body, customer, locale }) => c.json({ success: true, message: messageText('api.businessRequestPending', locale), data: await business.apply(customer.id, body) }, 201),
  });
}
