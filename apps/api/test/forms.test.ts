import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { priceMatchClaims } from '../src/db/schema/commerce';
import { reencodeImage } from '../src/uploads/reencode';
import { startTestApi, type TestApi } from './harness';
import { blob, GIF, HTML, JPEG, makeCustomer, placeOrder, PNG, pngOfSize, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { claimForm } from './hostile/claim-form';
import { toFormData } from '@horeca/core/api';
import { buildClaimRequest, type ClaimForm } from '@horeca/core/forms';
import { type Storefront } from '@horeca/core/storefront';
import { resetAbuseLimits } from '../src/rate-limit/limits';

const MB = 1024 * 1024;

/** Every file under a folder, recursively (empty folders do not count). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('forms: newsletter, glitch reports, price-match claims, leads', () => {
  let api: TestApi;
  const uploads = () => filesUnder(path.join(api.config.dataDir, 'uploads'));
  const temps = () => filesUnder(path.join(api.config.dataDir, 'upload-tmp'));

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
  });
  afterAll(() => api?.close());
  afterEach(async () => {
    await resetAbuseLimits(api.db);
  });

  it('newsletter: subscribes (twice is fine) and validates with the spec message', async () => {
    const ok = await api.post('/api/newsletters', { email: 'Chef@Example.com', status: 'subscribed' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, status: 'subscribed' });
    expect((await api.post('/api/newsletters', { email: 'chef@example.com', status: 'subscribed' })).status).toBe(200);
    const empty = await api.post('/api/newsletters', { email: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Enter your email address');
    expect((await api.post('/api/newsletters', { email: 'nope' })).status).toBe(422);
  });

  it('newsletter: 429 with Retry-After past the limit', async () => {
    let res;
    for (let i = 0; i < 11; i++) res = await api.post('/api/newsletters', { email: `n${i}@example.com`, status: 'subscribed' });
    expect(res!.status).toBe(429);
    expect(res!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('claims: a pre-purchase claim with a PNG is stored as received (201 with status and data)', async () => {
    const before = uploads().length;
    const res = await api.post('/api/frontend/price-match-claims', claimForm());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'received', data: { status: 'received', claim_type: 'pre' } });
    expect(uploads().length).toBe(before + 1);
    expect(uploads().at(-1)).toMatch(/\.png$/);
    const rows = await api.db.select().from(priceMatchClaims);
    expect(rows.at(-1)).toMatchObject({ customerName: 'Amal Haddad', productQuantity: 2, competitorProductPrice: 1499.5, isConfirm: true, status: 'received' });
  });

  it('claims: a signed-in post-purchase claim keeps type, order number, date, amount and the customer', async () => {
    const customer = await makeCustomer(api);
    const form = claimForm({ claim_type: 'post', product_url: null, product_quantity: null, order_number: 'HC-ABC123', order_date: '2026-10-01', product_amount: '1600', competitor_screenshot: blob(JPEG, 'image/jpeg') });
    const res = await api.post('/api/frontend/price-match-claims', form, { token: customer.token });
    expect(res.status).toBe(201);
    const rows = await api.db.select().from(priceMatchClaims);
    expect(rows.at(-1)).toMatchObject({ claimType: 'post', orderNumber: 'HC-ABC123', orderDate: '2026-10-01', productAmount: 1600, customerId: customer.id });
  });

  it('claims: the test read-back holds every sent field, the status and the screenshot bytes (NODE_ENV=test only)', async () => {
    const customer = await makeCustomer(api);
    const email = `readback.${Date.now()}@example.com`;
    const form = claimForm({ claim_type: 'post', customer_email: email.toUpperCase(), order_number: 'HC-READ1', order_date: '2026-09-30', product_amount: '1600.25', competitor_screenshot: blob(JPEG, 'image/jpeg') });
    expect((await api.post('/api/frontend/price-match-claims', form, { token: customer.token })).status).toBe(201);
    const res = await api.get<{ data: Record<string, unknown>[] }>(`/api/test/price-match-claims?email=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const kept = await reencodeImage(JPEG, 'image/jpeg');
    expect(res.body.data[0]).toMatchObject({
      customerId: customer.id,
      status: 'received',
      claimType: 'post',
      customerName: 'Amal Haddad',
      customerBusinessName: 'Blue Fig Cafe',
      customerEmail: email,
      customerCountryCode: '',
      customerMobileNumber: '(123) 456-7890',
      customerAddress: '1 Marina Walk',
      customerCountry: 'United States',
      customerState: 'NY',
      customerCity: 'New York',
      customerZipcode: '10001',
      productUrl: 'https://horeca.example/kitchen/ovens/combi-oven',
      productQuantity: 2,
      competitorProductUrl: 'https://competitor.example/combi-oven',
      competitorProductPrice: 1499.5,
      competitorProductShippingCharge: 0,
      orderNumber: 'HC-READ1',
      orderDate: '2026-09-30',
      productAmount: 1600.25,
      isConfirm: true,
      isAgree: true,
      screenshotMime: 'image/jpeg',
      // The re-encoded copy is what is kept (picture-reencode.test.ts).
      screenshot: { mime: 'image/jpeg', size: kept.length, sha256: createHash('sha256').update(kept).digest('hex') },
    });
  });

  describe('claims: the product picked from the order (selected_product_id)', () => {
    const postClaim = (orderNumber: string, selected: string | null, email = `picked.${Date.now()}@example.com`) =>
      claimForm({ claim_type: 'post', customer_email: email, order_number: orderNumber, product_amount: '120', selected_product_id: selected });
    const pickedError = (res: { status: number; body: { errors?: Record<string, string[]> } }) => [res.status, res.body.errors?.selected_product_id];
    let buyer: TestCustomer;
    let bought: number;
    let notBought: number;
    let order: { number: string };

    beforeAll(async () => {
      [bought, notBought] = (await sampleProducts(api, 2)).map((product) => product.id) as [number, number];
      buyer = await makeCustomer(api);
      order = await placeOrder(api, buyer, [bought]);
    });

    it('a product of the signed-in customer’s order is stored and read back; another product of the catalogue is refused at the field', async () => {
      const email = `picked.${Date.now()}@example.com`;
      // The order number as the customer types it: case and spaces do not matter.
      const ok = await api.post('/api/frontend/price-match-claims', postClaim(` ${order.number.toLowerCase()} `, String(bought), email), { token: buyer.token });
      expect(ok.status).toBe(201);
      expect(ok.body.data).toMatchObject({ claim_type: 'post', selected_product_id: bought });
      const readBack = await api.get(`/api/test/price-match-claims?email=${encodeURIComponent(email)}`);
      expect(readBack.body.data[0]).toMatchObject({ selectedProductId: bought, orderNumber: order.number.toLowerCase(), customerId: buyer.id });

      const before = uploads();
      const other = await api.post('/api/frontend/price-match-claims', postClaim(order.number, String(notBought)), { token: buyer.token });
      expect(pickedError(other)).toEqual([422, ['Please select a product from your order.']]);
      expect(uploads()).toEqual(before);
    });

    it('without an order of the signed-in customer to check against, any published product is taken; none picked stores null', async () => {
      const stranger = await makeCustomer(api);
      // A guest, and a customer naming someone else's order: nothing about that order is revealed.
      const guest = await api.post('/api/frontend/price-match-claims', postClaim(order.number, String(notBought)));
      const other = await api.post('/api/frontend/price-match-claims', postClaim(order.number, String(notBought)), { token: stranger.token });
      const notListed = await api.post('/api/frontend/price-match-claims', postClaim('HC-TYPED-BY-HAND', null), { token: buyer.token });
      // A pre-purchase claim names its product by URL: a picked product is not stored with it.
      const pre = await api.post('/api/frontend/price-match-claims', claimForm({ selected_product_id: String(bought) }));
      expect([guest, other, notListed, pre].map((res) => [res.status, res.body.data?.selected_product_id])).toEqual([
        [201, notBought],
        [201, notBought],
        [201, null],
        [201, null],
      ]);
    });

    it.each([
      ['text', 'not-listed'],
      ['a fraction', '1.5'],
      ['zero', '0'],
      ['a negative id', '-3'],
      ['past the integer range', '99999999999'],
      ['an unknown id', '987654'],
    ])('%s -> 422 "This product is not available." at selected_product_id, nothing kept', async (_label, sent) => {
      const before = uploads();
      const res = await api.post('/api/frontend/price-match-claims', postClaim('HC-ANY', sent));
      expect(pickedError(res)).toEqual([422, ['This product is not available.']]);
      expect(uploads()).toEqual(before);
    });

    it('an unpublished product is refused, even as a line of the customer’s order', async () => {
      await api.db.update(products).set({ status: 'draft' }).where(eq(products.id, bought));
      try {
        for (const token of [undefined, buyer.token]) {
          const res = await api.post('/api/frontend/price-match-claims', postClaim(order.number, String(bought)), { token });
          expect(pickedError(res)).toEqual([422, ['This product is not available.']]);
        }
      } finally {
        await api.db.update(products).set({ status: 'published' }).where(eq(products.id, bought));
      }
    });
  });

  // Screenshot files (2MB + 1 byte, exactly 2MB, spoofed types, damaged images) are in hostile/uploads.test.ts.

  it.each([
    ['no screenshot', { competitor_screenshot: null }, 'competitor_screenshot', "Please upload at least one screenshot of the competitor's offer."],
    ['no name', { customer_name: '' }, 'customer_name', 'Full name is required.'],
    ['a one-letter name', { customer_name: 'A' }, 'customer_name', 'Full name must be at least 2 characters.'],
    ['a bad email', { customer_email: 'amal' }, 'customer_email', 'Please enter a valid email address.'],
    ['a 9-digit phone', { customer_mobile_number: '123456789' }, 'customer_mobile_number', 'Please enter a valid 10-digit phone number.'],
    ['no competitor URL', { competitor_product_url: '' }, 'competitor_product_url', 'Competitor product URL is required.'],
    ['a negative price', { competitor_product_price: '-5' }, 'competitor_product_price', 'Price must be a positive number.'],
    ['negative shipping', { competitor_product_shipping_charge: '-1' }, 'competitor_product_shipping_charge', 'Shipping fees must be a valid number (0 or greater).'],
    ['a bad postal code', { customer_zipcode: '1234' }, 'customer_zipcode', 'Please enter a valid postal code (e.g., 12345 or 12345-6789).'],
    ['accuracy unticked', { is_confirm: 'false' }, 'is_confirm', 'You must confirm the accuracy of the information.'],
    ['terms unticked', { is_agree: null }, 'is_agree', 'You must accept the Terms & Conditions.'],
    ['post without order number', { claim_type: 'post', order_number: '', product_amount: '10' }, 'order_number', 'Order number is required.'],
  ])('claims: %s -> 422 with the spec message under the sent field name', async (_label, overrides, field, message) => {
    const before = uploads();
    const res = await api.post('/api/frontend/price-match-claims', claimForm(overrides));
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(uploads()).toEqual(before);
  });

  describe('claims: the storefront\'s phone and postal code rules (issue 33)', () => {
    /** A claim built and encoded by core, exactly as the widget sends it. */
    const widgetClaim = (storefront: Storefront | undefined, phone: string, postalCode: string): FormData => {
      const form: ClaimForm = {
        claimType: 'pre', fullName: 'Amal Haddad', businessName: '', email: 'amal@example.com', phone,
        orderNumber: '', orderDate: '', selectedProductId: '', productAmount: '',
        productUrl: 'https://horeca.example/kitchen/ovens/combi-oven', variant: '', quantity: '1',
        competitorUrl: 'https://competitor.example/combi-oven', competitorPrice: '1499.50', shippingFees: '',
        screenshot: new File([PNG], 'offer.png', { type: 'image/png' }),
        address: '1 Marina Walk', country: 'United Arab Emirates', state: '', city: 'Dubai', postalCode,
        confirmAccuracy: true, acceptTerms: true,
      };
      return toFormData({ ...buildClaimRequest(form, storefront) });
    };
    const send = (form: FormData) => api.post('/api/frontend/price-match-claims', form);
    const usPhone = 'Please enter a valid 10-digit phone number.';
    const zip = 'Please enter a valid postal code (e.g., 12345 or 12345-6789).';

    it.each<[string, Storefront | undefined, string, string]>([
      ['ae: a UAE mobile and no postal code', 'ae', '+971501234567', ''],
      ['ae: a Saudi mobile and its postal code', 'ae', '+966551234567', '11564'],
      ['ae: a PO box', 'ae', '', 'PO 4411'],
      ['us: a US phone and ZIP+4', 'us', '(212) 555-0147', '10001-1234'],
      ['no storefront sent (the spec\'s clients): the US rules', undefined, '(212) 555-0147', '10001'],
    ])('accepts %s', async (_label, storefront, phone, postalCode) => {
      const res = await send(widgetClaim(storefront, phone, postalCode));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [stored] = await api.db.select().from(priceMatchClaims).where(eq(priceMatchClaims.id, Number(res.body.data.id)));
      expect(stored).toMatchObject({ customerMobileNumber: phone, customerZipcode: postalCode || null });
    });

    it.each<[string, Storefront | undefined, string, string, Record<string, string[]>]>([
      ['ae: a US phone', 'ae', '(212) 555-0147', '', { customer_mobile_number: ['Enter valid UAE mobile (e.g., 50 123 4567)'] }],
      ['ae: a UAE number that is no mobile', 'ae', '+971531234567', '', { customer_mobile_number: ['Enter valid UAE mobile (e.g., 50 123 4567)'] }],
      ['ae: a Kuwaiti number that is no mobile', 'ae', '+96570123456', '', { customer_mobile_number: ['Enter valid Kuwait mobile (e.g., 9012 3456)'] }],
      ['ae: a postal code over 10 characters', 'ae', '', 'PO Box 123456', { customer_zipcode: [zip] }],
      ['us: a Gulf mobile and a PO box', 'us', '+971501234567', 'PO 4411', { customer_mobile_number: [usPhone], customer_zipcode: [zip] }],
      ['no storefront: a Gulf mobile', undefined, '+971501234567', '', { customer_mobile_number: [usPhone] }],
    ])('refuses %s at the field, with the message of core\'s table', async (_label, storefront, phone, postalCode, errors) => {
      const res = await send(widgetClaim(storefront, phone, postalCode));
      expect([res.status, res.body.errors]).toEqual([422, errors]);
    });

    it.each([
      ['a storefront we do not have', ['uk']],
      ['a storefront in capitals', ['AE']],
      ['a script', ['<script>alert(1)</script>']],
      ['two storefronts', ['ae', 'us']],
      ['a prototype key', ['__proto__']],
    ])('refuses %s with a storefront error, not a 500 and not unchecked', async (_label, values) => {
      const before = await api.db.select().from(priceMatchClaims);
      const form = widgetClaim(undefined, '+971501234567', 'PO 4411');
      for (const value of values) form.append('storefront', value);
      const res = await send(form);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)[0]).toBe('storefront');
      expect(res.body.errors.storefront).toEqual(['storefront must be ae or us.']);
      expect(await api.db.select().from(priceMatchClaims)).toHaveLength(before.length);
    });

    it('an unknown storefront is refused even when every other field is right', async () => {
      const form = widgetClaim(undefined, '(212) 555-0147', '10001');
      form.append('storefront', 'uk');
      const res = await send(form);
      expect([res.status, res.body.errors]).toEqual([422, { storefront: ['storefront must be ae or us.'] }]);
    });
  });

  it('claims: a JSON body is refused without a 500', async () => {
    const res = await api.post('/api/frontend/price-match-claims', { customer_name: 'x' });
    expect(res.status).toBe(415);
  });

  it('glitch report: description and screenshots checked by bytes; success message of the spec', async () => {
    const form = new FormData();
    form.append('email', 'tester@example.com');
    form.append('description', 'The cart badge shows 0 after adding.');
    form.append('device', 'Mobile');
    form.append('images[]', blob(PNG, 'image/png'), 'one.png');
    form.append('images[]', blob(GIF, 'image/gif'), 'two.gif');
    const res = await api.post('/api/frontend/glitch-errors', form);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message:
        "Thanks for helping us improve! We've received your report and our team is already looking into it. Your feedback makes the product better for everyone and we truly appreciate your time.",
    });
  });

  it.each([
    ['a short description', { description: 'too short' }, 'description', 'Description must be at least 10 characters.'],
    ['no email', { email: '' }, 'email', 'Email and description are required.'],
    ['an HTML screenshot', { file: ['page.png', HTML] }, 'images', 'File page.png is not supported. Please upload PNG, JPEG or GIF files only.'],
    ['a 5MB + 1 screenshot', { file: ['big.png', pngOfSize(5 * MB + 1)] }, 'images', 'File big.png is too large. Maximum size is 5MB.'],
  ] as const)('glitch report: refuses %s', async (_label, overrides, field, message) => {
    const before = uploads();
    const form = new FormData();
    form.append('email', 'email' in overrides ? overrides.email : 'tester@example.com');
    form.append('description', 'description' in overrides ? overrides.description : 'Something is clearly broken here.');
    form.append('device', 'Desktop');
    form.append('images[]', blob(PNG, 'image/png'), 'fine.png');
    if ('file' in overrides) form.append('images[]', blob(overrides.file[1], 'image/png'), overrides.file[0]);
    const res = await api.post('/api/frontend/glitch-errors', form);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(uploads()).toEqual(before);
    expect(temps()).toEqual([]);
  });

  it('glitch report: the consented page address, storefront and widget version are stored with the screenshots', async () => {
    const form = new FormData();
    form.append('email', 'Context@Example.com');
    form.append('description', 'The newsletter button stays on Joining...');
    form.append('device', 'Tablet');
    form.append('page_url', 'https://partner.example/menu?x=1');
    form.append('storefront', 'ae');
    form.append('widget_version', '0.1.0');
    form.append('images[]', blob(PNG, 'image/png'), 'one.png');
    expect((await api.post('/api/frontend/glitch-errors', form)).status).toBe(201);
    await api.post('/api/newsletters', { email: 'context@example.com', status: 'subscribed' });

    const stored = await api.get<{ newsletter: unknown; glitch_reports: unknown[] }>('/api/test/forms?email=CONTEXT@example.com');
    expect(stored.status).toBe(200);
    expect(stored.body.newsletter).toEqual({ email: 'context@example.com', status: 'subscribed' });
    expect(stored.body.glitch_reports).toEqual([
      {
        id: expect.any(Number),
        email: 'context@example.com',
        description: 'The newsletter button stays on Joining...',
        device: 'Tablet',
        page_url: 'https://partner.example/menu?x=1',
        storefront: 'ae',
        widget_version: '0.1.0',
        files: [{ mime: 'image/png', size: (await reencodeImage(PNG, 'image/png')).length, original_name: 'one.png' }],
      },
    ]);
  });

  it('glitch report: without consent the context columns stay empty', async () => {
    const form = new FormData();
    form.append('email', 'noconsent@example.com');
    form.append('description', 'A report without any page context.');
    form.append('device', 'Desktop');
    expect((await api.post('/api/frontend/glitch-errors', form)).status).toBe(201);
    const stored = await api.get<{ glitch_reports: unknown[] }>('/api/test/forms?email=noconsent@example.com');
    expect(stored.body.glitch_reports).toEqual([
      expect.objectContaining({ page_url: null, storefront: null, widget_version: null, files: [] }),
    ]);
  });

  it('glitch report: a page address that is not http(s) is refused and nothing is kept', async () => {
    const before = uploads();
    const form = new FormData();
    form.append('email', 'tester@example.com');
    form.append('description', 'Something is clearly broken here.');
    form.append('page_url', 'javascript:alert(1)');
    form.append('images[]', blob(PNG, 'image/png'), 'fine.png');
    const res = await api.post('/api/frontend/glitch-errors', form);
    expect(res.status).toBe(422);
    expect(res.body.errors.page_url).toEqual(['The page address must be an http(s) URL.']);
    expect(uploads()).toEqual(before);
  });

  it('glitch report: more than 5 screenshots is refused', async () => {
    const form = new FormData();
    form.append('email', 'tester@example.com');
    form.append('description', 'Many screenshots of one problem.');
    for (let i = 0; i < 6; i++) form.append('images[]', blob(PNG, 'image/png'), `s${i}.png`);
    const res = await api.post('/api/frontend/glitch-errors', form);
    expect(res.status).toBe(422);
    expect(res.body.errors.images).toEqual(['Please upload at most 5 screenshots.']);
  });

  it('claims and glitch reports are throttled per address', async () => {
    let claim;
    for (let i = 0; i < 11; i++) claim = await api.post('/api/frontend/price-match-claims', claimForm({ customer_name: '' }));
    expect(claim!.status).toBe(429);
    let glitch;
    for (let i = 0; i < 11; i++) glitch = await api.post('/api/frontend/glitch-errors', new FormData());
    expect(glitch!.status).toBe(429);
  });

  it('lead: stores the UTM values and answers lead.id', async () => {
    const res = await api.post('/api/store-lead?utm_source=google&utm_medium=cpc&utm_campaign=ovens&gclid=abc123', { name: null, email: null });
    expect(res.status).toBe(201);
    expect(res.body.lead.id).toEqual(expect.any(Number));
    const missing = await api.post('/api/store-lead', { name: null, email: null });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.utm_source).toBeDefined();
  });

  it('lead: 429 past the limit', async () => {
    let res;
    for (let i = 0; i < 61; i++) res = await api.post('/api/store-lead?utm_source=x', { name: null, email: null });
    expect(res!.status).toBe(429);
  });
});
