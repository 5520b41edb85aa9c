// Account page routes: declarations only; the rules live in account-service.ts.
import { number, object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { pdfResponse } from '../http/pdf-response';
import { incomingOf, uploadOptions } from '../http/request-info';
import { withUpload } from '../uploads/commit';
import { SAVED_DOCUMENT } from '../uploads/rules';
import type { Services } from '../services';
import { DOCUMENT_KINDS } from './account-service';
import { accountDocumentAnswer, changed, couponAnswer, creditBalanceAnswer, dataOf, doneAnswer, invoiceAnswer, listOf, profileAnswer, profileRequest } from '@horeca/core/answers';
import { file, json } from '../http/answers';
import { type KeyedMessage, messageText, said } from '../words/message-keys';


const idParam = (message: KeyedMessage) => object({ id: number().typeError(message).integer().positive().required() });

export function registerAccountRoutes(api: ApiRouter, deps: AppDeps, { accounts }: Services): void {
  api.route({
    method: 'put',
    path: '/api/frontend/account/profile',
    summary: 'Update name and mobile number (the account type changes only through an approved business request)',
    tags: ['account'],
    auth: 'required',
    body: profileRequest,
    responses: { 200: json(changed(profileAnswer), 'The profile now') },
    handler: async ({ body, customer }) => ({ success: true, message: said('api.profileUpdated'), data: await accounts.updateProfile(customer, body) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/coupons',
    summary: 'Coupons and offers valid now (store-wide and personal)',
    tags: ['account'],
    auth: 'required',
    responses: { 200: json(dataOf(listOf(couponAnswer)), 'Coupons you may use') },
    handler: async ({ customer }) => ({ data: await accounts.coupons(customer.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/credit-balance',
    summary: 'Store credit: balance and ledger entries (newest first)',
    tags: ['account'],
    auth: 'required',
    responses: { 200: json(dataOf(creditBalanceAnswer), 'Store credit and its history') },
    handler: async ({ customer }) => ({ data: await accounts.creditBalance(customer.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/documents',
    summary: 'Saved documents (trade licence, tax certificate, ...)',
    tags: ['account'],
    auth: 'required',
    responses: { 200: json(dataOf(listOf(accountDocumentAnswer)), 'Your documents') },
    handler: async ({ customer }) => ({ data: await accounts.documents(customer.id) }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/account/documents',
    summary: 'Upload a document (multipart: kind, title, file: PDF, PNG or JPEG up to 10MB)',
    tags: ['account'],
    auth: 'required',
    body: object({ kind: string().oneOf([...DOCUMENT_KINDS]).required(), title: string().required() }),
    bodyType: 'multipart',
    responses: { 201: json(changed(accountDocumentAnswer), 'The document stored'), 422: 'Missing title/kind or a file that is not PDF/PNG/JPEG' },
    handler: async ({ c, customer, locale }) =>
      withUpload(incomingOf(c), { files: { file: SAVED_DOCUMENT }, maxFields: 5 }, await uploadOptions(c, deps, customer), async (session) =>
        c.json({ success: true, message: messageText('api.documentSaved', locale), data: await accounts.addDocument(customer.id, session) }, 201),
      ),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/documents/{id}/download',
    summary: 'Download a saved document',
    tags: ['account'],
    auth: 'required',
    params: idParam(said('api.documentNotFound')),
    responses: { 200: file(['application/pdf', 'image/png', 'image/jpeg'], 'The file as uploaded'), 404: 'Not your document' },
    handler: async ({ params, customer }) => {
      const file = await accounts.documentFile(customer.id, params.id);
      return new Response(file.bytes, {
        headers: {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'cache-control': 'private, no-store',
        },
      });
    },
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/account/documents/{id}',
    summary: 'Delete a saved document',
    tags: ['account'],
    auth: 'required',
    params: idParam(said('api.documentNotFound')),
    responses: { 200: json(doneAnswer, 'Deleted'), 404: 'Not your document' },
    handler: async ({ params, customer }) => {
      await accounts.removeDocument(customer.id, params.id);
      return { success: true };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/account/invoices',
    summary: 'Payments & invoices: every order that was not cancelled, with its invoice link',
    tags: ['account'],
    auth: 'required',
    responses: { 200: json(dataOf(listOf(invoiceAnswer)), 'An invoice per order') },
    handler: async ({ customer }) => ({ data: await accounts.invoices(customer.id) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/orders/{id}/invoice',
    summary: 'The invoice of an order as a PDF (ae: VAT included; us: sales tax added)',
    tags: ['account'],
    auth: 'required',
    params: idParam(said('api.orderNotFound')),
    responses: { 200: file(['application/pdf'], 'The invoice'), 404: 'Not your order' },
    handler: async ({ params, customer, locale }) => {
      const { bytes, fileName } = await accounts.invoicePdf(customer, params.id, locale);
      return pdfResponse(bytes, fileName);
    },
  });
}
