// The address book's routes (GET /frontend/customer-address, docs/behaviour.md §7); the rules live in
// addresses.ts.
import { number, object } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import type { Services } from '../services';
import { addressAnswer, addressRequest, dataOf, doneAnswer, flag, listOf, shape } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const idParam = object({ id: number().typeError(said('api.addressNotFound')).integer(said('api.addressNotFound')).positive(said('api.addressNotFound')).required() });

export function registerAddressRoutes(api: ApiRouter, _deps: AppDeps, { addresses }: Services): void {
  api.route({
    method: 'get',
    path: '/api/frontend/customer-address',
    summary: 'The address book, default first',
    tags: ['account'],
    auth: 'required',
    guest: true,
    responses: { 200: json(dataOf(listOf(addressAnswer)), 'Your addresses') },
    handler: async ({ customer, locale }) => ({ data: await addresses.list(customer.id, locale) }),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/customer-address',
    summary: 'Add an address (the first one becomes the default)',
    tags: ['account'],
    auth: 'required',
    guest: true,
    body: addressRequest,
    responses: { 201: json(shape({ success: flag(), data: addressAnswer }), 'The address saved'), 422: 'Missing fields, or country/state/city that do not belong together' },
    handler: async ({ c, body, customer, locale }) => c.json({ success: true, data: await addresses.create(customer.id, body, locale) }, 201),
  });

  api.route({
    method: 'put',
    path: '/api/frontend/customer-address/{id}',
    summary: 'Update an address',
    tags: ['account'],
    auth: 'required',
    params: idParam,
    body: addressRequest,
    responses: { 200: json(shape({ success: flag(), data: addressAnswer }), 'The address now'), 404: 'Not one of your addresses' },
    handler: async ({ params, body, customer, locale }) => ({ success: true, data: await addresses.update(customer.id, params.id, body, locale) }),
  });

  api.route({
    method: 'put',
    path: '/api/frontend/customer-address/{id}/default',
    summary: 'Make an address the default',
    tags: ['account'],
    auth: 'required',
    params: idParam,
    responses: { 200: json(shape({ success: flag(), data: addressAnswer }), 'The address now'), 404: 'Not one of your addresses' },
    handler: async ({ params, customer, locale }) => ({ success: true, data: await addresses.makeDefault(customer.id, params.id, locale) }),
  });

  api.route({
    method: 'delete',
    path: '/api/frontend/customer-address/{id}',
    summary: 'Delete an address (the oldest remaining one becomes the default)',
    tags: ['account'],
    auth: 'required',
    params: idParam,
    responses: { 200: json(doneAnswer, 'Deleted'), 404: 'Not one of your addresses' },
    handler: async ({ params, customer }) => {
      await addresses.remove(customer.id, params.id);
      return { success: true };
    },
  });
}
