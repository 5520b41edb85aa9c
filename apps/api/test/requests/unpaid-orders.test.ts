// Attack replay (issue 28): a guest put a product's whole stock (38 units) in the cart, placed a
// card order and never paid: the order stayed pending and the product out of stock for everyone,
// with no limit on repeats. Now a card order carries a payment deadline (payment_expires_at,
// CARD_PAYMENT_MINUTES after it is placed); past it the sweep cancels the order with the guarded
// UPDATE a cancel uses, the stock comes back exactly once (also when two processes sweep at once:
// run on PostgreSQL with scripts/with-postgres.sh), and open unpaid orders and their units are
// capped per customer and per address at checkout.
import { CARD_PAYMENT_MINUTES } from '@horeca/core/constants';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { vi } from 'vitest';
import { TOO_MANY_UNPAID_FROM_ADDRESS, TOO_MANY_UNPAID_ORDERS, TOO_MANY_UNPAID_UNITS, UNPAID_CAPS } from '../../src/checkout/unpaid-caps';
import { messageText } from '../../src/words/message-keys';
import { openDatabase, type Database } from '../../src/db/client';
import { products } from '../../src/db/schema/catalogue';
import { orderProducts, orders } from '../../src/db/schema/commerce';
import { startHousekeeping } from '../../src/housekeeping';
import { cancelExpiredCardOrders } from '../../src/orders/payment-deadline-sweep';
import { PAYMENT_RESULT_GRACE_S } from '../../src/payments/provider';
import { addressPlace, makeCustomer, placeOrder, sampleProducts, type TestCustomer } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { chooseOnHostedPage, openHostedPage, payOnHostedPage, returnToStore } from '../payment-fixtures';

const MINUTE = 60_000;
const WHOLE_STOCK = 38;
/** The sweep waits this long past a deadline: a payment made in time has landed by then. */
const GRACE = PAYMENT_RESULT_GRACE_S * 1000;
/** A deadline the sweep acts on now. */
const pastDue = (by = 1000) => new Date(Date.now() - GRACE - by);

