// Issue 9: tokens that are tampered with, expired, truncated or revoked get 401; another
// customer's order, return, quote and address are 404 (never 403: their existence is not
// ours to confirm); the sign-in throttle holds when a client rotates X-Forwarded-For.
import { messages } from '@horeca/core/messages';
import { eq } from 'drizzle-orm';
import { authTokens } from '../../src/db/schema/commerce';
import { sha256 } from '../../src/auth/tokens';
import { PNG, addressPlace, blob, makeCustomer, sampleProducts, type TestCustomer } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { resetAbuseLimits } from '../../src/rate-limit/limits';

let api: TestApi;
let owner: TestCustomer;
let stranger: TestCustomer;
let place: { country_id: number; state_id: number; city_id: number };

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  owner = await makeCustomer(api);
  stranger = await makeCustomer(api);
  place = await addressPlace(api);
}, 120_000);
afterAll(async () => api?.close());

const address = () => ({ type: 'shipping', address: 'Villa 3, Street 9', ...place, zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' });

describe('tokens', () => {
  const flip = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

  it.each([
    ['tampered (last character changed)', (token: string) => flip(token)],
    ['truncated', (token: string) => token.slice(0, 20)],
    ['with a byte appended', (token: string) => `${token}x`],
    ['in another case', (token: string) => token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()],
    ['empty', () => ''],
  ])('a %s token gets 401 on every protected read', async (_label, change) => {
    const token = change(owner.token);
    for (const path of ['/api/frontend/me', '/api/frontend/cart', '/api/frontend/orders', '/api/frontend/customer-address', '/api/frontend/quotes']) {
      expect((await api.get(path, { headers: { authorization: `Bearer ${token}` } })).status, path).toBe(401);
    }
  });

  it('an expired token gets 401', async () => {
    const customer = await makeCustomer(api);
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(200);
    await api.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, sha256(customer.token)));
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(401);
  });

  it('a revoked token (signed out) gets 401, and other sessions stay signed in', async () => {
    const customer = await makeCustomer(api);
    const login = await api.post('/api/frontend/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    expect((await api.post('/api/frontend/logout', undefined, { token: customer.token })).status).toBeLessThan(300);
    expect((await api.get('/api/frontend/me', { token: customer.token })).status).toBe(401);
    expect((await api.get('/api/frontend/me', { token: login.body.token })).status).toBe(200);
  });
});

describe("another customer's things are 404", () => {
  it("order, its return, quote and address: read, change and delete are all 404 for a stranger", async () => {
    const [item] = await sampleProducts(api, 1);
    expect((await api.post('/api/frontend/cart/add', { product_id: item!.id, quantity: 2 }, { token: owner.token })).status).toBe(200);
    const placed = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'cash_on_delivery' }, { token: owner.token });
    expect(placed.status).toBe(201);
    const order = placed.body.data as { id: number; order_products: { id: number; product_id: number }[] };
    const quote = await api.post('/api/frontend/quotes', { items: [{ product_id: item!.id, quantity: 20 }] }, { token: owner.token });
    expect(quote.status).toBe(201);
    const saved = await api.post('/api/frontend/customer-address', address(), { token: owner.token });
    expect(saved.status).toBeLessThan(300);
    const addressId = (saved.body.data?.id ?? saved.body.id) as number;
    const quoteId = (quote.body.data?.id ?? quote.body.id) as number;

    const asStranger = { token: stranger.token };
    expect((await api.get(`/api/frontend/orders/${order.id}`, asStranger)).status, 'GET /api/frontend/orders/${order.id}').toBe(404);
    expect((await api.post(`/api/frontend/orders/${order.id}/cancel`, {}, asStranger)).status, 'POST /api/frontend/orders/${order.id}/cancel').toBe(404);
    expect((await api.post(`/api/frontend/reorder/${order.id}`, undefined, asStranger)).status, 'POST /api/frontend/reorder/${order.id}').toBe(404);
    expect((await api.get(`/api/frontend/orders/${order.id}/invoice`, asStranger)).status, 'GET /api/frontend/orders/${order.id}/invoice').toBe(404);
    const form = new FormData();
    form.append('order_id', String(order.id));
    form.append('product_id', String(order.order_products[0]!.product_id));
    form.append('quantity', '1');
    form.append('reason', messages.returns.reasons.damaged);
    form.append('description', 'The lid arrived cracked.');
    form.append('product_images[]', blob(PNG, 'image/png'), 'lid.png');
    expect((await api.post(`/api/frontend/order-products/${order.order_products[0]!.id}/return`, form, asStranger)).status, 'POST /api/frontend/order-products/${order.order_products[0]!.id}/return').toBe(404);
    expect((await api.get(`/api/frontend/quotes/${quoteId}`, asStranger)).status, 'GET /api/frontend/quotes/${quoteId}').toBe(404);
    expect((await api.put(`/api/frontend/quotes/${quoteId}`, { items: [{ product_id: item!.id, quantity: 1 }] }, asStranger)).status, 'PUT /api/frontend/quotes/${quoteId}').toBe(404);
    expect((await api.get(`/api/frontend/quotes/${quoteId}/download`, asStranger)).status, 'GET /api/frontend/quotes/${quoteId}/download').toBe(404);
    expect((await api.put(`/api/frontend/customer-address/${addressId}`, address(), asStranger)).status, 'PUT /api/frontend/customer-address/${addressId}').toBe(404);
    expect((await api.put(`/api/frontend/customer-address/${addressId}/default`, {}, asStranger)).status, 'PUT /api/frontend/customer-address/${addressId}/default').toBe(404);
    expect((await api.delete(`/api/frontend/customer-address/${addressId}`, asStranger)).status, 'DELETE /api/frontend/customer-address/${addressId}').toBe(404);

    // The owner still has all of it.
    expect((await api.get(`/api/frontend/orders/${order.id}`, { token: owner.token })).status).toBe(200);
    expect((await api.get(`/api/frontend/quotes/${quoteId}`, { token: owner.token })).status).toBe(200);
    const addresses = await api.get('/api/frontend/customer-address', { token: owner.token });
    expect(JSON.stringify(addresses.body)).toContain('Villa 3, Street 9');
  });
});

describe('sign-in throttling', () => {
  it('holds when every attempt claims another X-Forwarded-For address', async () => {
    await resetAbuseLimits(api.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await api.post(
        '/api/frontend/login',
        { email: `nobody${attempt}@example.com`, password: 'wrong-password-1' },
        { headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}, 198.51.100.${attempt + 1}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401 || status === 422)).toBe(true);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });
});
