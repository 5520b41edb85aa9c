// Quotation routes: declarations only; the rules live in quote-service.ts.
import { number, object } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { pdfResponse } from '../http/pdf-response';
import type { Services } from '../services';
import { QUOTE_ITEMS_MAX } from './quote-service';
import { changed, dataOf, listOf, quoteAnswer, quoteItems, quoteRequest } from '@horeca/core/answers';
import { file, json } from '../http/answers';
import { messageText, said } from '../words/message-keys';
import { schemaIn } from '@horeca/core/fields';

/** Core's body, with the API's own limit on the lines of one quotation. */
const quoteBody = schemaIn(quoteRequest, said).shape({ items: quoteItems(said).max(QUOTE_ITEMS_MAX, said('api.quotationTooManyItems', { max: QUOTE_ITEMS_MAX })).optional() });

const idParam = object({ id: number().typeError(said('api.quotationNotFound')).integer().positive().required() });

export function registerQuoteRoutes(api: ApiRouter, _deps: AppDeps, { quotes }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/quotes',
    summary: 'Request a quotation from a list of items (or from the cart with from_cart)',
    tags: ['quotes'],
    auth: 'required',
    body: quoteBody,
    responses: { 201: json(changed(quoteAnswer), 'The quotation requested'), 422: 'No items, unknown products or quantities out of range' },
    handler: async ({ c, body, customer, locale }) => c.json({ success: true, message: messageText('api.quotationRequested', locale), data: await quotes.request(customer.id, body, locale) }, 201),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/quotes',
    summary: 'The customer’s quotations, newest first',
    tags: ['quotes'],
    auth: 'required',
    responses: { 200: json(dataOf(listOf(quoteAnswer)), 'Your quotations, newest first') },
    handler: async ({ customer, locale }) => ({ data: await quotes.list(customer.id, locale) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/quotes/{id}',
    summary: 'One quotation (404 when it is not yours)',
    tags: ['quotes'],
    auth: 'required',
    params: idParam,
    responses: { 200: json(dataOf(quoteAnswer), 'The quotation'), 404: 'Not your quotation' },
    handler: async ({ params, customer, locale }) => ({ data: await quotes.get(customer.id, params.id, locale) }),
  });

  api.route({
    method: 'put',
    path: '/api/frontend/quotes/{id}',
    summary: 'Replace the items and notes of a quotation that is still requested',
    tags: ['quotes'],
    auth: 'required',
    params: idParam,
    body: quoteBody,
    responses: { 200: json(changed(quoteAnswer), 'The quotation updated'), 404: 'Not your quotation', 409: 'Already quoted, accepted or expired' },
    handler: async ({ params, body, customer, locale }) => ({ success: true, message: said('api.quotationUpdated'), data: await quotes.update(customer.id, params.id, body, locale) }),
  });

  api.route({
    method: 'get',
    path: '/api/frontend/quotes/{id}/download',
    summary: 'The quotation as a PDF',
    tags: ['quotes'],
    auth: 'required',
    params: idParam,
    responses: { 200: file(['application/pdf'], 'The quotation as PDF'), 404: 'Not your quotation' },
    handler: async ({ params, customer, locale }) => {
      const { bytes, fileName } = await quotes.pdf(customer, params.id, locale);
      return pdfResponse(bytes, fileName);
    },
  });
}
