// Attack replay: six return requests at once for a 2-unit order line made six returns (12
// units) when each request summed what was returned before any of them had inserted. Run it
// on PostgreSQL (scripts/with-postgres.sh) too: PGlite runs one transaction at a time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, returns } from '../../src/db/schema/commerce';
import { makeCustomer, placeOrder, sampleProducts } from '../commerce-fixtures';
import { useTestApi, type TestApi } from '../harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

describe('concurrent return requests for one order line', () => {
  it('accept at most the ordered quantity; the rest are refused with a 422 at the quantity', async () => {
    const owner = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    // A line of 2 units: one unit from placeOrder's add, one more here.
    expect((await api.post('/api/frontend/cart/add', { product_id: product!.id, quantity: 1 }, { token: owner.token })).status).toBe(200);
    const placed = await placeOrder(api, owner, [product!.id]);
    await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.id));
    const order = (await api.get(`/api/frontend/orders/${placed.id}`, { token: owner.token })).body;
    const line = order.order_products[0] as { id: number; product_id: number; quantity: number };
    expect(line.quantity).toBe(2);

    const form = () => {
      const body = new FormData();
      const fields = { order_id: String(placed.id), product_id: String(line.product_id), quantity: '2', reason: 'Damaged or defective', description: 'Both arrived cracked.' };
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      return body;
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.post(`/api/frontend/order-products/${line.id}/return`, form(), { token: owner.token })));

    const rows = await api.db.select().from(returns).where(eq(returns.orderProductId, line.id));
    const returned = rows.reduce((sum, row) => sum + row.quantity, 0);
    expect(returned).toBeLessThanOrEqual(2);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors.quantity).toEqual(['Every unit of this item has already been returned.']);
    }
  });
});