describe('unpaid card orders', () => {
  let api: TestApi;
  /** A second connection pool on the same database: another API process (PostgreSQL only). */
  let otherProcess: Database | null = null;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    if (api.config.databaseUrl) otherProcess = await openDatabase(api.config);
  }, 120_000);
  afterAll(async () => {
    await otherProcess?.close();
    await api?.close();
  });

  const stockOf = async (id: number) => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const orderRow = async (id: number) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** A product of its own for each test: nothing another test does moves its stock. */
  async function productWithStock(index: number, stock: number) {
    const sample = await sampleProducts(api, 40);
    const id = sample[index]!.id;
    await api.db.update(products).set({ stock, maximumOrderQuantity: 100 }).where(eq(products.id, id));
    return id;
  }
  async function guest(): Promise<TestCustomer> {
    const email = `guest.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const answer = await api.post('/api/frontend/register', { name: 'Guest', email, is_guest: true, mobile_number: '971501234567', country_code: '+971' });
    expect(answer.status).toBe(201);
    return { id: answer.body.customer.id, email, password: '', token: answer.body.token };
  }

  it("a guest's card order for the whole stock is cancelled at its deadline and the stock comes back, once", async () => {
    productId = await productWithStock(0, WHOLE_STOCK);
    const shopper = await guest();
    const placedAt = Date.now();
    const order = await placeOrder(api, shopper, [productId], { payment_method: 'card', quantity: WHOLE_STOCK });
    expect(await stockOf(productId)).toBe(0); // out of stock for everyone while the order waits

    // The deadline is in the answer and on the order page.
    const placed = await api.get(`/api/frontend/orders/${order.id}`, { token: shopper.token });
    const deadline = Date.parse(placed.body.payment_expires_at);
    expect(deadline - placedAt).toBeGreaterThanOrEqual(CARD_PAYMENT_MINUTES * MINUTE - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(CARD_PAYMENT_MINUTES * MINUTE);
    // The provider's page takes no payment after the deadline: its signed request expires then.
    expect(Number(new URL(order.payment!.redirect_url).searchParams.get('expires'))).toBe(Math.floor(deadline / 1000));

    expect(await cancelExpiredCardOrders(api.db, new Date(deadline - 1000))).toEqual([]); // not yet
    // Past the deadline, a result from the provider may still be on its way: kept a little longer.
    expect(await cancelExpiredCardOrders(api.db, new Date(deadline + GRACE - 1000))).toEqual([]);
    expect(await cancelExpiredCardOrders(api.db, new Date(deadline + GRACE + 1000))).toEqual([order.id]);
    const cancelled = await orderRow(order.id);
    expect([cancelled.status, cancelled.paymentStatus]).toEqual(['cancelled', 'cancelled']);
    expect(await stockOf(productId)).toBe(WHOLE_STOCK);
    const shown = await api.get(`/api/frontend/orders/${order.id}`, { token: shopper.token });
    expect(shown.body).toMatchObject({ status: 'cancelled', payment_expires_at: null, can_cancel: false });

    // Sweeping again, or paying late, moves nothing.
    expect(await cancelExpiredCardOrders(api.db, new Date(deadline + GRACE + 2 * MINUTE))).toEqual([]);
    expect(await payOnHostedPage(api, order.payment!.redirect_url, 'success')).toBe(`/order-details/${order.id}`);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(productId)).toBe(WHOLE_STOCK);
  });

  it('the housekeeping timer of every process runs the sweep each minute', async () => {
    const id = await productWithStock(1, 10);
    const shopper = await makeCustomer(api);
    const order = await placeOrder(api, shopper, [id], { payment_method: 'card', quantity: 4 });
    await api.db.update(orders).set({ paymentExpiresAt: pastDue() }).where(eq(orders.id, order.id));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startHousekeeping(api.db, console);
    try {
      vi.advanceTimersByTime(60_000);
    } finally {
      vi.useRealTimers();
    }
    await expect.poll(async () => (await orderRow(order.id)).status, { timeout: 10_000 }).toBe('cancelled');
    stop();
    expect(await stockOf(id)).toBe(10);
  });

  it('a card order paid in time is kept, and shows no deadline any more', async () => {
    const id = await productWithStock(2, 10);
    const shopper = await makeCustomer(api);
    const order = await placeOrder(api, shopper, [id], { payment_method: 'card', quantity: 3 });
    expect(await payOnHostedPage(api, order.payment!.redirect_url, 'success')).toBe(`/payment/success/${order.id}`);
    const paid = await api.get(`/api/frontend/orders/${order.id}`, { token: shopper.token });
    expect(paid.body).toMatchObject({ status: 'confirmed', payment_status: 'paid', payment_expires_at: null });
    expect(await cancelExpiredCardOrders(api.db, new Date(Date.now() + 2 * CARD_PAYMENT_MINUTES * MINUTE))).not.toContain(order.id);
    expect(await stockOf(id)).toBe(7);
  });

  it('trying the card again or switching methods never extends the deadline; other methods show none', async () => {
    const id = await productWithStock(3, 10);
    const shopper = await makeCustomer(api);
    const order = await placeOrder(api, shopper, [id], { payment_method: 'card' });
    const first = (await api.get(`/api/frontend/orders/${order.id}`, { token: shopper.token })).body.payment_expires_at as string;
    expect(first).toEqual(expect.any(String));
    const toCash = await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'cash_on_delivery' }, { token: shopper.token });
    expect(toCash.body.data.payment_expires_at).toBeNull();
    const backToCard = await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'card' }, { token: shopper.token });
    expect(backToCard.body.data.payment_expires_at).toBe(first);
    const again = await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'card' }, { token: shopper.token });
    expect(again.body.data.payment_expires_at).toBe(first);
    const cash = await placeOrder(api, await makeCustomer(api), [id]);
    expect((await orderRow(cash.id)).paymentExpiresAt).toBeNull();
  });

  it("the provider's page takes no payment after the deadline, so nobody pays for an order about to be cancelled", async () => {
    const id = await productWithStock(6, 10);
    const shopper = await makeCustomer(api);
    const order = await placeOrder(api, shopper, [id], { payment_method: 'card' });
    await api.db.update(orders).set({ paymentExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    const retry = await api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'card' }, { token: shopper.token });
    expect(retry.status).toBe(200);
    const page = await openHostedPage(retry.body.payment.redirect_url);
    expect(page.status).toBe(422);
    expect(page.buttons).toEqual([]);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('two processes sweeping at once cancel each expired order once and put its stock back once', async () => {
    const id = await productWithStock(4, 100);
    const placed = [];
    for (let index = 0; index < 6; index += 1) placed.push(await placeOrder(api, await makeCustomer(api), [id], { payment_method: 'card', quantity: 2 }));
    expect(await stockOf(id)).toBe(88);
    const ids = placed.map((order) => order.id);
    await api.db.update(orders).set({ paymentExpiresAt: pastDue(MINUTE) }).where(inArray(orders.id, ids));
    const [mine, theirs] = await Promise.all([cancelExpiredCardOrders(api.db), cancelExpiredCardOrders(otherProcess?.db ?? api.db)]);
    expect([...mine, ...theirs].sort((a, b) => a - b)).toEqual(ids);
    expect(mine.filter((orderId) => theirs.includes(orderId))).toEqual([]);
    expect(await stockOf(id)).toBe(100);
  });

  it('a payment and the sweep landing at once: either paid and kept, or cancelled with its stock back, never both', async () => {
    const id = await productWithStock(5, 100);
    for (let round = 0; round < 4; round += 1) {
      const before = await stockOf(id);
      const order = await placeOrder(api, await makeCustomer(api), [id], { payment_method: 'card', quantity: 2 });
      const success = await chooseOnHostedPage(order.payment!.redirect_url, 'success');
      await api.db.update(orders).set({ paymentExpiresAt: pastDue() }).where(eq(orders.id, order.id));
      await Promise.all([cancelExpiredCardOrders(otherProcess?.db ?? api.db), returnToStore(success)]);
      const row = await orderRow(order.id);
      if (row.status === 'cancelled') {
        expect(row.paymentStatus).toBe('cancelled');
        expect(await stockOf(id)).toBe(before);
      } else {
        expect([row.status, row.paymentStatus]).toEqual(['confirmed', 'paid']);
        expect(await stockOf(id)).toBe(before - 2);
      }
    }
  });
});

describe('caps on open unpaid orders', () => {
  let api: TestApi;
  let items: { id: number }[];

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    items = (await sampleProducts(api, 12)).map(({ id }) => ({ id }));
    await api.db.update(products).set({ stock: 10_000, maximumOrderQuantity: 100 }).where(inArray(products.id, items.map((item) => item.id)));
  }, 120_000);
  afterAll(() => api?.close());

  const place = async (shopper: TestCustomer) => {
    const address = { type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(api)), zip_code: '00000', name: 'Amal', phone: '+971501234567' };
    return api.post('/api/frontend/checkout/place-order', { address, payment_method: 'cash_on_delivery' }, { token: shopper.token });
  };
  const addToCart = async (shopper: TestCustomer, productId: number, quantity: number) =>
    expect((await api.post('/api/frontend/cart/add', { product_id: productId, quantity }, { token: shopper.token })).status).toBe(200);

  it(`refuses a customer's order past ${UNPAID_CAPS.perCustomer.orders} open unpaid ones, at checkout, losing nothing`, async () => {
    const shopper = await makeCustomer(api);
    const placed: number[] = [];
    for (let index = 0; index < UNPAID_CAPS.perCustomer.orders; index += 1) {
      await addToCart(shopper, items[0]!.id, 1);
      const answer = await place(shopper);
      expect(answer.status).toBe(201);
      placed.push(answer.body.data.id);
    }
    await addToCart(shopper, items[0]!.id, 1);
    const refused = await place(shopper);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: messageText(TOO_MANY_UNPAID_ORDERS, 'en'), message_key: 'api.unpaidOrdersCap', errors: { cart: [messageText(TOO_MANY_UNPAID_ORDERS, 'en')] } });
    expect((await api.get('/api/frontend/cart', { token: shopper.token })).body.data).toHaveLength(1); // the cart is kept

    // A cancelled order frees its place.
    expect((await api.post(`/api/frontend/orders/${placed[0]}/cancel`, undefined, { token: shopper.token })).status).toBe(200);
    expect((await place(shopper)).status).toBe(201);
  });

  it(`refuses an order that would hold more than ${UNPAID_CAPS.perCustomer.units} unpaid units`, async () => {
    const shopper = await makeCustomer(api);
    for (const item of items.slice(0, 11)) await addToCart(shopper, item.id, 100);
    const before = await api.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, items.map((item) => item.id)));
    const refused = await place(shopper);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ cart: [messageText(TOO_MANY_UNPAID_UNITS, 'en')] });
    expect(await api.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, items.map((item) => item.id)))).toEqual(before);
    expect((await api.delete(`/api/frontend/cart/${items[10]!.id}`, { token: shopper.token })).status).toBe(200);
    expect((await place(shopper)).status).toBe(201); // 1,000 units: at the cap, not past it
  });

  it(`refuses new guests from one address past ${UNPAID_CAPS.perAddress.orders} open unpaid orders`, async () => {
    const first = await makeCustomer(api);
    await addToCart(first, items[11]!.id, 1);
    const placed = await place(first);
    expect(placed.status).toBe(201);
    // The address's other open unpaid orders, as many guests would have left them.
    const model = (await api.db.select().from(orders).where(eq(orders.id, placed.body.data.id)))[0]!;
    const [line] = await api.db.select().from(orderProducts).where(eq(orderProducts.orderId, model.id));
    const openFromHere = await api.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.placedFrom, model.placedFrom!), ne(orders.status, 'cancelled')));
    const missing = UNPAID_CAPS.perAddress.orders - openFromHere.length;
    for (let index = 0; index < missing; index += 1) {
      const { id: _id, ...row } = model;
      const [copy] = await api.db.insert(orders).values({ ...row, number: `HC-CAP${index}${Date.now().toString(36)}`.toUpperCase(), customerId: (await makeCustomer(api)).id }).returning();
      const { id: _lineId, ...lineRow } = line!;
      await api.db.insert(orderProducts).values({ ...lineRow, orderId: copy!.id });
    }
    const newcomer = await makeCustomer(api);
    await addToCart(newcomer, items[11]!.id, 1);
    const refused = await place(newcomer);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ cart: [messageText(TOO_MANY_UNPAID_FROM_ADDRESS, 'en')] });
    // Paid orders hold nothing unpaid: paying one makes room.
    await api.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, model.id));
    expect((await place(newcomer)).status).toBe(201);
  });
});
