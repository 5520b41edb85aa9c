// Issue 33, "Documents a business can file": the quotation and invoice PDFs read back (pdf.js)
// field by field: the store's name, address and tax number, the customer's approved company and
// TRN, the document's number and date, each line's unit price and tax, the totals; an ae
// invoice is a UAE tax invoice with VAT per line and in total in AED, a us invoice states its
// sales tax; a quotation carries its validity (QUOTE_VALID_DAYS, 30 by default) and terms; and
// the Arabic document says the same in Arabic.
import { includedVat, round2, SALES_TAX_RATE_US } from '../src/cart/pricing';
import { decideBusinessRequest } from '../src/accounts/business-requests';
import { loadConfig } from '../src/config';
import { formatAmount, formatMoneyIn } from '@horeca/core/money';
import { STORE_IDENTITY, STOREFRONTS, type Storefront } from '@horeca/core/storefront';
import { makeCustomer, placeOrder, sampleProducts, addressPlace, type TestCustomer } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';
import { drawnPaths, pageLines } from './pdf-text';

const COMPANY = 'Blue Fig Hospitality LLC';
const BUYER_TRN = '100222333444555';
// As the shopper reads an amount everywhere else (core's format): 'AED 1,234.50', '$1,234.50'
// (the no-break space after the code reads back from the PDF as a space).
const aed = (amount: number) => formatMoneyIn(amount, 'AED').replace('\u00a0', ' ');
const usd = (amount: number) => formatMoneyIn(amount, 'USD');
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let api: TestApi;
let business: TestCustomer;
let products: Awaited<ReturnType<typeof sampleProducts>>;
beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  products = await sampleProducts(api, 2);
  business = await makeCustomer(api, { name: 'Amal Haddad' });
  const applied = await api.post('/api/frontend/account/business-request', { type: 'Restaurant', company_name: COMPANY, trn: BUYER_TRN }, { token: business.token });
  expect(applied.status).toBe(201);
  await decideBusinessRequest(api.db, business.email, 'approved');
}, 180_000);
afterAll(async () => api?.close());

