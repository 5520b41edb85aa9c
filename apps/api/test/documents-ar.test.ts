// Issue 23: a quotation and a tax invoice downloaded with `lang=ar` are Arabic PDFs (right to
// left, Cairo embedded); without `lang` they stay the English documents.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { products } from '../src/db/schema/catalogue';
import { STOREFRONTS } from '@horeca/core/storefront';
import { addressPlace, makeCustomer, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';
import { embeddedFonts, pageLines } from './pdf-text';

let api: TestApi;
let shopper: TestCustomer;
beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  shopper = await makeCustomer(api, { name: 'مطعم التين الأزرق' });
}, 180_000);
afterAll(async () => api?.close());

/** A long name wraps in its column: its words in order, the row's SKU and figures between its lines. */
const nameInTable = (name: string) => new RegExp(name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s(?:.*\\s)?'));

async function download(path: string): Promise<Uint8Array> {
  const answer = await fetch(api.baseUrl + path, { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await answer.arrayBuffer());
}

describe('quotation and invoice PDFs in Arabic', () => {
  it('a quotation with lang=ar: Arabic title and columns, the products as named, Cairo embedded', async () => {
    const [product] = await sampleProducts(api, 1);
    const created = await api.post('/api/frontend/quotes', { items: [{ product_id: product!.id, quantity: 20 }] }, { token: shopper.token });
    expect(created.status).toBe(201);
    const quote = created.body.data;
    const arabic = await download(`/api/frontend/quotes/${quote.id}/download?lang=ar`);
    expect((await PDFDocument.load(arabic)).getTitle()).toBe(`عرض سعر ${quote.number}`);
    const lines = await pageLines(arabic);
    // The seller's block first (issue 33), then the title, its number and date, the buyer.
    expect(lines[0]).toBe('Horeca Store');
    const title = lines.indexOf('عرض سعر');
    expect(title).toBeGreaterThan(0);
    expect(lines[title + 1]).toMatch(new RegExp(`^رقم ${quote.number} التاريخ: \\d{1,2} \\S+ \\d{4}$`));
    expect(lines).toContain('مطعم التين الأزرق');
    expect(lines).toContain('المنتج رمز المنتج الكمية سعر الوحدة الضريبة 5 % الإجمالي');
    expect(lines.some((line) => line.includes(quote.items[0].sku) && line.includes(' 20 '))).toBe(true);
    const [named] = await api.db.select({ nameAr: products.nameAr }).from(products).where(eq(products.id, product!.id));
    expect(named!.nameAr).toMatch(/[\u0600-\u06FF]/);
    expect(lines.join(' ')).toMatch(nameInTable(named!.nameAr!));
    expect((await embeddedFonts(arabic)).some((font) => font.name.startsWith('Cairo-Regular') && font.fontFileBytes !== null)).toBe(true);

    const english = await download(`/api/frontend/quotes/${quote.id}/download`);
    expect((await PDFDocument.load(english)).getTitle()).toBe(`Quotation ${quote.number}`);
    expect((await embeddedFonts(english)).every((font) => font.fontFileBytes === null)).toBe(true);
  });

  it('a tax invoice with lang=ar: فاتورة ضريبية with the TRN, the product by its Arabic name, VAT and total in AED', async () => {
    const [product] = await sampleProducts(api, 1);
    await api.post('/api/frontend/cart/add', { product_id: product!.id, quantity: 1 }, { token: shopper.token });
    const address = { type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(api)), zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
    const placed = await api.post('/api/frontend/checkout/place-order', { address, payment_method: 'cash_on_delivery' }, { token: shopper.token });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const lines = await pageLines(await download(`/api/frontend/orders/${order.id}/invoice?lang=ar`));
    expect(lines).toContain('فاتورة ضريبية');
    expect(lines.some((line) => line.includes(`رقم التسجيل الضريبي ${STOREFRONTS.ae.taxRegistrationNumber}`))).toBe(true);
    expect(lines.some((line) => /^ضريبة القيمة المضافة 5 ?% [\d,]+\.\d{2} د\.إ\.$/.test(line))).toBe(true);
    expect(lines.some((line) => /^الإجمالي شامل الضريبة [\d,]+\.\d{2} د\.إ\.$/.test(line))).toBe(true);
    const [named] = await api.db.select({ nameAr: products.nameAr }).from(products).where(eq(products.id, product!.id));
    expect(lines.join(' ')).toMatch(nameInTable(named!.nameAr!));
  });
});
