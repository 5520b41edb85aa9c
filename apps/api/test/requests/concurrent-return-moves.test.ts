// Staff moving one return at once (issue 33): each move applies only to the state it read, in
// one guarded UPDATE, so six approves at once approve it once and mail once; approves and
// rejects at once make at most one of each, in an order the timeline tells, one mail per move;
// a shopper withdrawing while staff approve gets one of the two. Run it on PostgreSQL
// (scripts/with-postgres.sh): PGlite runs one statement at a time, so only there do the
// commands truly overlap. Without the guard (an UPDATE by id after the state check), six
// approves at once approved it six times and mailed the shopper six times.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runReturnsCommand } from '../../src/cli/returns';
import { mailOutbox, orders, returns } from '../../src/db/schema/commerce';
import { createReturnService } from '../../src/returns/return-service';
import { makeCustomer, placeOrder, sampleProducts } from '../commerce-fixtures';
import { useTestApi, type TestApi } from '../harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

async function requestedReturn() {
  const customer = await makeCustomer(api);
  const [product] = await sampleProducts(api, 1);
  const order = await placeOrder(api, customer, [product!.id]);
  await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
  const line = order.order_products[0]!;
  const form = new FormData();
  for (const [key, value] of Object.entries({ order_id: String(order.id), product_id: String(line.product_id), quantity: '1', reason: 'Damaged or defective', description: '' })) form.append(key, value);
  const answer = await api.post(`/api/frontend/order-products/${line.id}/return`, form, { token: customer.token });
  expect(answer.status).toBe(201);
  return { customer, id: answer.body.data.id as number };
}

/** Mails of a return's moves (not its receipt) to `email`. */
async function moveMails(email: string, id: number) {
  const rows = await api.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%#${id}%`)));
  return rows.filter((row) => !row.subject.startsWith('We received your return request'));
}

describe('staff moving one return at once', () => {
  it('six approves at once approve it once; the shopper gets one mail', async () => {
    const { customer, id } = await requestedReturn();
    const service = createReturnService(api.db, api.server.deps.commerce.mailer);
    const results = await Promise.all(Array.from({ length: 6 }, () => runReturnsCommand(api.db, service, ['approve', String(id)])));
    expect(results.filter((result) => result.code === 0)).toEqual([{ code: 0, lines: [`Return #${id}: requested -> approved. The shopper is mailed (en).`] }]);
    for (const result of results.filter((one) => one.code !== 0)) expect(result.lines[0]).toMatch(/Nothing changed\.$/);
    expect(await moveMails(customer.email, id)).toEqual([{ subject: `Your return #${id} is approved` }]);
  });

  it('approves and rejects at once: at most one of each, in an order the timeline tells, one mail per move', async () => {
    const { customer, id } = await requestedReturn();
    const service = createReturnService(api.db, api.server.deps.commerce.mailer);
    const commands = [['approve'], ['reject', 'Used item.'], ['approve'], ['reject', 'Used item.'], ['approve'], ['reject', 'Used item.']];
    const results = await Promise.all(commands.map(([how, ...reason]) => runReturnsCommand(api.db, service, [how!, String(id), ...reason])));
    const moved = results.filter((result) => result.code === 0).map((result) => result.lines[0]!);
    const [row] = await api.db.select().from(returns).where(eq(returns.id, id));
    // Each move started where the one before it ended.
    const expected = row!.approvedAt ? ['requested -> approved', 'approved -> rejected'] : ['requested -> rejected'];
    expect(moved.map((line) => /: (\w+ -> \w+)/.exec(line)![1]).sort()).toEqual(expected.slice(0, moved.length).sort());
    expect(row!.status).toBe(row!.rejectedAt ? 'rejected' : 'approved');
    expect(await moveMails(customer.email, id)).toHaveLength(moved.length);
  });

  it('a shopper withdrawing while staff approve: one of the two, never both', async () => {
    const service = createReturnService(api.db, api.server.deps.commerce.mailer);
    for (let round = 0; round < 4; round += 1) {
      const { customer, id } = await requestedReturn();
      const [withdrawn, approved] = await Promise.all([
        api.post(`/api/frontend/returns/${id}/withdraw`, undefined, { token: customer.token }),
        runReturnsCommand(api.db, service, ['approve', String(id)]),
      ]);
      expect([withdrawn.status === 200, approved.code === 0].filter(Boolean)).toHaveLength(1);
      const [row] = await api.db.select({ status: returns.status }).from(returns).where(eq(returns.id, id));
      expect(row!.status).toBe(withdrawn.status === 200 ? 'withdrawn' : 'approved');
      expect(await moveMails(customer.email, id)).toHaveLength(1);
    }
  });
});
