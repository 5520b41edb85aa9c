import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { fakeFetch, hangingResponder, json, type Responder } from './testing/fake-fetch';

const BASE = 'https://catalogue.example';
const API = `${BASE}/api`;

function clientWith(respond: Responder = () => json({ success: true })) {
  const fake = fakeFetch(respond);
  const client = createApiClient({ baseURL: BASE, getToken: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

type Row = [name: string, call: (c: ApiClient) => Promise<unknown>, method: string, url: string, body?: unknown];

// docs/behaviour.md §7, one row per call: method, path (under /api) and JSON payload.
const ROWS: Row[] = [
  ['getSliders', (c) => c.getSliders(), 'GET', '/frontend/sliders/1'],
  ['getCategoriesWithChildren', (c) => c.getCategoriesWithChildren(), 'GET', '/frontend/categories-with-children'],
  ['getHomeCategories', (c) => c.getHomeCategories(), 'GET', '/frontend/home-categories'],
  ['getRedirect', (c) => c.getRedirect('/old-page'), 'GET', '/redirects/from/old-page'],
  ['getRedirect (encoded once)', (c) => c.getRedirect('/chef%20knives/a b'), 'GET', '/redirects/from/chef%20knives/a%20b'],
  ['getRedirect (no leading slash)', (c) => c.getRedirect('sale'), 'GET', '/redirects/from/sale'],
  ['getLocation', (c) => c.getLocation(), 'GET', '/frontend/location'],
  ['addToCart', (c) => c.addToCart({ product_id: 12, quantity: 3 }), 'POST', '/frontend/cart/add', { product_id: 12, quantity: 3 }],
  [
    'addMultipleToCart',
    (c) => c.addMultipleToCart({ products: [{ product_id: 1, quantity: 2 }, { product_id: 4, quantity: 99 }] }),
    'POST',
    '/frontend/cart/add-multiple',
    { products: [{ product_id: 1, quantity: 2 }, { product_id: 4, quantity: 99 }] },
  ],
  ['decreaseCart', (c) => c.decreaseCart({ product_id: 12, quantity: 1 }), 'PUT', '/frontend/cart/decrease', { product_id: 12, quantity: 1 }],
  ['getCartTotal', (c) => c.getCartTotal(), 'GET', '/frontend/cart/total-products'],
  ['addToWishlist', (c) => c.addToWishlist(12), 'POST', '/frontend/wishlist/add', { product_id: 12 }],
  [
    'addMultipleToWishlist',
    (c) => c.addMultipleToWishlist({ products: [{ product_id: 1 }, { product_id: 2 }] }),
    'POST',
    '/frontend/wishlist/add-multiple',
    { products: [{ product_id: 1 }, { product_id: 2 }] },
  ],
  ['removeFromWishlist', (c) => c.removeFromWishlist(12), 'DELETE', '/frontend/wishlist/remove?product_id=12'],
  ['getWishlistCount', (c) => c.getWishlistCount(), 'GET', '/frontend/wishlist/count'],
  ['removeFromSaveForLater', (c) => c.removeFromSaveForLater(12), 'DELETE', '/frontend/remove-from-save-for-later/12'],
  ['getOrder', (c) => c.getOrder(900), 'GET', '/frontend/orders/900'],
  ['getOrder (id cannot add a segment)', (c) => c.getOrder('9/../1' as unknown as number), 'GET', '/frontend/orders/9%2F..%2F1'],
  ['login', (c) => c.login({ email: 'a@b.co', password: 'secret12' }), 'POST', '/frontend/login', { email: 'a@b.co', password: 'secret12' }],
  ['googleLogin', (c) => c.googleLogin({ credential: 'jwt' }), 'POST', '/frontend/auth/google', { credential: 'jwt' }],
  ['appleLogin', (c) => c.appleLogin({ id_token: 'jwt' }), 'POST', '/frontend/auth/apple', { id_token: 'jwt' }],
  [
    'register',
    (c) => c.register({ name: 'Sara', email: 's@b.co', is_guest: false, mobile_number: '971501234567', country_code: '+971' }),
    'POST',
    '/frontend/register',
    { name: 'Sara', email: 's@b.co', is_guest: false, mobile_number: '971501234567', country_code: '+971' },
  ],
  ['getDiscounts', (c) => c.getDiscounts(12), 'GET', '/frontend/discounts?product_id=12'],
  ['getRecentProducts', (c) => c.getRecentProducts(), 'GET', '/frontend/recent-products'],
  ['getGuestRecentProducts', (c) => c.getGuestRecentProducts('g-1'), 'GET', '/frontend/guest/recent-products?guest_token=g-1'],
  ['getCountries', (c) => c.getCountries(), 'GET', '/countries'],
  ['getStates', (c) => c.getStates(229), 'GET', '/states/229'],
  ['getCities', (c) => c.getCities(3798), 'GET', '/cities/3798'],
  ['subscribeNewsletter', (c) => c.subscribeNewsletter('a@b.co'), 'POST', '/newsletters', { email: 'a@b.co', status: 'subscribed' }],
  ['search', (c) => c.search('chef knife & board'), 'GET', '/frontend/search?query=chef+knife+%26+board'],
  ['searchProducts', (c) => c.searchProducts('fryer', { brand: [3, 4], category: [7], rating: 4, sort: 'price_asc', page: 2, exact: true }), 'GET', '/frontend/search/products?query=fryer&brand=3%2C4&sort=price_asc&page=2&category=7&rating=4&exact=1'],
  ['nlpSearch', (c) => c.nlpSearch('cold drinks'), 'GET', '/nlp/search?query=cold+drinks'],
  ['getCustomerAddresses', (c) => c.getCustomerAddresses(), 'GET', '/frontend/customer-address'],
  ['reorder', (c) => c.reorder(900), 'POST', '/frontend/reorder/900'],
  [
    'storeLead (all values)',
    (c) => c.storeLead({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'eid', utm_term: 'ovens', utm_content: 'ad1', gclid: 'G1' }),
    'POST',
    '/store-lead?utm_source=google&utm_medium=cpc&utm_campaign=eid&utm_term=ovens&utm_content=ad1&gclid=G1',
    { name: null, email: null },
  ],
  [
    'storeLead (last four only when present)',
    (c) => c.storeLead({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: '', utm_term: null }),
    'POST',
    '/store-lead?utm_source=newsletter&utm_medium=email',
    { name: null, email: null },
  ],
  [
    'storeLead (medium always sent)',
    (c) => c.storeLead({ utm_source: 'fb' }),
    'POST',
    '/store-lead?utm_source=fb&utm_medium=',
    { name: null, email: null },
  ],
];

describe('one function per call of docs/behaviour.md §7', () => {
  it.each(ROWS)('%s -> %s %s', async (_name, call, method, path, body) => {
    const { fake, client } = clientWith();
    await call(client);
    const sent = fake.lastCall();
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(`${API}${path}`);
    expect(sent.headers.authorization).toBe('Bearer tok');
    if (body === undefined) {
      expect(sent.body).toBeUndefined();
    } else {
      expect(sent.headers['content-type']).toBe('application/json');
      expect(JSON.parse(String(sent.body))).toEqual(body);
    }
  });

  it('returns the answer body', async () => {
    const { client } = clientWith(() => json({ success: true, message: 'Added', total: 4 }));
    await expect(client.addToCart({ product_id: 1, quantity: 1 })).resolves.toEqual({
      success: true,
      message: 'Added',
      total: 4,
    });
  });

  it.each([[''], [null], [undefined]])('getRedirect(%o) makes no call and answers null', async (path) => {
    const { fake, client } = clientWith();
    await expect(client.getRedirect(path)).resolves.toBeNull();
    expect(fake.calls).toHaveLength(0);
  });
});

describe('Idempotency-Key', () => {
  it.each<[string, (c: ApiClient) => Promise<unknown>]>([
    ['addToCart', (c) => c.addToCart({ product_id: 1, quantity: 1 }, { idempotencyKey: 'k-1' })],
    ['addMultipleToCart', (c) => c.addMultipleToCart({ products: [] }, { idempotencyKey: 'k-1' })],
    ['addMultipleToWishlist', (c) => c.addMultipleToWishlist({ products: [] }, { idempotencyKey: 'k-1' })],
  ])('%s sends the key it is given', async (_name, call) => {
    const { fake, client } = clientWith();
    await call(client);
    expect(fake.lastCall().headers['idempotency-key']).toBe('k-1');
  });

  it('is absent when no key is given', async () => {
    const { fake, client } = clientWith();
    await client.addToCart({ product_id: 1, quantity: 1 });
    expect(fake.lastCall().headers).not.toHaveProperty('idempotency-key');
  });
});

describe('search cancellation', () => {
  it.each<[string, (c: ApiClient, signal: AbortSignal) => Promise<unknown>]>([
    ['search', (c, signal) => c.search('oven', { signal })],
    ['nlpSearch', (c, signal) => c.nlpSearch('oven', { signal })],
  ])('%s stops when its signal aborts', async (_name, call) => {
    const { fake, client } = clientWith(hangingResponder);
    const controller = new AbortController();
    const outcome = call(client, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(fake.lastCall().signal?.aborted).toBe(true);
  });
});
