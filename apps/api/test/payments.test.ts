// Issue 17, payments: an order is paid only on the provider's word. Each test replays an attack
// that worked before: the client choosing the outcome, a forged, tampered, expired or replayed
// result, a late payment reviving a cancelled order, the test provider or the demo customers in
// production, and card offered with no provider.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { loadConfig } from '../src/config';
import { products } from '../src/db/schema/catalogue';
import { customers, orders } from '../src/db/schema/commerce';
import { signPayment } from '../src/payments/signed-payment';
import { DEMO_CUSTOMERS } from '../src/seed/commerce-seed';
import { startServer } from '../src/server';
import { addressPlace, makeCustomer, placeOrder, sampleProducts } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';
import { hostileString } from './hostile/hostile-values';
import { chooseOnHostedPage, openHostedPage, payOnHostedPage, returnToStore } from './payment-fixtures';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('payments on the test provider (PAYMENT_PROVIDER=test)', () => {
  let api: TestApi;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    productId = (await sampleProducts(api, 3))[2]!.id;
  });
  afterAll(() => api?.close());

  const orderRow = async (id: number) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stockOf = async (id: number) => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const cardOrder = async (quantity = 1) => {
    const shopper = await makeCustomer(api);
    return { shopper, order: await placeOrder(api, shopper, [productId], { payment_method: 'card', quantity }) };
  };
  /** A result signed with the store's own secret, as only the provider should be able to. */
  const signedResult = (fields: { order: number; amount: number; currency: string; outcome: 'success' | 'decline' | 'cancel'; expires: number }) =>
    `${api.baseUrl}/api/frontend/payments/return?${signPayment(api.config.appSecret, 'test-gateway-result', fields)}`;

  it('a client-sent payment_outcome no longer pays: place-order and the order payment route', async () => {
    const shopper = await makeCustomer(api);
    await api.post('/api/frontend/cart/add', { product_id: productId, quantity: 1 }, { token: shopper.token });
    const address = { address: 'Villa 3', ...(await addressPlace(api)), zip_code: '00000' };
    const placed = await api.post('/api/frontend/checkout/place-order', { address, payment_method: 'card', payment_outcome: 'success' }, { token: shopper.token });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ status: 'pending', payment_status: 'pending' });
    const retried = await api.post(`/api/frontend/orders/${placed.body.data.id}/payment`, { payment_method: 'card', payment_outcome: 'success' }, { token: shopper.token });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'pending', payment_status: 'pending' });
    expect(await orderRow(placed.body.data.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('a retried place-order (same Idempotency-Key) sends the browser to the same order’s payment, which pays once', async () => {
    const shopper = await makeCustomer(api);
    await api.post('/api/frontend/cart/add', { product_id: productId, quantity: 1 }, { token: shopper.token });
    const body = { address: { address: 'Villa 3', ...(await addressPlace(api)), zip_code: '00000' }, payment_method: 'card' };
    const headers = { 'Idempotency-Key': `card-${shopper.id}` };
    const first = await api.post('/api/frontend/checkout/place-order', body, { token: shopper.token, headers });
    const retry = await api.post('/api/frontend/checkout/place-order', body, { token: shopper.token, headers });
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(new URL(retry.body.payment.redirect_url).searchParams.get('order')).toBe(String(first.body.data.id));
    expect(await payOnHostedPage(api, first.body.payment.redirect_url, 'success')).toBe(`/payment/success/${first.body.data.id}`);
    expect(await payOnHostedPage(api, retry.body.payment.redirect_url, 'success')).toBe(`/payment/success/${first.body.data.id}`);
    expect(await orderRow(first.body.data.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('the hosted card page: an accessible form offering pay, decline and cancel for the signed amount', async () => {
    const { order } = await cardOrder();
    const page = await openHostedPage(order.payment!.redirect_url);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page.html).toContain('<h1>Test card payment</h1>');
    expect(page.html).toContain(`Pay AED ${order.total.toFixed(2)}`);
    expect(page.buttons).toEqual(['success', 'decline', 'cancel']);
    expect(page.html).not.toContain('<script');
    const headers = (await fetch(order.payment!.redirect_url)).headers;
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('a tampered payment request is refused by the hosted page: no signed result for another amount', async () => {
    const { order } = await cardOrder();
    const url = new URL(order.payment!.redirect_url);
    url.searchParams.set('amount', '0.01');
    const page = await openHostedPage(url.toString());
    expect(page.status).toBe(422);
    expect(JSON.parse(page.html)).toMatchObject({ errors: { signature: ['The payment result is not signed by the payment provider.'] } });
    await expect(chooseOnHostedPage(url.toString(), 'success')).rejects.toThrow(/hosted page 422/);
  });

  it('a forged result (no signature, made-up signature, wrong secret) is refused and changes nothing', async () => {
    const { order } = await cardOrder();
    const fields = { order: order.id, amount: order.total, currency: 'AED', outcome: 'success' as const, expires: inAnHour() };
    const unsigned = new URL(signedResult(fields));
    unsigned.searchParams.delete('signature');
    const madeUp = new URL(signedResult(fields));
    madeUp.searchParams.set('signature', 'A'.repeat(43));
    const otherSecret = `${api.baseUrl}/api/frontend/payments/return?${signPayment('not-the-store-secret', 'test-gateway-result', fields)}`;
    for (const forged of [unsigned, madeUp, otherSecret]) {
      const answer = await returnToStore(forged);
      expect(answer.status).toBe(422);
      expect(answer.body?.errors?.signature).toEqual(['The payment result is not signed by the payment provider.']);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('a tampered result (decline turned into success, amount or order changed) is refused', async () => {
    const { order } = await cardOrder();
    const declined = await chooseOnHostedPage(order.payment!.redirect_url, 'decline');
    for (const [name, value] of [['outcome', 'success'], ['amount', '0.01'], ['order', String(order.id + 1)], ['expires', String(inAnHour() + 999)]]) {
      const tampered = new URL(declined);
      tampered.searchParams.set(name!, value!);
      const answer = await returnToStore(tampered);
      expect(answer.status, name).toBe(422);
    }
    // The request's own signature is no result's: purposes are signed apart.
    const request = new URL(order.payment!.redirect_url);
    const asResult = new URL(`/api/frontend/payments/return?${request.searchParams}&outcome=success`, api.baseUrl);
    expect((await returnToStore(asResult)).status).toBe(422);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('any change to any field of a genuine success result is refused (property test)', async () => {
    const { order } = await cardOrder();
    const success = await chooseOnHostedPage(order.payment!.redirect_url, 'success');
    const fieldNames = ['order', 'amount', 'currency', 'outcome', 'expires', 'signature'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fieldNames), fc.oneof(hostileString, fc.integer({ min: 0, max: 1e9 }).map(String)), async (name, value) => {
        const tampered = new URL(success);
        fc.pre(tampered.searchParams.get(name) !== value);
        tampered.searchParams.set(name, value);
        return (await returnToStore(tampered)).status === 422;
      }),
      { numRuns: 40 },
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('an expired result is refused, even when genuinely signed', async () => {
    const { order } = await cardOrder();
    const expired = await returnToStore(signedResult({ order: order.id, amount: order.total, currency: 'AED', outcome: 'success', expires: Math.floor(Date.now() / 1000) - 1 }));
    expect(expired.status).toBe(422);
    expect(expired.body?.errors?.expires).toEqual(['This payment link has expired. Please start the payment again.']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('a genuine result replayed for a different amount, currency or order pays nothing', async () => {
    const cheap = await cardOrder(1);
    const dear = await cardOrder(3);
    // The cheap order's success, sent again with the dear order's id: the signature covers the id.
    const paidCheap = await chooseOnHostedPage(cheap.order.payment!.redirect_url, 'success');
    const moved = new URL(paidCheap);
    moved.searchParams.set('order', String(dear.order.id));
    expect((await returnToStore(moved)).status).toBe(422);
    // Signed, but for less than the order costs, or in another currency.
    const less = await returnToStore(signedResult({ order: dear.order.id, amount: cheap.order.total, currency: 'AED', outcome: 'success', expires: inAnHour() }));
    expect(less.status).toBe(422);
    expect(less.body?.errors?.amount).toEqual(['The payment does not match the order’s amount.']);
    const dollars = await returnToStore(signedResult({ order: dear.order.id, amount: dear.order.total, currency: 'USD', outcome: 'success', expires: inAnHour() }));
    expect(dollars.body?.errors?.currency).toEqual(['The payment does not match the order’s currency.']);
    expect(await orderRow(dear.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    // The genuine result still pays its own order, once; replaying it changes nothing more.
    expect((await returnToStore(paidCheap)).location).toBe(`${api.config.payment.storefrontUrl}/payment/success/${cheap.order.id}`);
    expect((await returnToStore(paidCheap)).location).toBe(`${api.config.payment.storefrontUrl}/payment/success/${cheap.order.id}`);
    expect(await orderRow(cheap.order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a late declined result cannot undo a payment', async () => {
    const { order } = await cardOrder();
    const decline = await chooseOnHostedPage(order.payment!.redirect_url, 'decline');
    expect(await payOnHostedPage(api, order.payment!.redirect_url, 'success')).toBe(`/payment/success/${order.id}`);
    expect((await returnToStore(decline)).location).toBe(`${api.config.payment.storefrontUrl}/order-details/${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('cancelled, then paid on the hosted page: the order stays cancelled and its stock came back once', async () => {
    const stockBefore = await stockOf(productId);
    const { shopper, order } = await cardOrder(2);
    expect(await stockOf(productId)).toBe(stockBefore - 2);
    const success = await chooseOnHostedPage(order.payment!.redirect_url, 'success');
    expect((await api.post(`/api/frontend/orders/${order.id}/cancel`, undefined, { token: shopper.token })).status).toBe(200);
    const late = await returnToStore(success);
    expect(late.location).toBe(`${api.config.payment.storefrontUrl}/order-details/${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(productId)).toBe(stockBefore);
    // Nor can the shopper start a new card payment on it.
    expect((await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'card' }, { token: shopper.token })).status).toBe(409);
  });

  it('the demo customers are seeded when asked (SEED_DEMO, as npm start and the tests do)', async () => {
    const login = await api.post('/api/frontend/login', { email: DEMO_CUSTOMERS.private.email, password: DEMO_CUSTOMERS.private.password });
    expect(login.status).toBe(200);
  });
});

describe('production: no test shortcuts', () => {
  /** A production store needs its own long APP_SECRET (config.ts). */
  const PRODUCTION_SECRET = 'payments-test-secret-0123456789abcdef';
  // Data folders for starts that must be refused before they open anything.
  const refusedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-refused-'));
  afterAll(() => fs.rmSync(refusedDir, { recursive: true, force: true }));

  it('refuses to start with PAYMENT_PROVIDER=test or SEED_DEMO under NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toThrow(/PAYMENT_PROVIDER=test is refused with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(/SEED_DEMO is refused with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be "test" or "none"/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET })).toMatchObject({ payment: { provider: 'none' }, seedDemo: false });
  });

  it('npm start in production with PAYMENT_PROVIDER=test exits at once with a clear message', () => {
    const apiRoot = path.resolve(import.meta.dirname, '..');
    const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', PORT: '0', DATA_DIR: refusedDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[api] not starting: PAYMENT_PROVIDER=test is refused with NODE_ENV=production');
  }, 70_000);

  it('startServer refuses a production config with a test shortcut, however the config was built', async () => {
    // Port 0 and a data folder of its own: were the refusal missing, nothing else is disturbed.
    const local = loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'test', SEED_DEMO: '1', PORT: '0', DATA_DIR: refusedDir });
    await expect(startServer({ ...local, nodeEnv: 'production', seedDemo: false })).rejects.toThrow(/PAYMENT_PROVIDER=test is refused/);
    await expect(startServer({ ...local, nodeEnv: 'production', payment: { ...local.payment, provider: 'none' } })).rejects.toThrow(/SEED_DEMO is refused/);
  });

  describe('a production store with no payment provider and no SEED_DEMO', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({
        seedProducts: 300,
        config: { nodeEnv: 'production', appSecret: PRODUCTION_SECRET, seedDemo: false, payment: { provider: 'none', storefrontUrl: 'https://store.example' } },
      });
    });
    afterAll(() => api?.close());

    it('does not offer card: the checkout options leave it out and place-order refuses it at the field', async () => {
      const shopper = await makeCustomer(api);
      const [item] = await sampleProducts(api, 1);
      await api.post('/api/frontend/cart/add', { product_id: item!.id, quantity: 1 }, { token: shopper.token });
      const summary = await api.get('/api/frontend/checkout/summary', { token: shopper.token });
      expect(summary.body.data.payment_methods).toEqual(['cash_on_delivery', 'bank_transfer']);
      const card = await api.post('/api/frontend/checkout/place-order', { address_id: 1, payment_method: 'card' }, { token: shopper.token });
      expect(card.status).toBe(422);
      expect(card.body.errors.payment_method).toEqual(['Card payment is not available in this store. Please choose another payment method.']);
      expect(await api.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);
      const order = await placeOrder(api, shopper, []);
      const switched = await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'card' }, { token: shopper.token });
      expect(switched.status).toBe(422);
    });

    it('serves no test gateway and no payment return', async () => {
      expect((await api.get('/api/payments/test/checkout?order=1&amount=1.00&currency=AED&expires=9999999999&signature=x')).status).toBe(404);
      expect((await api.get('/api/frontend/payments/return?order=1')).status).toBe(404);
    });

    it('has no demo customers: their published passwords open nothing', async () => {
      const demoEmails = Object.values(DEMO_CUSTOMERS).map((demo) => demo.email);
      for (const email of demoEmails) expect(await api.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
      const login = await api.post('/api/frontend/login', { email: DEMO_CUSTOMERS.business.email, password: DEMO_CUSTOMERS.business.password });
      expect(login.status).toBe(401);
    });
  });
});
