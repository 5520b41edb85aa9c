// Issue 17, payments under concurrency: conflicting requests on one order sent at once
// (Promise.all). The status guard lives in each UPDATE, so whatever order the database runs them
// in, a cancelled order never becomes paid or confirmed, and its stock comes back exactly once.
// Run on PostgreSQL too (scripts/with-postgres.sh): PGlite runs one statement at a time.
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { orders } from '../src/db/schema/commerce';
import { makeCustomer, placeOrder, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';
import { chooseOnHostedPage, returnToStore } from './payment-fixtures';

/** Each race runs on several orders: more chances for the requests to interleave. */
const ROUNDS = 4;
const QUANTITY = 2;

describe('payment and cancel races', () => {
  let api: TestApi;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    productId = (await sampleProducts(api, 4))[3]!.id;
  });
  afterAll(() => api?.close());

  const stock = async () => (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
  const orderRow = async (id: number) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const cancel = (shopper: TestCustomer, id: number) => api.post(`/api/frontend/orders/${id}/cancel`, undefined, { token: shopper.token });

  /** A card order awaiting payment, with the gateway's signed results for it in hand. */
  async function awaitingCard() {
    const shopper = await makeCustomer(api);
    const order = await placeOrder(api, shopper, [productId], { payment_method: 'card', quantity: QUANTITY });
    const redirect = order.payment!.redirect_url;
    const [success, decline] = await Promise.all([chooseOnHostedPage(redirect, 'success'), chooseOnHostedPage(redirect, 'decline')]);
    return { shopper, order, success, decline };
  }

  it('cancel against a late successful payment: always cancelled, stock back once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await stock();
      const { shopper, order, success } = await awaitingCard();
      expect(await stock()).toBe(before - QUANTITY);
      const [cancelled] = await Promise.all([cancel(shopper, order.id), returnToStore(success)]);
      // Either the payment landed first (then the cancel refunds it) or the cancel did (then the
      // payment is refused): never a cancelled order that is paid, or a confirmed one.
      expect(cancelled.status).toBe(200);
      const row = await orderRow(order.id);
      expect(row.status).toBe('cancelled');
      expect(['cancelled', 'refunded']).toContain(row.paymentStatus);
      expect(await stock()).toBe(before);
    }
  });

  it('cancel against a declined payment: cancelled, stock back once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await stock();
      const { shopper, order, decline } = await awaitingCard();
      const [cancelled, declined] = await Promise.all([cancel(shopper, order.id), returnToStore(decline)]);
      expect(cancelled.status).toBe(200);
      expect(declined.status).toBe(303);
      expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
      expect(await stock()).toBe(before);
    }
  });

  it('a double cancel: one succeeds, one is refused, stock back once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await stock();
      const { shopper, order } = await awaitingCard();
      const answers = await Promise.all([cancel(shopper, order.id), cancel(shopper, order.id), cancel(shopper, order.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await stock()).toBe(before);
    }
  });

  it('a double decline, and decline against success: one result wins, stock untouched', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await stock();
      const twice = await awaitingCard();
      await Promise.all([returnToStore(twice.decline), returnToStore(twice.decline)]);
      expect(await orderRow(twice.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });

      const both = await awaitingCard();
      await Promise.all([returnToStore(both.success), returnToStore(both.decline)]);
      const row = await orderRow(both.order.id);
      expect([['confirmed', 'paid'], ['pending', 'failed']]).toContainEqual([row.status, row.paymentStatus]);
      // Both orders still hold their goods: a decline leaves the order open to pay again.
      expect(await stock()).toBe(before - 2 * QUANTITY);
    }
  });

  it('cancel against a switch back to card: the cancelled order is never reopened for payment', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await stock();
      const { shopper, order, success } = await awaitingCard();
      await returnToStore(await chooseOnHostedPage(order.payment!.redirect_url, 'decline'));
      const [cancelled, switched] = await Promise.all([
        cancel(shopper, order.id),
        api.post(`/api/frontend/orders/${order.id}/payment`, { payment_method: 'card' }, { token: shopper.token }),
      ]);
      expect(cancelled.status).toBe(200);
      expect([200, 409]).toContain(switched.status);
      await returnToStore(success);
      expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
      expect(await stock()).toBe(before);
    }
  });
});
