// Issue 28, deadlocks: shoppers whose carts hold the same two products in opposite orders place
// their orders at the same moment. Before, stock was taken line by line in cart order, so two
// such orders locked the products in opposite orders and PostgreSQL broke the tie with
// `deadlock detected` (40P01), answered as a 500 to 25 of 30 shoppers. Now products are locked
// by id and a transaction that still fails with 40P01/40001 is run again (db/retry.ts).
import { inArray } from 'drizzle-orm';
import { products } from '../../src/db/schema/catalogue';
import { orders } from '../../src/db/schema/commerce';
import { addressPlace, makeCustomer, sampleProducts, type TestCustomer } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';
import { requirePostgres } from './postgres-only';

const SHOPPERS = 30;

describe('opposite-order carts placed at once (PostgreSQL)', () => {
  let api: TestApi;
  beforeAll(async () => {
    requirePostgres();
    api = await startTestApi({ seedProducts: 300 });
  });
  afterAll(() => api?.close());

  it(`${SHOPPERS} orders of the same two products, half of the carts in each order: every order placed, stock exact`, async () => {
    const [first, second] = await sampleProducts(api, 2);
    const ids = [first!.id, second!.id];
    const stockOf = async () => {
      const rows = await api.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids));
      return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
    };
    const before = await stockOf();
    const place = await addressPlace(api);
    const shoppers: TestCustomer[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const shopper = await makeCustomer(api);
      // Half the carts hold the first product first, half the second first.
      for (const id of i % 2 === 0 ? ids : [...ids].reverse()) {
        const added = await api.post('/api/frontend/cart/add', { product_id: id, quantity: 1 }, { token: shopper.token });
        expect(added.status).toBe(200);
      }
      shoppers.push(shopper);
    }
    const address = { type: 'shipping', address: 'Villa 3, Street 9', ...place, zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
    // Plain fetch, not the harness: a 500 is counted here, not thrown by the contract check.
    const answers = await Promise.all(
      shoppers.map(async (shopper) => {
        const response = await fetch(`${api.baseUrl}/api/frontend/checkout/place-order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
          body: JSON.stringify({ address, payment_method: 'cash_on_delivery' }),
        });
        return { status: response.status, body: (await response.json()) as { data: { order_products: unknown[] } } };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    const serverErrors = statuses.filter((status) => status >= 500).length;
    console.info(`[chaos] opposite carts: ${SHOPPERS} orders, statuses ${JSON.stringify(countBy(statuses))}, 5xx: ${serverErrors}`);
    expect(statuses).toEqual(Array(SHOPPERS).fill(201));
    const placed = await api.db.select({ id: orders.id }).from(orders).where(inArray(orders.customerId, shoppers.map((shopper) => shopper.id)));
    expect(placed).toHaveLength(SHOPPERS);
    const after = await stockOf();
    for (const id of ids) expect(after[id]).toBe(before[id]! - SHOPPERS);
    // Every order has both lines.
    for (const answer of answers) expect(answer.body.data.order_products).toHaveLength(2);
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
