import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { orders } from '../src/db/schema/commerce';
import { DEMO_CUSTOMERS } from '../src/seed/commerce-seed';
import { startTestApi, type TestApi } from './harness';
import { addressPlace, blob, HTML, makeCustomer, MP4, PNG, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { payOnHostedPage } from './payment-fixtures';

describe('checkout, orders, cancel, track, reorder, returns', () => {
  let api: TestApi;
  let items: Awaited<ReturnType<typeof sampleProducts>>;
  let place: { country_id: number; state_id: number; city_id: number };

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    items = await sampleProducts(api, 4);
    place = await addressPlace(api);
  });
  afterAll(() => api?.close());

  const address = () => ({ type: 'shipping', address: 'Villa 3, Street 9', ...place, zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' });
  const priceOf = (item: (typeof items)[number]) => (item.salePriceAed && item.salePriceAed > 0 && item.salePriceAed < item.priceAed ? item.salePriceAed : item.priceAed);

  async function orderFor(customer: TestCustomer, extra: Record<string, unknown> = {}, lines: [number, number][] = [[0, 2]]) {
    for (const [index, quantity] of lines) {
      expect((await api.post('/api/frontend/cart/add', { product_id: items[index]!.id, quantity }, { token: customer.token })).status).toBe(200);
    }
    const res = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'cash_on_delivery', ...extra }, { token: customer.token });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; number: string; total: number; order_products: { id: number; product_id: number; quantity: number }[] };
  }

  it('guest checkout: contact details give a token; the order uses server prices and ae VAT included', async () => {
    const guest = await api.post('/api/frontend/register', { name: 'Guest Chef', email: 'guest.chef@example.com', is_guest: true, mobile_number: '971501234567', country_code: '+971' });
    expect(guest.status).toBe(201);
    const token = guest.body.token as string;
    const stockBefore = (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, items[0]!.id)))[0]!.stock;
    await api.post('/api/frontend/cart/add', { product_id: items[0]!.id, quantity: 3 }, { token });
    const summary = await api.get('/api/frontend/checkout/summary', { token });
    expect(summary.body.data.payment_methods).toEqual(['cash_on_delivery', 'bank_transfer', 'card']);
    const res = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'cash_on_delivery', price: 1, total: 1 }, { token });
    expect(res.status).toBe(201);
    const order = res.body.data;
    const subtotal = Math.round(priceOf(items[0]!) * 3 * 100) / 100;
    const shipping = subtotal >= 500 ? 0 : 25;
    expect(order).toMatchObject({ status: 'pending', currency: 'AED', subtotal, shipping, tax_included: true, total: Math.round((subtotal + shipping) * 100) / 100, payment_method: 'cash_on_delivery', payment_status: 'unpaid' });
    expect(order.tax).toBeCloseTo((order.total * 0.05) / 1.05, 2);
    expect(order.order_products[0]).toMatchObject({ quantity: 3, product: { name: items[0]!.name } });
    expect(order.order_products[0].product.images[0]).toBe(`${api.baseUrl}/api/images/products/${items[0]!.id}/1.png`);
    expect((await api.get('/api/frontend/cart/total-products', { token })).body.total).toBe(0);
    const stockAfter = (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, items[0]!.id)))[0]!.stock;
    expect(stockAfter).toBe(stockBefore - 3);
    // The new address was saved to the address book as the default.
    const book = await api.get('/api/frontend/customer-address', { token });
    expect(book.body.data).toHaveLength(1);
    expect(book.body.data[0]).toMatchObject({ is_default: 1, city: expect.any(String) });
  });

  it('us storefront adds sales tax on top', async () => {
    const shopper = await makeCustomer(api);
    await api.post('/api/frontend/cart/add', { product_id: items[1]!.id, quantity: 1 }, { token: shopper.token });
    const res = await api.post('/api/frontend/checkout/place-order', { storefront: 'us', address: address(), payment_method: 'bank_transfer' }, { token: shopper.token });
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({ currency: 'USD', tax_included: false, payment_status: 'pending' });
    expect(order.total).toBeCloseTo(order.subtotal + order.shipping + order.tax, 2);
    expect(order.tax).toBeCloseTo((order.subtotal + order.shipping) * 0.08, 2);
  });

  it('purchase order only for business accounts, and it needs a PO number', async () => {
    const privateCustomer = await makeCustomer(api);
    await api.post('/api/frontend/cart/add', { product_id: items[0]!.id, quantity: 1 }, { token: privateCustomer.token });
    const refused = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'purchase_order', purchase_order_number: 'PO-1' }, { token: privateCustomer.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.payment_method).toEqual(['Purchase orders are available to business accounts only.']);

    const business = await makeCustomer(api, { type: 'Hotel' });
    await api.post('/api/frontend/cart/add', { product_id: items[0]!.id, quantity: 1 }, { token: business.token });
    const noNumber = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'purchase_order' }, { token: business.token });
    expect(noNumber.status).toBe(422);
    const ok = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'purchase_order', purchase_order_number: 'PO-7781' }, { token: business.token });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ payment_method: 'purchase_order', purchase_order_number: 'PO-7781' });
  });

  it.each([
    ['success', /^\/payment\/success\/\d+$/, 'paid', 'confirmed'],
    ['decline', /^\/payment\/decline$/, 'failed', 'pending'],
    ['cancel', /^\/payment\/cancel$/, 'cancelled', 'pending'],
  ] as const)('card payment on the test provider’s hosted page: %s', async (outcome, page, paymentStatus, status) => {
    const shopper = await makeCustomer(api);
    await api.post('/api/frontend/cart/add', { product_id: items[2]!.id, quantity: 1 }, { token: shopper.token });
    const res = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'card' }, { token: shopper.token });
    expect(res.status).toBe(201);
    // Awaiting the provider until the shopper has been on its page.
    expect(res.body.data).toMatchObject({ payment_status: 'pending', status: 'pending' });
    expect(res.body.payment.redirect_url).toMatch(new RegExp(`^${api.baseUrl}/api/payments/test/checkout\\?`));
    const landed = await payOnHostedPage(api, res.body.payment.redirect_url, outcome);
    expect(landed).toMatch(page);
    if (outcome === 'success') expect(landed).toBe(`/payment/success/${res.body.data.id}`);
    expect((await api.get(`/api/frontend/orders/${res.body.data.id}`, { token: shopper.token })).body).toMatchObject({ payment_status: paymentStatus, status });
  });

  it('an unpaid order can switch payment method; a paid one cannot', async () => {
    const shopper = await makeCustomer(api);
    const order = await orderFor(shopper);
    const card = await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'card' }, { token: shopper.token });
    expect(card.status).toBe(200);
    expect(card.body.data.payment_status).toBe('pending');
    expect(await payOnHostedPage(api, card.body.payment.redirect_url, 'success')).toBe(`/payment/success/${order.id}`);
    const again = await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'bank_transfer' }, { token: shopper.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already paid; the payment method can no longer be changed.');
  });

  it('place-order: empty cart 422; unknown saved address 404; Idempotency-Key makes one order', async () => {
    const shopper = await makeCustomer(api);
    const empty = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'cash_on_delivery' }, { token: shopper.token });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Your cart is empty.');
    await api.post('/api/frontend/cart/add', { product_id: items[0]!.id, quantity: 1 }, { token: shopper.token });
    expect((await api.post('/api/frontend/checkout/place-order', { address_id: 999999, payment_method: 'cash_on_delivery' }, { token: shopper.token })).status).toBe(404);
    expect((await api.post('/api/frontend/checkout/place-order', { payment_method: 'cash_on_delivery' }, { token: shopper.token })).status).toBe(422);
    expect((await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'bitcoin' }, { token: shopper.token })).status).toBe(422);
    const headers = { 'Idempotency-Key': 'order-once' };
    const first = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'cash_on_delivery' }, { token: shopper.token, headers });
    const retry = await api.post('/api/frontend/checkout/place-order', { address: address(), payment_method: 'cash_on_delivery' }, { token: shopper.token, headers });
    expect(first.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await api.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toHaveLength(1);
  });

  it('order detail: own order with order_products; another customer gets 404; no token 401', async () => {
    const owner = await makeCustomer(api);
    const stranger = await makeCustomer(api);
    const order = await orderFor(owner, {}, [[0, 1], [1, 2]]);
    const mine = await api.get(`/api/frontend/orders/${order.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.order_products).toHaveLength(2);
    expect(mine.body.order_products[0]).toEqual(expect.objectContaining({ id: expect.any(Number), quantity: expect.any(Number), product: expect.objectContaining({ name: expect.any(String), images: expect.any(Array) }) }));
    expect((await api.get(`/api/frontend/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.get(`/api/frontend/orders/${order.id}`)).status).toBe(401);
    expect((await api.get('/api/frontend/orders/abc', { token: owner.token })).status).toBe(422);
    const list = await api.get('/api/frontend/orders?per_page=5', { token: owner.token });
    expect(list.body.meta).toMatchObject({ total: 1, page: 1 });
    expect((await api.get('/api/frontend/orders', { token: stranger.token })).body.data).toEqual([]);
  });

  it('cancel only before processing', async () => {
    const owner = await makeCustomer(api);
    const stockOf = async () => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, items[0]!.id)))[0]!.stock;
    const stockBefore = await stockOf();
    const order = await orderFor(owner);
    expect(await stockOf()).toBe(stockBefore - 2);
    const cancelled = await api.post(`/api/frontend/orders/${order.id}/cancel`, undefined, { token: owner.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await stockOf()).toBe(stockBefore);
    expect((await api.post(`/api/frontend/orders/${order.id}/cancel`, undefined, { token: owner.token })).status).toBe(409);
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      const other = await orderFor(owner);
      await api.db.update(orders).set({ status }).where(eq(orders.id, other.id));
      expect((await api.post(`/api/frontend/orders/${other.id}/cancel`, undefined, { token: owner.token })).status).toBe(409);
    }
    const confirmed = await orderFor(owner);
    await api.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, confirmed.id));
    expect((await api.post(`/api/frontend/orders/${confirmed.id}/cancel`, undefined, { token: owner.token })).status).toBe(200);
    const stranger = await makeCustomer(api);
    const open = await orderFor(owner);
    expect((await api.post(`/api/frontend/orders/${open.id}/cancel`, undefined, { token: stranger.token })).status).toBe(404);
  });

  it('track by number and email; either wrong is 404', async () => {
    const owner = await makeCustomer(api);
    const order = await orderFor(owner);
    const found = await api.post('/api/frontend/track-order', { order_number: order.number.toLowerCase(), email: owner.email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ number: order.number, status: 'pending' });
    expect((await api.post('/api/frontend/track-order', { order_number: order.number, email: 'other@example.com' })).status).toBe(404);
    expect((await api.post('/api/frontend/track-order', { order_number: 'HC-NOPE', email: owner.email })).status).toBe(404);
    expect((await api.post('/api/frontend/track-order', { order_number: '', email: 'x' })).status).toBe(422);
  });

  it('reorder puts the lines back in the cart', async () => {
    const owner = await makeCustomer(api);
    const order = await orderFor(owner, {}, [[0, 2], [1, 1]]);
    const res = await api.post(`/api/frontend/reorder/${order.id}`, undefined, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'The products of this order have been added to your cart.', total: 3 });
    expect(res.body.data[0]).toEqual({ id: items[0]!.id, name: items[0]!.name, images: expect.any(Array), price: priceOf(items[0]!) });
    const stranger = await makeCustomer(api);
    expect((await api.post(`/api/frontend/reorder/${order.id}`, undefined, { token: stranger.token })).status).toBe(404);
  });

  describe('returns', () => {
    let owner: TestCustomer;
    let order: Awaited<ReturnType<typeof orderFor>>;
    const uploads = () => {
      const dir = path.join(api.config.dataDir, 'uploads', 'returns');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };

    beforeAll(async () => {
      owner = await makeCustomer(api);
      order = await orderFor(owner, {}, [[0, 3]]);
      await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    });

    function returnForm(overrides: Record<string, string> = {}, files: [string, Buffer, string][] = []) {
      const line = order.order_products[0]!;
      const form = new FormData();
      const fields = { order_id: String(order.id), product_id: String(line.product_id), quantity: '1', reason: 'Damaged or defective', description: 'The door hinge arrived bent.', ...overrides };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      for (const [field, bytes, name] of files) form.append(field, blob(bytes, 'application/octet-stream'), name);
      return form;
    }

    it('accepts a return with a photo and a video, then lists it', async () => {
      const line = order.order_products[0]!;
      const res = await api.post(`/api/frontend/order-products/${line.id}/return`, returnForm({}, [['product_images[]', PNG, 'hinge.png'], ['product_videos[]', MP4, 'hinge.mp4']]), { token: owner.token });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Your return request has been submitted.' });
      expect(uploads()).toHaveLength(2);
      const list = await api.get('/api/frontend/returns', { token: owner.token });
      expect(list.body.data[0]).toMatchObject({ quantity: 1, reason: 'Damaged or defective', order_number: order.number });
      expect(list.body.data[0].files.map((f: { kind: string }) => f.kind).sort()).toEqual(['image', 'video']);
    });

    it('refuses more than remains to return, with the spec-style message', async () => {
      const line = order.order_products[0]!;
      const res = await api.post(`/api/frontend/order-products/${line.id}/return`, returnForm({ quantity: '3' }), { token: owner.token });
      expect(res.status).toBe(422);
      expect(res.body.errors.quantity).toEqual(['You can return at most 2 of this item.']);
    });

    it.each([
      ['no reason', { reason: '' }, 'reason', 'Please select a product or reason.'],
      ['a reason outside the list', { reason: 'Just because' }, 'reason', 'Please select a product or reason.'],
      ['quantity 0', { quantity: '0' }, 'quantity', 'Quantity must be at least 1.'],
      ['a fractional quantity', { quantity: '1.5' }, 'quantity', 'Quantity must be at least 1.'],
    ])('refuses %s', async (_label, overrides, field, message) => {
      const res = await api.post(`/api/frontend/order-products/${order.order_products[0]!.id}/return`, returnForm(overrides), { token: owner.token });
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toContain(message);
    });

    it('refuses an HTML page posing as a photo and keeps nothing', async () => {
      const before = uploads();
      const res = await api.post(`/api/frontend/order-products/${order.order_products[0]!.id}/return`, returnForm({}, [['product_images[]', PNG, 'ok.png'], ['product_images[]', HTML, 'evil.png']]), { token: owner.token });
      expect(res.status).toBe(422);
      expect(res.body.errors.product_images).toEqual(['File evil.png is not a photo.']);
      expect(uploads()).toEqual(before);
    });

    it('404 for another customer, 409 before processing, 401 without a token', async () => {
      const stranger = await makeCustomer(api);
      const line = order.order_products[0]!;
      expect((await api.post(`/api/frontend/order-products/${line.id}/return`, returnForm(), { token: stranger.token })).status).toBe(404);
      expect((await api.post(`/api/frontend/order-products/${line.id}/return`, returnForm())).status).toBe(401);
      const fresh = await orderFor(owner);
      const res = await api.post(`/api/frontend/order-products/${fresh.order_products[0]!.id}/return`, returnForm({ order_id: String(fresh.id), product_id: String(fresh.order_products[0]!.product_id) }), { token: owner.token });
      expect(res.status).toBe(409);
    });
  });

  it('the seeded demo customers sign in and have orders in every lifecycle state', async () => {
    for (const demo of Object.values(DEMO_CUSTOMERS)) {
      const login = await api.post('/api/frontend/login', { email: demo.email, password: demo.password });
      expect(login.status).toBe(200);
      expect(login.body.customer.type).toBe(demo.type);
      const list = await api.get('/api/frontend/orders?per_page=50', { token: login.body.token });
      expect(new Set(list.body.data.map((o: { status: string }) => o.status))).toEqual(new Set(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']));
    }
  });
  it('reviews: only products of delivered orders, once each; listed as the customer’s own; 401/409/422', async () => {
    const reviewer = await makeCustomer(api, { name: `Reviewer ${Date.now()}` });
    const order = await orderFor(reviewer, {}, [[0, 1], [1, 1]]);
    const opts = { token: reviewer.token };
    const review = { product_id: items[0]!.id, rating: 4, title: 'Sharp and sturdy', body: 'Our kitchen team uses it every day.' };
    // Not delivered yet: nothing to review.
    expect((await api.get('/api/frontend/account/reviews', opts)).body).toEqual({ data: [], to_review: [] });
    expect((await api.post('/api/frontend/reviews', review, opts)).body.errors.product_id).toEqual(['You can review products from your delivered orders only.']);
    await api.post(`/api/test/orders/${order.id}/status`, { status: 'delivered' });

    const pending = (await api.get('/api/frontend/account/reviews', opts)).body;
    expect(pending.to_review.map((row: { product: { id: number } }) => row.product.id).sort()).toEqual([items[0]!.id, items[1]!.id].sort());
    expect(pending.to_review[0]).toMatchObject({ order_number: order.number, product: { path: expect.stringMatching(/^\/.+\/.+\/.+/) } });

    const invalid = await api.post('/api/frontend/reviews', { product_id: items[0]!.id, rating: 9, title: ' ', body: 'short' }, opts);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({ rating: ['Please choose a rating from 1 to 5 stars.'], title: ['Please give your review a title.'], body: ['Please write at least 10 characters.'] });
    expect((await api.post('/api/frontend/reviews', review)).status).toBe(401);

    const [before] = await api.db.select({ avg: products.avgRating, count: products.reviewCount }).from(products).where(eq(products.id, items[0]!.id));
    const saved = await api.post('/api/frontend/reviews', review, opts);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ success: true, message: 'Thank you! Your review has been published.', data: { rating: 4, title: 'Sharp and sturdy', product: { id: items[0]!.id } } });
    const [after] = await api.db.select({ avg: products.avgRating, count: products.reviewCount }).from(products).where(eq(products.id, items[0]!.id));
    expect(after!.count).toBe(before!.count + 1);
    expect(after!.avg).toBeCloseTo(Math.round(((before!.avg * before!.count + 4) / (before!.count + 1)) * 10) / 10, 1);
    expect((await api.post('/api/frontend/reviews', review, opts)).status).toBe(409);

    const mine = (await api.get('/api/frontend/account/reviews', opts)).body;
    expect(mine.data.map((row: { title: string }) => row.title)).toEqual(['Sharp and sturdy']);
    expect(mine.to_review.map((row: { product: { id: number } }) => row.product.id)).toEqual([items[1]!.id]);
    // Another customer sees none of it, and the public /reviews page shows it first.
    const stranger = await makeCustomer(api);
    expect((await api.get('/api/frontend/account/reviews', { token: stranger.token })).body.data).toEqual([]);
    expect((await api.get('/api/frontend/reviews?per_page=1')).body.data[0]).toMatchObject({ title: 'Sharp and sturdy', author: expect.stringMatching(/^Reviewer /) });
  });
  it('reviews belong to the customer who wrote them: kept after a rename, never a namesake’s', async () => {
    const name = `Twin ${Date.now()}`;
    const [first, namesake] = [await makeCustomer(api, { name }), await makeCustomer(api, { name })];
    for (const buyer of [first, namesake]) await api.post(`/api/test/orders/${(await orderFor(buyer, {}, [[2, 1]])).id}/status`, { status: 'delivered' });
    const product = items[2]!.id;
    const review = (title: string) => ({ product_id: product, rating: 5, title, body: 'Holds up to a busy dinner service.' });
    const accountReviews = async (customer: TestCustomer) => (await api.get('/api/frontend/account/reviews', { token: customer.token })).body;
    const productIds = (rows: { product: { id: number } }[]) => rows.map((row) => row.product.id);

    expect((await api.post('/api/frontend/reviews', review('Worth every dirham'), { token: first.token })).status).toBe(201);
    expect((await api.post('/api/frontend/reviews', review('Again'), { token: first.token })).status).toBe(409);
    const renamed = await api.put('/api/frontend/account/profile', { name: `Renamed ${name}`, country_code: '+971', mobile_number: '501234567' }, { token: first.token });
    expect(renamed.status).toBe(200);
    const firstAfterRename = await accountReviews(first);
    expect(firstAfterRename.data).toMatchObject([{ title: 'Worth every dirham', author: name, product: { id: product } }]);
    expect(productIds(firstAfterRename.to_review)).not.toContain(product);

    // Same name, same product: the namesake has written nothing and may still review it.
    const before = await accountReviews(namesake);
    expect(before.data).toEqual([]);
    expect(productIds(before.to_review)).toContain(product);
    expect((await api.post('/api/frontend/reviews', review('Solid'), { token: namesake.token })).status).toBe(201);
    expect((await accountReviews(namesake)).data.map((row: { title: string }) => row.title)).toEqual(['Solid']);
    expect((await accountReviews(first)).data.map((row: { title: string }) => row.title)).toEqual(['Worth every dirham']);

    // Public listings name the author only, never the customer behind it.
    const latest = (await api.get('/api/frontend/reviews?per_page=2')).body.data;
    expect(latest.map((row: { title: string }) => row.title)).toEqual(['Solid', 'Worth every dirham']);
    const onProduct = (await api.get(`/api/frontend/products/${product}`)).body.data.reviews;
    expect(onProduct.slice(0, 2).map((row: { title: string }) => row.title)).toEqual(['Solid', 'Worth every dirham']);
    for (const row of [...latest, ...onProduct]) expect(Object.keys(row)).not.toContain('customer_id');
  });
  it('test-only status route (NODE_ENV=test) moves an order on, as the warehouse would', async () => {
    const shopper = await makeCustomer(api);
    const order = await orderFor(shopper);
    const moved = await api.post(`/api/test/orders/${order.id}/status`, { status: 'delivered' });
    expect(moved.status).toBe(200);
    const after = await api.get(`/api/frontend/orders/${order.id}`, { token: shopper.token });
    expect(after.body).toMatchObject({ status: 'delivered', can_cancel: false, can_return: true });
    expect((await api.post('/api/test/orders/999999/status', { status: 'shipped' })).status).toBe(404);
    expect((await api.post(`/api/test/orders/${order.id}/status`, { status: 'lost' })).status).toBe(422);
  });
});