async function download(path: string, customer: TestCustomer = business): Promise<string[]> {
  const answer = await fetch(api.baseUrl + path, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return pageLines(new Uint8Array(await answer.arrayBuffer()));
}

async function requestQuote(storefront: Storefront, customer: TestCustomer = business) {
  const created = await api.post('/api/frontend/quotes', { storefront, items: [{ product_id: products[0]!.id, quantity: 20 }, { product_id: products[1]!.id, quantity: 3 }], notes: 'For the new terrace' }, { token: customer.token });
  expect(created.status).toBe(201);
  return created.body.data as { id: number; number: string; created_at: string; valid_until: string; items: { sku: string; quantity: number; unit_price: number; line_total: number }[]; total: number };
}

/** The seller's block: name, address and tax number, each a line of its own. */
function expectSeller(lines: string[], storefront: Storefront) {
  const { address, taxNumber } = STORE_IDENTITY[storefront];
  expect(lines[0]).toBe('Horeca Store');
  for (const line of address.en) expect(lines).toContain(line);
  expect(lines).toContain(`${taxNumber.kind === 'trn' ? 'TRN' : 'EIN'} ${taxNumber.value}`);
}

/** The buyer's block: the approved company, the person, the company's TRN. */
function expectBuyer(lines: string[]) {
  expect(lines).toContain(COMPANY);
  expect(lines).toContain('Amal Haddad');
  expect(lines).toContain(`TRN ${BUYER_TRN}`);
}

describe('a quotation PDF', () => {
  it('ae: seller, buyer, number, date, validity 30 days on, VAT per line, totals incl. VAT and the terms', async () => {
    const quote = await requestQuote('ae');
    expect(quote.valid_until).toBe(plusDays(quote.created_at, 30));
    const lines = await download(`/api/frontend/quotes/${quote.id}/download`);
    expectSeller(lines, 'ae');
    expect(lines).toContain('Quotation');
    expect(lines).toContain(`No. ${quote.number} Date: ${quote.created_at.slice(0, 10)}`);
    expect(lines).toContain(`Valid until: ${quote.valid_until}`);
    expect(lines).toContain('Prepared for');
    expectBuyer(lines);
    expect(lines).toContain('Item SKU Qty Unit price VAT 5% Total');
    for (const item of quote.items) {
      // Each line: SKU, quantity, unit price, the VAT its price includes, line total.
      expect(lines.some((line) => line.endsWith(`${item.sku} ${item.quantity} ${formatAmount(item.unit_price)} ${formatAmount(includedVat(item.line_total))} ${formatAmount(item.line_total)}`))).toBe(true);
    }
    const vat = includedVat(quote.total);
    expect(lines).toContain(`Total excl. VAT ${aed(round2(quote.total - vat))}`);
    expect(lines).toContain(`VAT 5% ${aed(vat)}`);
    expect(lines).toContain(`Total incl. VAT ${aed(quote.total)}`);
    expect(lines).toContain('Notes: For the new terrace');
    expect(lines).toContain('Terms');
    expect(lines).toContain(`Prices are valid until ${quote.valid_until}, in AED and including VAT at 5%.`);
    expect(lines.some((line) => line.startsWith('Stock is reserved only when the order is placed.'))).toBe(true);
  });

  it('us: the US address and EIN, sales tax per line and on the total', async () => {
    const quote = await requestQuote('us');
    const lines = await download(`/api/frontend/quotes/${quote.id}/download`);
    expectSeller(lines, 'us');
    expect(lines).not.toContain(`TRN ${STOREFRONTS.ae.taxRegistrationNumber}`);
    expect(lines).toContain('Item SKU Qty Unit price Sales tax 8% Total');
    for (const item of quote.items) {
      expect(lines.some((line) => line.endsWith(`${item.sku} ${item.quantity} ${formatAmount(item.unit_price)} ${formatAmount(round2(item.line_total * SALES_TAX_RATE_US))} ${formatAmount(item.line_total)}`))).toBe(true);
    }
    const tax = round2(quote.total * SALES_TAX_RATE_US);
    expect(lines).toContain(`Subtotal ${usd(quote.total)}`);
    expect(lines).toContain(`Sales tax 8% ${usd(tax)}`);
    expect(lines).toContain(`Total ${usd(round2(quote.total + tax))}`);
    expect(lines).toContain(`Prices are valid until ${quote.valid_until}, in USD and before sales tax.`);
  });

  it('a customer without an approved business account: their name only, no buyer TRN', async () => {
    const privateBuyer = await makeCustomer(api, { name: 'Sam Private' });
    const pending = await makeCustomer(api, { name: 'Pending Person' });
    await api.post('/api/frontend/account/business-request', { type: 'Cafe', company_name: 'Not Yet LLC', trn: '100999888777666' }, { token: pending.token });
    for (const [customer, name] of [[privateBuyer, 'Sam Private'], [pending, 'Pending Person']] as const) {
      const quote = await requestQuote('ae', customer);
      const lines = await download(`/api/frontend/quotes/${quote.id}/download`, customer);
      expect(lines[lines.indexOf('Prepared for') + 1]).toBe(name);
      expect(lines.filter((line) => line.startsWith('TRN '))).toEqual([`TRN ${STOREFRONTS.ae.taxRegistrationNumber}`]);
      expect(lines.join('\n')).not.toContain('Not Yet LLC');
    }
  });

  it("carries the store's mark, drawn", async () => {
    const quote = await requestQuote('ae');
    const answer = await fetch(`${api.baseUrl}/api/frontend/quotes/${quote.id}/download`, { headers: { authorization: `Bearer ${business.token}` } });
    const paths = await drawnPaths(new Uint8Array(await answer.arrayBuffer()));
    expect(paths.slice(0, 2).map((path) => path.fill ?? path.stroke)).toEqual(['#0b3d5c', '#ffffff']);
  });
});

describe('an invoice PDF', () => {
  it('ae: a UAE tax invoice: TRN of the supplier, the buyer\'s TRN, VAT per line and in total in AED', async () => {
    const order = await placeOrder(api, business, [products[0]!.id, products[1]!.id], { quantity: 2 });
    const detail = (await api.get(`/api/frontend/orders/${order.id}`, { token: business.token })).body; // no `data` envelope
    const lines = await download(`/api/frontend/orders/${order.id}/invoice`);
    expect(lines[4]).toBe('Tax Invoice'); // after the seller's name, two address lines and TRN
    expectSeller(lines, 'ae');
    expect(lines).toContain(`No. ${detail.number} Date: ${detail.created_at.slice(0, 10)}`);
    expect(lines).toContain('Bill to');
    expectBuyer(lines);
    expect(lines).toContain('Villa 3, Street 9');
    for (const line of detail.order_products as { product: { sku: string }; quantity: number; unit_price: number; line_total: number }[]) {
      expect(lines.some((text) => text.endsWith(`${line.product.sku} ${line.quantity} ${formatAmount(line.unit_price)} ${formatAmount(includedVat(line.line_total))} ${formatAmount(line.line_total)}`))).toBe(true);
    }
    expect(lines).toContain(`Subtotal ${aed(detail.subtotal)}`);
    expect(lines).toContain(`Delivery ${aed(detail.shipping)}`);
    expect(lines).toContain(`Total excl. VAT ${aed(round2(detail.total - detail.tax))}`);
    expect(lines).toContain(`VAT 5% ${aed(detail.tax)}`);
    expect(lines).toContain(`Total incl. VAT ${aed(detail.total)}`);
    expect(lines).toContain('All amounts in AED. Prices include VAT at 5%; the VAT of each line and in total is shown.');
  });

  it('us: an invoice with sales tax, the US address and EIN', async () => {
    await api.post('/api/frontend/cart/add', { product_id: products[0]!.id, quantity: 1 }, { token: business.token });
    const address = { type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(api)), zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
    const placed = await api.post('/api/frontend/checkout/place-order', { storefront: 'us', address, payment_method: 'bank_transfer' }, { token: business.token });
    expect(placed.status).toBe(201);
    const detail = placed.body.data;
    const lines = await download(`/api/frontend/orders/${detail.id}/invoice`);
    expect(lines[4]).toBe('Invoice');
    expect(lines).not.toContain('Tax Invoice');
    expectSeller(lines, 'us');
    expect(lines).toContain('Item SKU Qty Unit price Sales tax 8% Total');
    const [line] = detail.order_products as { product: { sku: string }; quantity: number; unit_price: number; line_total: number }[];
    expect(lines.some((text) => text.endsWith(`${line!.product.sku} 1 ${formatAmount(line!.unit_price)} ${formatAmount(round2(line!.line_total * SALES_TAX_RATE_US))} ${formatAmount(line!.line_total)}`))).toBe(true);
    expect(lines).toContain(`Sales tax 8% ${usd(detail.tax)}`);
    expect(lines).toContain(`Total ${usd(detail.total)}`);
    expect(lines).toContain('All amounts in USD. Sales tax at 8% is added to the subtotal and delivery.');
  });
});

describe('the Arabic documents', () => {
  it('a quotation with lang=ar: the Arabic address, TRN, company, validity and terms, right to left', async () => {
    const quote = await requestQuote('ae');
    const lines = await download(`/api/frontend/quotes/${quote.id}/download?lang=ar`);
    expect(lines[0]).toBe('Horeca Store');
    for (const line of STORE_IDENTITY.ae.address.ar) expect(lines).toContain(line);
    expect(lines).toContain(`رقم التسجيل الضريبي ${STOREFRONTS.ae.taxRegistrationNumber}`);
    expect(lines).toContain('عرض سعر');
    expect(lines.some((line) => new RegExp(`^رقم ${quote.number} التاريخ: \\d{1,2} \\S+ \\d{4}$`).test(line))).toBe(true);
    expect(lines.some((line) => /^صالح حتى: \d{1,2} \S+ \d{4}$/.test(line))).toBe(true);
    expect(lines).toContain('العميل');
    expect(lines).toContain(COMPANY);
    expect(lines).toContain(`رقم التسجيل الضريبي ${BUYER_TRN}`);
    expect(lines).toContain('المنتج رمز المنتج الكمية سعر الوحدة الضريبة 5 % الإجمالي');
    for (const item of quote.items) expect(lines.some((line) => line.includes(`${item.sku} ${item.quantity} ${formatAmount(item.unit_price)} ${formatAmount(includedVat(item.line_total))} ${formatAmount(item.line_total)}`))).toBe(true);
    expect(lines.some((line) => /^ضريبة القيمة المضافة 5 ?% [\d,]+\.\d{2} د\.إ\.$/.test(line))).toBe(true);
    expect(lines).toContain('الشروط');
    expect(lines.some((line) => line.startsWith('الأسعار صالحة حتى'))).toBe(true);
  });

  it('a tax invoice with lang=ar: فاتورة ضريبية, VAT per line, the totals in AED', async () => {
    const order = await placeOrder(api, business, [products[0]!.id]);
    const lines = await download(`/api/frontend/orders/${order.id}/invoice?lang=ar`);
    expect(lines).toContain('فاتورة ضريبية');
    expect(lines).toContain('فاتورة إلى');
    expect(lines.some((line) => /^ضريبة القيمة المضافة 5 ?% [\d,]+\.\d{2} د\.إ\.$/.test(line))).toBe(true);
    expect(lines.some((line) => /^الإجمالي شامل الضريبة [\d,]+\.\d{2} د\.إ\.$/.test(line))).toBe(true);
  });
});

describe('QUOTE_VALID_DAYS', () => {
  it('is 30 by default, a whole number of days from 1 to 365, refused at start otherwise', () => {
    expect(loadConfig({}).quoteValidDays).toBe(30);
    expect(loadConfig({ QUOTE_VALID_DAYS: '14' }).quoteValidDays).toBe(14);
    for (const wrong of ['0', '366', '7.5', '-3', 'soon']) expect(() => loadConfig({ QUOTE_VALID_DAYS: wrong })).toThrow(/QUOTE_VALID_DAYS/);
  });
});
