import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { createErrorHandler } from './errors';
import { ApiRouter, buildOpenApiDocument, toHonoPath, type AppEnv, type RouteCustomer } from './router';
import { shape, text, whole } from '@horeca/core/answers';
import { json } from './answers';

const customer: RouteCustomer = { id: 7, name: 'Sam', email: 'sam@example.com', type: 'Private', isGuest: false, token: 'good', scope: 'full' };

function app() {
  const hono = new Hono<AppEnv>();
  const errors: unknown[] = [];
  hono.onError(createErrorHandler({ error: (...args: unknown[]) => errors.push(args) }));
  const api = new ApiRouter(hono, async (header) => (header === 'Bearer good' ? customer : null));
  api.route({
    method: 'post',
    path: '/api/things/{id}',
    summary: 'Rename',
    tags: ['t'],
    auth: 'required',
    params: object({ id: number().typeError('id must be a number.').integer().positive().required() }),
    body: object({ name: string().trim().required('The name field is required.').max(5, 'Too long.') }),
    responses: { 200: json(shape({ id: whole(), name: text(), by: whole() }), 'renamed'), 404: 'unknown' },
    handler: ({ params, body, customer: who }) => ({ id: params.id, name: body.name, by: who.id }),
  });
  api.route({
    method: 'get',
    path: '/api/boom',
    summary: 'Fails',
    tags: ['t'],
    responses: { 200: json(shape({}), 'never') },
    handler: () => {
      throw new Error('database exploded');
    },
  });
  return { hono, api, errors };
}

const post = (hono: Hono<AppEnv>, path: string, body: string, token = 'good') =>
  hono.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });

describe('ApiRouter', () => {
  it("refuses a guest checkout's token on every signed-in route not declared guest: true (deny by default)", async () => {
    const hono = new Hono<AppEnv>();
    hono.onError(createErrorHandler());
    const guest: RouteCustomer = { ...customer, isGuest: true, scope: 'guest' };
    const api = new ApiRouter(hono, async () => guest);
    const declare = (path: string, auth: 'required' | 'optional', allowGuest?: boolean) =>
      api.route({ method: 'get', path, summary: path, tags: ['t'], auth, ...(allowGuest ? { guest: true } : {}), responses: { 200: json(shape({ who: whole().nullable() }), 'who') }, handler: ({ customer: who }) => ({ who: who?.id ?? null }) });
    declare('/api/account', 'required');
    declare('/api/checkout', 'required', true);
    declare('/api/product', 'optional');
    const get = (path: string) => hono.request(path, { headers: { authorization: 'Bearer guest-token-xxxxxxxxxxxxxxxx' } });
    const refused = await get('/api/account');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/guest checkout/);
    expect(await (await get('/api/checkout')).json()).toEqual({ who: 7 });
    // An optional route serves the guest as anonymous.
    expect(await (await get('/api/product')).json()).toEqual({ who: null });
  });


  it('validates params and body, then runs the handler with the customer', async () => {
    const res = await post(app().hono, '/api/things/3', JSON.stringify({ name: ' Box ' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 3, name: 'Box', by: 7 });
  });

  it.each([
    ['{"name":', 400, { message: 'Malformed JSON body.', message_key: 'api.malformedJsonBody' }],
    ['{}', 422, { message: 'The name field is required.', errors: { name: ['The name field is required.'] } }],
    // A blank body is no body (a client that posts nothing but still says JSON): read as {}.
    [' \n', 422, { message: 'The name field is required.', errors: { name: ['The name field is required.'] } }],
    ['{"name":"toolong"}', 422, { message: 'Too long.', errors: { name: ['Too long.'] } }],
  ])('body %s -> %i', async (body, status, expected) => {
    const res = await post(app().hono, '/api/things/3', body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(expected);
  });

  it('answers 401 without a valid token before validating anything', async () => {
    const res = await post(app().hono, '/api/things/x', '{', 'bad');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.', message_key: 'api.unauthenticated' });
  });

  it('turns an unexpected error into a logged 500 without details', async () => {
    const { hono, errors } = app();
    const res = await hono.request('/api/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Server error. Please try again later.', message_key: 'core.claim.errors.server' });
    expect(errors).toHaveLength(1);
  });

  it('maps OpenAPI paths to Hono paths', () => {
    expect(toHonoPath('/api/states/{countryId}')).toBe('/api/states/:countryId');
    expect(toHonoPath('/api/redirects/from/{path...}')).toBe('/api/redirects/from/:path{.+}');
  });

  it('documents auth, body schema and error responses', () => {
    const doc = buildOpenApiDocument(app().api.routes, { title: 't', version: '1' }) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = doc.paths['/api/things/{id}']?.post as Record<string, unknown> & { responses: Record<string, unknown>; requestBody: { content: Record<string, { schema: unknown }> } };
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '422', '503']);
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.requestBody.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 5 } },
      required: ['name'],
    });
  });
});
