// Issue 33: returns a buyer can follow. Each order answers its returns with their state and
// timeline and what is left to return on each line; a request can be withdrawn while it is one;
// staff move returns with the returns command (approve, receive, refund, reject with a reason),
// each move guarded and mailed to the shopper in the language they asked in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runReturnsCommand } from '../src/cli/returns';
import { products } from '../src/db/schema/catalogue';
import { orders, returns } from '../src/db/schema/commerce';
import { createReturnService } from '../src/returns/return-service';
import { makeCustomer, placeOrder, PNG, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { useTestApi, type TestApi } from './harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

/** The returns command as staff run it (`npm run returns -w @horeca/api -- ...words`). */
const staff = (...words: string[]) => runReturnsCommand(api.db, createReturnService(api.db, api.server.deps.commerce.mailer), words);

interface Placed {
  customer: TestCustomer;
  order: { id: number; number: string };
  line: { id: number; product_id: number; product: { name: string } };
}

/** A delivered order of one line of `quantity` units. */
async function deliveredOrder(quantity: number, lang?: 'ar'): Promise<Placed> {
  const customer = await makeCustomer(api);
  const [product] = await sampleProducts(api, 1);
  const order = await placeOrder(api, customer, [product!.id], { quantity, ...(lang ? { lang } : {}) });
  await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
  return { customer, order, line: order.order_products[0]! };
}

async function requestReturn({ customer, order, line }: Placed, quantity: number, query = '') {
  const form = new FormData();
  const fields = { order_id: String(order.id), product_id: String(line.product_id), quantity: String(quantity), reason: 'Damaged or defective', description: 'The hinge arrived bent.' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('product_images[]', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'hinge.png');
  return api.post(`/api/frontend/order-products/${line.id}/return${query}`, form, { token: customer.token });
}

const orderOf = async ({ customer, order }: Placed) => (await api.get(`/api/frontend/orders/${order.id}`, { token: customer.token })).body;
const mailsTo = async (email: string): Promise<{ subject: string; text: string }[]> => (await api.get(`/api/test/outbox?to=${encodeURIComponent(email)}`)).body.data;

describe('returns a buyer can follow', () => {
  it('each order answers its returns with state and timeline, and what is left of each line ("1 of 2 left")', async () => {
    const placed = await deliveredOrder(2);
    const before = await orderOf(placed);
    expect(before.order_products[0]).toMatchObject({ quantity: 2, returnable_quantity: 2 });
    expect(before).toMatchObject({ can_return: true, returns: [] });

    const requested = await requestReturn(placed, 1);
    expect(requested.status).toBe(201);
    const after = await orderOf(placed);
    expect(after.order_products[0]).toMatchObject({ quantity: 2, returnable_quantity: 1 });
    expect(after.can_return).toBe(true);
    expect(after.returns).toHaveLength(1);
    expect(after.returns[0]).toMatchObject({ id: requested.body.data.id, order_product_id: placed.line.id, quantity: 1, status: 'requested', rejection_reason: null, can_withdraw: true, product: { name: placed.line.product.name } });
    // Its value is what the returned unit was sold for, in the order's currency: what a refund pays.
    expect(after.returns[0]).toMatchObject({ value: after.order_products[0].unit_price, storefront: after.storefront, currency: after.currency });
    expect(after.returns[0].timeline).toEqual([{ status: 'requested', at: after.returns[0].created_at }]);
    // More than is left is refused with the spec-style message at the quantity.
    const tooMany = await requestReturn(placed, 2);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.quantity).toEqual(['You can return at most 1 of this item.']);

    // The last unit: the line is fully returned and the order offers no return any more.
    expect((await requestReturn(placed, 1)).status).toBe(201);
    const full = await orderOf(placed);
    expect(full.order_products[0].returnable_quantity).toBe(0);
    expect(full.can_return).toBe(false);
    expect((await requestReturn(placed, 1)).body.errors.quantity).toEqual(['Every unit of this item has already been returned.']);
    // The list of returns (My Orders, Returns) says the same, newest first, with its order.
    const listed = (await api.get('/api/frontend/returns', { token: placed.customer.token })).body.data;
    expect(listed.map((row: { status: string; order_number: string }) => [row.status, row.order_number])).toEqual([
      ['requested', placed.order.number],
      ['requested', placed.order.number],
    ]);
    expect(listed[1].files).toEqual([{ kind: 'image', mime: 'image/png', size: expect.any(Number), name: 'hinge.png' }]);
  });

  it('a request can be withdrawn by its shopper only, once; its units can be returned again', async () => {
    const placed = await deliveredOrder(2);
    const { id } = (await requestReturn(placed, 2)).body.data;
    const stranger = await makeCustomer(api);
    expect((await api.post(`/api/frontend/returns/${id}/withdraw`, undefined, { token: stranger.token })).status).toBe(404);
    expect((await api.post(`/api/frontend/returns/${id}/withdraw`)).status).toBe(401);

    const withdrawn = await api.post(`/api/frontend/returns/${id}/withdraw`, undefined, { token: placed.customer.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ success: true, message: 'Your return request has been withdrawn.', data: { id, status: 'withdrawn', can_withdraw: false } });
    expect(withdrawn.body.data.timeline.map((step: { status: string }) => step.status)).toEqual(['requested', 'withdrawn']);
    const again = await api.post(`/api/frontend/returns/${id}/withdraw?lang=ar`, undefined, { token: placed.customer.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('تم سحب طلب الإرجاع هذا من قبل.');
    expect((await orderOf(placed)).order_products[0].returnable_quantity).toBe(2);
    expect((await requestReturn(placed, 2)).status).toBe(201);
    const mails = await mailsTo(placed.customer.email);
    expect(mails.map((mail) => mail.subject)).toContain(`You withdrew your return request #${id}`);
  });

  it('staff approve, receive and refund with the command; each step is on the timeline and mailed; a request no longer withdraws', async () => {
    const placed = await deliveredOrder(1);
    const { id } = (await requestReturn(placed, 1)).body.data;
    expect(await staff('approve', String(id))).toEqual({ code: 0, lines: [`Return #${id}: requested -> approved. The shopper is mailed (en).`] });
    const refused = await api.post(`/api/frontend/returns/${id}/withdraw`, undefined, { token: placed.customer.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This return can no longer be withdrawn: our team has already handled it.');
    expect((await staff('receive', String(id))).code).toBe(0);
    expect((await staff('refund', String(id))).code).toBe(0);

    const [shown] = (await orderOf(placed)).returns;
    expect(shown).toMatchObject({ status: 'refunded', can_withdraw: false });
    expect(shown.timeline.map((step: { status: string }) => step.status)).toEqual(['requested', 'approved', 'received', 'refunded']);
    const times = shown.timeline.map((step: { at: string }) => Date.parse(step.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // A refunded return keeps its units: the line is not offered again.
    expect((await orderOf(placed)).order_products[0].returnable_quantity).toBe(0);

    const mails = await mailsTo(placed.customer.email);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining([`Your return #${id} is approved`, `We have received the item of your return #${id}`, `Your return #${id} is refunded`]));
    const refund = mails.find((mail) => mail.subject === `Your return #${id} is refunded`)!;
    expect(refund.text).toContain(`Your return #${id} for order ${placed.order.number} is refunded to your original payment method. A refund takes 7-10 business days to reach it.`);
    expect(refund.text).toContain(`Item:\n- 1 × ${placed.line.product.name}`);
  });

  it('staff reject with the reason the shopper reads; the units go back; moves out of order change nothing', async () => {
    const placed = await deliveredOrder(3);
    const { id } = (await requestReturn(placed, 3)).body.data;
    expect(await staff('refund', String(id))).toEqual({ code: 1, lines: [`Return #${id} is requested; refund moves a return that is received. Nothing changed.`] });
    expect(await staff('reject', String(id))).toMatchObject({ code: 2 });
    expect(await staff('reject', String(id), 'x'.repeat(501))).toMatchObject({ code: 2 });
    // Control characters and line breaks a terminal can carry become single spaces.
    const rejected = await staff('reject', String(id), 'Outside\nthe 30-day\u0007 return', 'period.');
    expect(rejected).toEqual({ code: 0, lines: [`Return #${id}: requested -> rejected (Outside the 30-day return period.). The shopper is mailed (en).`] });
    expect(await staff('approve', String(id))).toMatchObject({ code: 1 });

    const order = await orderOf(placed);
    expect(order.returns[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Outside the 30-day return period.', can_withdraw: false });
    expect(order.returns[0].timeline.map((step: { status: string }) => step.status)).toEqual(['requested', 'rejected']);
    expect(order.order_products[0].returnable_quantity).toBe(3);
    const mail = (await mailsTo(placed.customer.email)).find((sent) => sent.subject === `Your return request #${id} was not accepted`);
    expect(mail?.text).toContain('Reason: Outside the 30-day return period.');
  });

  it('the command: usage, unknown ids and the list of open returns', async () => {
    expect(await staff()).toMatchObject({ code: 2 });
    expect(await staff('frobnicate', '1')).toMatchObject({ code: 2 });
    expect(await staff('approve', 'abc')).toMatchObject({ code: 2 });
    expect(await staff('approve', '99999999999')).toMatchObject({ code: 2 });
    expect(await staff('approve', '1', 'extra')).toMatchObject({ code: 2 });
    expect(await staff('approve', '2147483647')).toEqual({ code: 1, lines: ['No return #2147483647.'] });
    expect(await staff('list', 'nonsense')).toMatchObject({ code: 2 });

    const placed = await deliveredOrder(1);
    const { id } = (await requestReturn(placed, 1)).body.data;
    const open = await staff('list');
    expect(open.code).toBe(0);
    const row = open.lines.find((line) => line.startsWith(`#${id}\t`));
    expect(row?.split('\t')).toEqual([`#${id}`, 'requested', placed.order.number, placed.customer.email, `1 x ${placed.line.product.name}`, 'Damaged or defective', expect.any(String)]);
    await staff('reject', String(id), 'Not in the original packaging.');
    expect((await staff('list')).lines.some((line) => line.startsWith(`#${id}\t`))).toBe(false);
    expect((await staff('list', 'rejected')).lines.some((line) => line.startsWith(`#${id}\trejected`))).toBe(true);
  });

  it('mails each move in the language the shopper asked for the return in (Arabic)', async () => {
    const placed = await deliveredOrder(1, 'ar');
    const { id } = (await requestReturn(placed, 1, '?lang=ar')).body.data;
    expect(await staff('approve', String(id))).toMatchObject({ code: 0, lines: [`Return #${id}: requested -> approved. The shopper is mailed (ar).`] });
    await staff('reject', String(id), 'The item was used.');
    const [product] = await api.db.select({ nameAr: products.nameAr }).from(products).where(eq(products.id, placed.line.product_id));
    const mails = await mailsTo(placed.customer.email);
    const approved = mails.find((mail) => mail.subject === `تمت الموافقة على طلب الإرجاع رقم ${id}`);
    expect(approved?.text).toContain(`تمت الموافقة على طلب الإرجاع رقم ${id} للطلب رقم ${placed.order.number}.`);
    expect(approved?.text).toContain(`- 1 × ${product!.nameAr}`);
    const rejected = mails.find((mail) => mail.subject === `لم نتمكن من قبول طلب الإرجاع رقم ${id}`);
    expect(rejected?.text).toContain('السبب: The item was used.');
    // The row keeps the language: the command's mail does not depend on who runs it.
    const [row] = await api.db.select({ locale: returns.locale }).from(returns).where(eq(returns.id, id));
    expect(row!.locale).toBe('ar');
  });
});
