// Issue 23: a shopper who asked in Arabic (`lang=ar`) gets the store's mails in Arabic: the reset
// link (to the Arabic reset page), the order confirmation (its total in core's ar-AE format),
// the return and the price-match receipts. The language travels in the queue's job, so the mail
// delivered over SMTP has an Arabic subject, a plain-text part and an HTML part
// `<html lang="ar" dir="rtl">`. Without `lang`, the mails stay English.
import { eq } from 'drizzle-orm';
import { formatArabicMoney } from '@horeca/core/locale';
import { products } from '../src/db/schema/catalogue';
import { orders } from '../src/db/schema/commerce';
import { addressPlace, blob, makeCustomer, PNG, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { claimForm } from './hostile/claim-form';
import type { TestApi } from './harness';
import { useApiWithSmtpSink } from './mail-api';
import type { SmtpSink } from './smtp-sink';
import { readMail, type DeliveredMail } from './mail-read';

let api: TestApi;
let sink: SmtpSink;
useApiWithSmtpSink((started) => ({ api, sink } = started));

async function deliveredTo(email: string): Promise<DeliveredMail[]> {
  await expect.poll(() => sink.received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return sink.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail.raw));
}

async function placeOrder(customer: TestCustomer, query: string) {
  const [product] = await sampleProducts(api, 1);
  expect((await api.post('/api/frontend/cart/add', { product_id: product!.id, quantity: 1 }, { token: customer.token })).status).toBe(200);
  const address = { type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(api)), zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
  const placed = await api.post(`/api/frontend/checkout/place-order${query}`, { address, payment_method: 'cash_on_delivery' }, { token: customer.token });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

describe('mail in Arabic for an Arabic request', () => {
  it('the reset link: Arabic subject and text, a link to the Arabic reset page, an rtl HTML part', async () => {
    const customer = await makeCustomer(api, { name: 'أمل حداد' });
    expect((await api.post('/api/frontend/forgot-password?lang=ar', { email: customer.email })).status).toBe(200);
    const [mail] = await deliveredTo(customer.email);
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور في Horeca Store');
    expect(mail!.text).toMatch(/^مرحبًا أمل حداد،\n\nاستخدم هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\nhttps?:\/\/\S+\/ar\/reset-password\?token=/);
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail!.html).toContain('مرحبًا أمل حداد،');
    expect(mail!.html).toMatch(/<a href="https?:\/\/[^"]+\/ar\/reset-password\?token=[^"]+">/);
  });

  it('a name is text in the HTML part, never markup', async () => {
    const customer = await makeCustomer(api, { name: '<b>Amal</b>' });
    await api.post('/api/frontend/forgot-password?lang=ar', { email: customer.email });
    const [mail] = await deliveredTo(customer.email);
    expect(mail!.html).toContain('&#60;b&#62;Amal&#60;/b&#62;');
    expect(mail!.html).not.toContain('<b>');
  });

  it('the order confirmation: Arabic, the products by their Arabic names, the total in AED as ar-AE writes it', async () => {
    const customer = await makeCustomer(api);
    const order = await placeOrder(customer, '?lang=ar');
    const [product] = await api.db.select({ nameAr: products.nameAr }).from(products).where(eq(products.id, order.order_products[0].product_id));
    expect(product!.nameAr).toMatch(/[\u0600-\u06FF]/);
    const [mail] = await deliveredTo(customer.email);
    expect(mail!.subject).toBe(`طلبك رقم ${order.number} من Horeca Store`);
    expect(mail!.text).toContain(`تم تأكيد طلبك رقم ${order.number}.`);
    expect(mail!.text).toContain(`المنتجات:\n- 1 × ${product!.nameAr}: ${formatArabicMoney(order.order_products[0].line_total)}\n`);
    expect(mail!.html).toContain(product!.nameAr);
    expect(mail!.text).toContain(`الإجمالي: ${formatArabicMoney(order.total)}\nالدفع: الدفع عند الاستلام، لم يُدفع بعد\nالتوصيل المتوقع: من 2 إلى 3 أيام عمل\n`);
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('the return and the price-match receipts in Arabic', async () => {
    const customer = await makeCustomer(api);
    const order = await placeOrder(customer, '');
    await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const line = order.order_products[0];
    const form = new FormData();
    for (const [key, value] of Object.entries({ order_id: String(order.id), product_id: String(line.product_id), quantity: '1', reason: 'Damaged or defective', description: 'The door hinge arrived bent.' })) form.append(key, value);
    const returned = await api.post(`/api/frontend/order-products/${line.id}/return?lang=ar`, form, { token: customer.token });
    expect(returned.status).toBe(201);
    const claimed = await api.post('/api/frontend/price-match-claims?lang=ar', claimForm({ competitor_screenshot: blob(PNG, 'image/png') }), { token: customer.token });
    expect(claimed.status).toBe(201);
    await expect.poll(() => sink.received.filter((mail) => mail.to.includes(customer.email)).length, { timeout: 20_000 }).toBe(3);
    const subjects = (await deliveredTo(customer.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`استلمنا طلب الإرجاع رقم ${returned.body.data.id}`);
    const [product] = await api.db.select({ nameAr: products.nameAr }).from(products).where(eq(products.id, line.product_id));
    const receipt = (await deliveredTo(customer.email)).find((mail) => mail.subject.startsWith('استلمنا طلب الإرجاع'));
    expect(receipt!.text).toContain(`المنتج المرتجع:\n- 1 × ${product!.nameAr}`);
    expect(subjects).toContain(`استلمنا طلب مطابقة السعر رقم ${claimed.body.id}`);
  });

  it('without lang the mail stays English, with an ltr HTML part', async () => {
    const customer = await makeCustomer(api, { name: 'Amal' });
    await api.post('/api/frontend/forgot-password', { email: customer.email });
    const [mail] = await deliveredTo(customer.email);
    expect(mail!.subject).toBe('Reset your Horeca Store password');
    expect(mail!.text).toMatch(/^Hello Amal,\n\nUse this link within one hour to choose a new password:\nhttps?:\/\/\S+\/reset-password\?token=/);
    expect(mail!.text).not.toContain('/ar/');
    expect(mail!.html).toMatch(/<html lang="en" dir="ltr">/);
  });
});
