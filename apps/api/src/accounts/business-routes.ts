// "Apply for a business account" (company name, trade licence or TRN): the request stays
// pending until staff approve it (npm run accounts -- approve-business EMAIL).
import { businessApplicationSchema } from '@horeca/core';
import { applyForBusiness, findBusinessRequest, presentBusinessRequest } from './business-requests';
import type { AppDeps } from '../deps';
import { validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { findCustomerById } from './customers';

export const BUSINESS_REQUEST_SENT = 'Thank you. Your request for a business account is pending review.';

export const BUSINESS_ALREADY_APPROVED = 'Your business account is already approved.';
export function registerBusinessRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;

  api.route({
    method: 'get',
    path: '/api/frontend/account/business-request',
    summary: "The account's type and its business-account request, if any (pending, approved or rejected)",
    tags: ['account'],
    auth: 'required',
    responses: { 200: '{ data { type, request { status, type, company_name, trade_licence, trn, created_at, decided_at } | null } }' },
    handler: async ({ customer }) => ({ data: { type: customer.type, request: presentBusinessRequest(await findBusinessRequest(db, customer.id)) } }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/account/business-request',
    summary: 'Apply for a business account (replaces a pending or rejected request)',
    tags: ['account'],
    auth: 'required',
    body: businessApplicationSchema,
    responses: { 201: '{ success, message, data request }', 422: 'Missing company name, neither trade licence nor TRN, or already approved' },
    handler: async ({ c, body, customer }) => {
      const [row, existing] = await Promise.all([findCustomerById(db, customer.id), findBusinessRequest(db, customer.id)]);
      if (existing?.status === 'approved' || (row && row.type !== 'Private')) throw validationFailed({ type: [BUSINESS_ALREADY_APPROVED] });
      const request = await applyForBusiness(db, customer.id, {
        type: body.type,
        companyName: body.company_name,
        tradeLicence: body.trade_licence || null,
        trn: body.trn || null,
      });
      return c.json({ success: true, message: BUSINESS_REQUEST_SENT, data: presentBusinessRequest(request) }, 201);
    },
  });
}
