import { eq } from 'drizzle-orm';
import type { Storefront } from '@horeca/core/storefront';
import { products } from '../src/db/schema/catalogue';
import { cartLines, orders } from '../src/db/schema/commerce';
import { startTestApi, type TestApi } from './harness';
import { addressPlace, makeCustomer, sampleProducts, type TestCustomer } from './commerce-fixtures';

describe('cart: add, add-multiple, decrease, total, list, delete', () => {
  let api: TestApi;
  let items: Awaited<ReturnType<typeof sampleProducts>>;
  let shopper: TestCustomer;

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    items = await sampleProducts(api, 6);
    expect(items.length).toBe(6);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    shopper = await makeCustomer(api);
  });

  const add = (productId: unknown, quantity: unknown, headers: Record<string, string> = {}, token = shopper.token) =>
    api.post('/api/frontend/cart/add', { product_id: productId, quantity }, { token, headers });

  it('adds, then merges quantities of the same product into one line', async () => {
    const first = await add(items[0]!.id, 2);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { product_id: items[0]!.id, quantity: 2 }, total: 2 });
    const second = await add(items[0]!.id, 3);
    expect(second.body).toMatchObject({ data: { quantity: 5 }, total: 5 });
    expect((await api.get('/api/frontend/cart/total-products', { token: shopper.token })).body).toEqual({ total: 5 });
    const rows = await api.db.select().from(cartLines).where(eq(cartLines.customerId, shopper.id));
    expect(rows).toHaveLength(1);
  });

  it('50 concurrent adds of one product end as one line with the sum', async () => {
    const product = items[1]!;
    const results = await Promise.all(Array.from({ length: 50 }, () => add(product.id, 1)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const rows = await api.db.select().from(cartLines).where(eq(cartLines.customerId, shopper.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(50);
  });

  it('caps a line at the product maximum instead of exceeding it', async () => {
    const product = items[2]!;
    const cap = Math.min(product.max, 100);
    await add(product.id, cap);
    const again = await add(product.id, 5);
    expect(again.status).toBe(200);
    expect(again.body.data.quantity).toBe(cap);
  });

  it('an Idempotency-Key retry replays the stored answer and adds nothing', async () => {
    const headers = { 'Idempotency-Key': 'add-retry-1' };
    const first = await add(items[3]!.id, 4, headers);
    const retry = await add(items[3]!.id, 4, headers);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.get('/api/frontend/cart/total-products', { token: shopper.token })).body.total).toBe(4);
    // Concurrent duplicates with one key also add once.
    const burst = await Promise.all(Array.from({ length: 10 }, () => add(items[4]!.id, 2, { 'Idempotency-Key': 'burst' })));
    expect(new Set(burst.map((r) => r.body.data.quantity))).toEqual(new Set([2]));
    const reused = await add(items[4]!.id, 3, { 'Idempotency-Key': 'burst' });
    expect(reused.status).toBe(422);
    // Keys belong to one customer: another shopper may use the same key.
    const other = await makeCustomer(api);
    expect((await add(items[4]!.id, 2, { 'Idempotency-Key': 'burst' }, other.token)).body.data.quantity).toBe(2);
  });

  it.each([
    ['a negative quantity', 1, -1, 'quantity'],
    ['zero', 1, 0, 'quantity'],
    ['a fraction', 1, 1.5, 'quantity'],
    ['a huge quantity', 1, 1e9, 'quantity'],
    ['a text quantity', 1, 'ten', 'quantity'],
    ['an unknown product', 99_999_999, 1, 'product_id'],
    ['a negative product id', -4, 1, 'product_id'],
    ['a text product id', 'abc', 1, 'product_id'],
    ['a missing product', undefined, 1, 'product_id'],
  ])('refuses %s with 422 at the field', async (_label, productId, quantity, field) => {
    const res = await add(productId === 1 ? items[0]!.id : productId, quantity);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.[0]).toEqual(expect.any(String));
    expect((await api.get('/api/frontend/cart/total-products', { token: shopper.token })).body.total).toBe(0);
  });

  it('refuses an unpublished product', async () => {
    const product = items[5]!;
    await api.db.update(products).set({ status: 'draft' }).where(eq(products.id, product.id));
    try {
      const res = await add(product.id, 1);
      expect(res.status).toBe(422);
      expect(res.body.errors.product_id).toEqual(['This product is not available.']);
    } finally {
      await api.db.update(products).set({ status: 'published' }).where(eq(products.id, product.id));
    }
  });

  it('ignores any price sent by the client', async () => {
    await api.post('/api/frontend/cart/add', { product_id: items[0]!.id, quantity: 1, price: 0.01, unit_price: 0 }, { token: shopper.token });
    const cart = await api.get('/api/frontend/cart', { token: shopper.token });
    const expected = items[0]!.salePriceAed && items[0]!.salePriceAed < items[0]!.priceAed ? items[0]!.salePriceAed : items[0]!.priceAed;
    expect(cart.body.data[0].unit_price).toBe(expected);
    expect(cart.body).toMatchObject({ total: 1, currency: 'AED', subtotal: expected });
    expect(cart.body.data[0].product).toMatchObject({ id: items[0]!.id, name: items[0]!.name, currency_title: 'AED' });
    expect(cart.body.data[0].product.images[0]).toBe(`${api.baseUrl}/api/images/products/${items[0]!.id}/1.png`);
  });

  it('add-multiple merges the guest cart in one request, summing repeats', async () => {
    await add(items[0]!.id, 1);
    const res = await api.post(
      '/api/frontend/cart/add-multiple',
      { products: [{ product_id: items[0]!.id, quantity: 2 }, { product_id: items[1]!.id, quantity: 3 }, { product_id: items[1]!.id, quantity: 1 }] },
      { token: shopper.token, headers: { 'Idempotency-Key': 'merge-1' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { product_id: items[0]!.id, quantity: 3 },
      { product_id: items[1]!.id, quantity: 4 },
    ].sort((a, b) => a.product_id - b.product_id));
    expect(res.body.total).toBe(7);
    const retry = await api.post(
      '/api/frontend/cart/add-multiple',
      { products: [{ product_id: items[0]!.id, quantity: 2 }, { product_id: items[1]!.id, quantity: 3 }, { product_id: items[1]!.id, quantity: 1 }] },
      { token: shopper.token, headers: { 'Idempotency-Key': 'merge-1' } },
    );
    expect(retry.body.total).toBe(7);
    expect((await api.get('/api/frontend/cart/total-products', { token: shopper.token })).body.total).toBe(7);
  });

  it('add-multiple refuses the whole merge when one product is unknown, naming it', async () => {
    const res = await api.post(
      '/api/frontend/cart/add-multiple',
      { products: [{ product_id: items[0]!.id, quantity: 1 }, { product_id: 88_888_888, quantity: 1 }] },
      { token: shopper.token },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors['products[1].product_id']).toEqual(['This product is not available.']);
    expect((await api.get('/api/frontend/cart/total-products', { token: shopper.token })).body.total).toBe(0);
    for (const body of [{}, { products: [] }, { products: 'x' }, { products: [{ product_id: items[0]!.id, quantity: -2 }] }]) {
      expect((await api.post('/api/frontend/cart/add-multiple', body, { token: shopper.token })).status).toBe(422);
    }
  });

  it('decrease sets the new count; 1 at a line of 1 removes it; repeating changes nothing', async () => {
    const id = items[0]!.id;
    await add(id, 3);
    const down = await api.put('/api/frontend/cart/decrease', { product_id: id, quantity: 2 }, { token: shopper.token });
    expect(down.body).toMatchObject({ data: { quantity: 2, removed: false }, total: 2 });
    expect((await api.put('/api/frontend/cart/decrease', { product_id: id, quantity: 2 }, { token: shopper.token })).body.data.quantity).toBe(2);
    await api.put('/api/frontend/cart/decrease', { product_id: id, quantity: 1 }, { token: shopper.token });
    const last = await api.put('/api/frontend/cart/decrease', { product_id: id, quantity: 1 }, { token: shopper.token });
    expect(last.body).toMatchObject({ data: { quantity: 0, removed: true }, total: 0 });
    expect((await api.put('/api/frontend/cart/decrease', { product_id: id, quantity: 0 }, { token: shopper.token })).status).toBe(422);
  });

  it('deletes a line; deleting it again is 404', async () => {
    await add(items[0]!.id, 2);
    expect((await api.delete(`/api/frontend/cart/${items[0]!.id}`, { token: shopper.token })).status).toBe(200);
    expect((await api.delete(`/api/frontend/cart/${items[0]!.id}`, { token: shopper.token })).status).toBe(404);
  });

  describe('Buy More, Save More: a quantity crossing a tier changes the line, the cart and the order', () => {
    type Tier = { min_quantity: number; discount_percent: number; discounted_unit_price: number };
    type Line = { product_id: number; quantity: number; unit_price: number; list_unit_price: number; tier: Tier | null; line_discount: number; line_total: number };
    type Cart = { data: Line[]; subtotal: number; discount: number; tax: number | null; tax_included: boolean; currency: string };
    const cents = (value: number) => Math.round(value * 100);
    const cartOf = async (storefront: Storefront) => (await api.get<Cart>(`/api/frontend/cart?storefront=${storefront}`, { token: shopper.token })).body;
    /** The tiers the product page shows, with its discounted unit price. */
    const pageTiers = async (productId: number, storefront: Storefront) =>
      ((await api.get<{ data: { discounts: Tier[] } }>(`/api/frontend/products/${productId}?storefront=${storefront}`)).body.data.discounts);

    async function placeOrder(storefront: Storefront) {
      const place = await addressPlace(api);
      const address = { type: 'shipping', address: 'Villa 3, Street 9', ...place, zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
      const res = await api.post('/api/frontend/checkout/place-order', { storefront, address, payment_method: 'cash_on_delivery' }, { token: shopper.token });
      expect(res.status).toBe(201);
      return res.body.data as { subtotal: number; discount: number; shipping: number; tax: number; total: number; order_products: { product_id: number; unit_price: number; quantity: number; line_total: number }[] };
    }

    it.each(['ae', 'us'] as const)('on the %s storefront, and the placed order stores what the cart showed', async (storefront) => {
      const [tiered, plain] = [items[4]!, items[5]!];
      const [first] = await pageTiers(tiered.id, storefront);
      expect(first!.min_quantity).toBeGreaterThan(1);

      // One below the first tier: list price, nothing off.
      expect((await add(tiered.id, first!.min_quantity - 1)).status).toBe(200);
      expect((await add(plain.id, 1)).status).toBe(200);
      const below = await cartOf(storefront);
      const belowLine = below.data.find((line) => line.product_id === tiered.id)!;
      expect(belowLine).toMatchObject({ tier: null, line_discount: 0, unit_price: belowLine.list_unit_price });
      expect(cents(belowLine.line_total)).toBe(cents(belowLine.list_unit_price * (first!.min_quantity - 1)));
      expect(below.discount).toBe(0);

      // One more crosses it: the product page's tier price, the saving on the line and in the cart.
      expect((await add(tiered.id, 1)).status).toBe(200);
      const crossed = await cartOf(storefront);
      const line = crossed.data.find((entry) => entry.product_id === tiered.id)!;
      const other = crossed.data.find((entry) => entry.product_id === plain.id)!;
      expect(line.tier).toEqual({ min_quantity: first!.min_quantity, discount_percent: first!.discount_percent });
      expect(line.unit_price).toBe(first!.discounted_unit_price);
      expect(line.unit_price).toBeLessThan(line.list_unit_price);
      expect(cents(line.line_total)).toBe(cents(line.unit_price * first!.min_quantity));
      expect(cents(line.line_discount)).toBe(cents(line.list_unit_price * first!.min_quantity) - cents(line.line_total));
      expect(cents(crossed.subtotal)).toBe(cents(line.line_total) + cents(other.line_total));
      expect(crossed.discount).toBe(line.line_discount);
      if (storefront === 'ae') {
        expect(crossed).toMatchObject({ currency: 'AED', tax_included: true, tax: Math.round(crossed.subtotal * (5 / 105) * 100) / 100 });
      } else {
        expect(crossed).toMatchObject({ currency: 'USD', tax_included: false, tax: null });
      }

      const summary = (await api.get<{ data: { subtotal: number; discount: number } }>(`/api/frontend/checkout/summary?storefront=${storefront}`, { token: shopper.token })).body.data;
      expect(summary).toMatchObject({ subtotal: crossed.subtotal, discount: crossed.discount });

      const order = await placeOrder(storefront);
      expect(order).toMatchObject({ subtotal: crossed.subtotal, discount: crossed.discount });
      expect(order.order_products).toEqual(
        expect.arrayContaining(crossed.data.map((entry) => expect.objectContaining({ product_id: entry.product_id, quantity: entry.quantity, unit_price: entry.unit_price, line_total: entry.line_total }))),
      );
      const expectedTax = storefront === 'ae' ? Math.round((order.subtotal + order.shipping) * (5 / 105) * 100) : Math.round((order.subtotal + order.shipping) * 0.08 * 100);
      expect(cents(order.tax)).toBe(expectedTax);
      expect(cents(order.total)).toBe(cents(order.subtotal) + cents(order.shipping) + (storefront === 'us' ? cents(order.tax) : 0));
      const [stored] = await api.db.select().from(orders).where(eq(orders.customerId, shopper.id));
      expect(stored).toMatchObject({ subtotal: crossed.subtotal, discount: crossed.discount, total: order.total });
    });
  });

  it.each([
    ['POST', '/api/frontend/cart/add'],
    ['POST', '/api/frontend/cart/add-multiple'],
    ['PUT', '/api/frontend/cart/decrease'],
    ['GET', '/api/frontend/cart/total-products'],
    ['GET', '/api/frontend/cart'],
    ['DELETE', '/api/frontend/cart/1'],
  ])('%s %s needs a token (401)', async (method, path) => {
    const body = method === 'GET' ? {} : { body: { product_id: 1, quantity: 1 } };
    expect((await api.request(method, path, body)).status).toBe(401);
  });
});
