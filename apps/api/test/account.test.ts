import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { quotes } from '../src/db/schema/commerce';
import { DEMO_CUSTOMERS } from '../src/seed/commerce-seed';
import { reencodeImage } from '../src/uploads/reencode';
import { startTestApi, type TestApi } from './harness';
import { addressPlace, blob, HTML, makeCustomer, PNG, sampleProducts, type TestCustomer } from './commerce-fixtures';

describe('wishlist, saved-for-later, recent products, addresses, quotes, account pages', () => {
  let api: TestApi;
  let items: Awaited<ReturnType<typeof sampleProducts>>;
  let place: { country_id: number; state_id: number; city_id: number };
  let shopper: TestCustomer;
  let stranger: TestCustomer;

  beforeAll(async () => {
    api = await startTestApi({ seedProducts: 300 });
    items = await sampleProducts(api, 4);
    place = await addressPlace(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    shopper = await makeCustomer(api);
    stranger = await makeCustomer(api);
  });

  const opts = () => ({ token: shopper.token });

  it('wishlist: add (twice keeps one), add-multiple, count, list, remove (again 404)', async () => {
    expect((await api.post('/api/frontend/wishlist/add', { product_id: items[0]!.id }, opts())).body).toMatchObject({ success: true, count: 1 });
    expect((await api.post('/api/frontend/wishlist/add', { product_id: items[0]!.id }, opts())).body.count).toBe(1);
    const merged = await api.post('/api/frontend/wishlist/add-multiple', { products: [{ product_id: items[1]!.id }, { product_id: items[2]!.id }, { product_id: items[0]!.id }] }, opts());
    expect(merged.body.count).toBe(3);
    expect((await api.get('/api/frontend/wishlist/count', opts())).body).toEqual({ count: 3 });
    const list = await api.get('/api/frontend/wishlist', opts());
    expect(list.body.data.map((p: { id: number }) => p.id).sort()).toEqual([items[0]!.id, items[1]!.id, items[2]!.id].sort());
    expect(list.body.data[0].in_wishlist).toBe(true);
    expect((await api.delete(`/api/frontend/wishlist/remove?product_id=${items[0]!.id}`, opts())).body.count).toBe(2);
    expect((await api.delete(`/api/frontend/wishlist/remove?product_id=${items[0]!.id}`, opts())).status).toBe(404);
    expect((await api.post('/api/frontend/wishlist/add', { product_id: 77_777_777 }, opts())).status).toBe(422);
    expect((await api.get('/api/frontend/wishlist/count', { token: stranger.token })).body).toEqual({ count: 0 });
    expect((await api.get('/api/frontend/wishlist/count')).status).toBe(401);
  });

  it('save for later moves a cart line out of the cart; removal by path id', async () => {
    await api.post('/api/frontend/cart/add', { product_id: items[0]!.id, quantity: 4 }, opts());
    expect((await api.post('/api/frontend/save-for-later', { product_id: items[0]!.id }, opts())).status).toBe(200);
    expect((await api.get('/api/frontend/cart/total-products', opts())).body.total).toBe(0);
    const saved = await api.get('/api/frontend/save-for-later', opts());
    expect(saved.body.data).toEqual([expect.objectContaining({ product_id: items[0]!.id, quantity: 4 })]);
    expect((await api.delete(`/api/frontend/remove-from-save-for-later/${items[0]!.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.delete(`/api/frontend/remove-from-save-for-later/${items[0]!.id}`, opts())).status).toBe(200);
    expect((await api.get('/api/frontend/save-for-later', opts())).body.data).toEqual([]);
  });

  it('recent products: signed-in and guest token, newest first, each product once', async () => {
    for (const item of [items[0]!, items[1]!, items[0]!]) await api.post('/api/frontend/recent-products', { product_id: item.id }, opts());
    const mine = await api.get('/api/frontend/recent-products', opts());
    expect(mine.body.data.map((p: { id: number }) => p.id)).toEqual([items[0]!.id, items[1]!.id]);
    const token = 'guest_abcdef123456';
    await api.post('/api/frontend/recent-products', { product_id: items[2]!.id, guest_token: token });
    const guest = await api.get(`/api/frontend/guest/recent-products?guest_token=${token}`);
    expect(guest.body.data.map((p: { id: number }) => p.id)).toEqual([items[2]!.id]);
    expect((await api.get('/api/frontend/guest/recent-products?guest_token=x')).status).toBe(422);
    expect((await api.post('/api/frontend/recent-products', { product_id: items[2]!.id })).status).toBe(422);
    expect((await api.get('/api/frontend/recent-products')).status).toBe(401);
  });

  it('addresses: create (first is default), update, make default, delete; others get 404', async () => {
    const base = { type: 'shipping', address: 'Office 1', ...place, zip_code: '00000' };
    const first = await api.post('/api/frontend/customer-address', base, opts());
    expect(first.status).toBe(201);
    expect(first.body.data.is_default).toBe(1);
    const second = await api.post('/api/frontend/customer-address', { ...base, address: 'Warehouse 2' }, opts());
    expect(second.body.data.is_default).toBe(0);
    expect((await api.put(`/api/frontend/customer-address/${second.body.data.id}/default`, undefined, opts())).body.data.is_default).toBe(1);
    const list = await api.get('/api/frontend/customer-address', opts());
    expect(list.body.data.map((a: { id: number; is_default: number }) => [a.id, a.is_default])).toEqual([[second.body.data.id, 1], [first.body.data.id, 0]]);
    const updated = await api.put(`/api/frontend/customer-address/${first.body.data.id}`, { ...base, address: 'Office 1, floor 2' }, opts());
    expect(updated.body.data.address).toBe('Office 1, floor 2');
    expect((await api.put(`/api/frontend/customer-address/${first.body.data.id}`, base, { token: stranger.token })).status).toBe(404);
    expect((await api.delete(`/api/frontend/customer-address/${first.body.data.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.delete(`/api/frontend/customer-address/${second.body.data.id}`, opts())).status).toBe(200);
    const after = await api.get('/api/frontend/customer-address', opts());
    expect(after.body.data).toEqual([expect.objectContaining({ id: first.body.data.id, is_default: 1 })]);
  });

  it('addresses name their place in the language asked (issue 33); the stored ids decide the place', async () => {
    const saved = await api.post('/api/frontend/customer-address?lang=ar', { type: 'shipping', address: 'Office 9', ...place, zip_code: '00000' }, opts());
    expect(saved.body.data).toMatchObject({ city: 'دبي', state: 'دبي', country: 'الإمارات العربية المتحدة' });
    const english = (await api.get('/api/frontend/customer-address', opts())).body.data.find((a: { id: number }) => a.id === saved.body.data.id);
    expect(english).toMatchObject({ city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates' });
    const arabic = (await api.get('/api/frontend/customer-address?lang=ar', opts())).body.data.find((a: { id: number }) => a.id === saved.body.data.id);
    expect(arabic).toMatchObject({ city: 'دبي', country: 'الإمارات العربية المتحدة', address: 'Office 9' });
    await api.delete(`/api/frontend/customer-address/${saved.body.data.id}`, opts());
  });

  it.each([
    [{ address: '' }, 'address', 'Address is required'],
    [{ country_id: '' }, 'country_id', 'Country is required'],
    [{ zip_code: '' }, 'zip_code', 'Zip code is required'],
    [{ city_id: 999999 }, 'city_id', 'City is required'],
  ])('addresses: %j is refused with the spec message', async (override, field, message) => {
    const res = await api.post('/api/frontend/customer-address', { type: 'shipping', address: 'A', ...place, zip_code: '1', ...override }, opts());
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('quotes: create from items, list, view, update while requested, PDF download; 404/409 cases', async () => {
    const created = await api.post('/api/frontend/quotes', { items: [{ product_id: items[0]!.id, quantity: 20 }, { product_id: items[1]!.id, quantity: 5 }], notes: 'For a new hotel wing' }, opts());
    expect(created.status).toBe(201);
    const quote = created.body.data;
    expect(quote).toMatchObject({ status: 'requested', currency: 'AED', can_update: true, notes: 'For a new hotel wing' });
    expect(quote.items).toHaveLength(2);
    expect((await api.get('/api/frontend/quotes', opts())).body.data.map((q: { id: number }) => q.id)).toEqual([quote.id]);
    expect((await api.get(`/api/frontend/quotes/${quote.id}`, opts())).body.data.number).toBe(quote.number);
    expect((await api.get(`/api/frontend/quotes/${quote.id}`, { token: stranger.token })).status).toBe(404);

    const updated = await api.put(`/api/frontend/quotes/${quote.id}`, { items: [{ product_id: items[2]!.id, quantity: 8 }] }, opts());
    expect(updated.status).toBe(200);
    expect(updated.body.data.items).toEqual([expect.objectContaining({ product_id: items[2]!.id, quantity: 8 })]);

    const pdf = await fetch(`${api.baseUrl}/api/frontend/quotes/${quote.id}/download`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getTitle()).toBe(`Quotation ${quote.number}`);
    expect((await api.get(`/api/frontend/quotes/${quote.id}/download`, { token: stranger.token })).status).toBe(404);

    await api.db.update(quotes).set({ status: 'quoted' }).where(eq(quotes.id, quote.id));
    expect((await api.put(`/api/frontend/quotes/${quote.id}`, { items: [{ product_id: items[2]!.id, quantity: 9 }] }, opts())).status).toBe(409);
    expect((await api.post('/api/frontend/quotes', { items: [] }, opts())).status).toBe(422);
    expect((await api.post('/api/frontend/quotes', { items: [{ product_id: 66_666_666, quantity: 1 }] }, opts())).status).toBe(422);
    expect((await api.post('/api/frontend/quotes', { items: [{ product_id: items[0]!.id, quantity: -3 }] }, opts())).status).toBe(422);
  });

  it('quotes can be built from the cart', async () => {
    await api.post('/api/frontend/cart/add', { product_id: items[3]!.id, quantity: 2 }, opts());
    const res = await api.post('/api/frontend/quotes', { from_cart: true }, opts());
    expect(res.status).toBe(201);
    expect(res.body.data.items).toEqual([expect.objectContaining({ product_id: items[3]!.id, quantity: 2 })]);
  });

  it('profile update, coupons, credit balance and invoices for the seeded business account', async () => {
    const login = await api.post('/api/frontend/login', { email: DEMO_CUSTOMERS.business.email, password: DEMO_CUSTOMERS.business.password });
    const token = login.body.token as string;
    const coupons = await api.get('/api/frontend/account/coupons', { token });
    expect(coupons.body.data.map((c: { code: string }) => c.code)).toEqual(['BULK250', 'HOTEL5', 'WELCOME10']);
    const mineOnly = await api.get('/api/frontend/account/coupons', opts());
    expect(mineOnly.body.data.map((c: { code: string }) => c.code)).toEqual(['BULK250', 'WELCOME10']);
    const credit = await api.get('/api/frontend/account/credit-balance', { token });
    expect(credit.body.data).toMatchObject({ balance: 110, currency: 'AED' });
    const invoices = await api.get('/api/frontend/account/invoices', { token });
    expect(invoices.body.data).toHaveLength(5);
    const pdf = await fetch(api.baseUrl + invoices.body.data[0].invoice_url, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await api.get(invoices.body.data[0].invoice_url, opts())).status).toBe(404);

    const profile = await api.put('/api/frontend/account/profile', { name: 'New Name', country_code: '+971', mobile_number: '501234567' }, opts());
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ name: 'New Name', type: 'Private', mobile_number: '501234567' });
    // The type is not the customer's to set (account-takeover.test.ts: business requests).
    expect((await api.put('/api/frontend/account/profile', { name: 'New Name', country_code: '+971', mobile_number: '501234567', type: 'Restaurant' }, opts())).status).toBe(422);
    expect((await api.put('/api/frontend/account/profile', { name: '', country_code: '+971', mobile_number: '12' }, opts())).status).toBe(422);
  });

  it('saved documents: upload by bytes, list, download, delete; HTML refused', async () => {
    const form = new FormData();
    form.append('kind', 'trade_license');
    form.append('title', 'Trade licence 2025');
    form.append('file', blob(PNG, 'image/png'), 'licence.png');
    const created = await api.post('/api/frontend/account/documents', form, opts());
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect((await api.get('/api/frontend/account/documents', opts())).body.data).toHaveLength(1);
    const file = await fetch(`${api.baseUrl}/api/frontend/account/documents/${id}/download`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(await reencodeImage(PNG, 'image/png'))).toBe(true);
    expect((await api.get(`/api/frontend/account/documents/${id}/download`, { token: stranger.token })).status).toBe(404);
    expect((await api.delete(`/api/frontend/account/documents/${id}`, opts())).status).toBe(200);

    const bad = new FormData();
    bad.append('kind', 'trade_license');
    bad.append('title', 'x');
    bad.append('file', blob(HTML, 'application/pdf'), 'licence.pdf');
    const refused = await api.post('/api/frontend/account/documents', bad, opts());
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toEqual(['File licence.pdf is not supported. Please upload a PDF, PNG or JPEG file.']);
  });

  it('every commerce call is declared in /api/openapi.json', async () => {
    const doc = await api.get('/api/openapi.json');
    const expected: [string, string][] = [
      ['post', '/api/frontend/cart/add'], ['post', '/api/frontend/cart/add-multiple'], ['put', '/api/frontend/cart/decrease'],
      ['get', '/api/frontend/cart/total-products'], ['post', '/api/frontend/wishlist/add'], ['post', '/api/frontend/wishlist/add-multiple'],
      ['delete', '/api/frontend/wishlist/remove'], ['get', '/api/frontend/wishlist/count'], ['delete', '/api/frontend/remove-from-save-for-later/{product_id}'],
      ['get', '/api/frontend/orders/{id}'], ['post', '/api/frontend/order-products/{orderProductId}/return'], ['get', '/api/frontend/recent-products'],
      ['get', '/api/frontend/guest/recent-products'], ['post', '/api/newsletters'], ['get', '/api/frontend/customer-address'], ['post', '/api/frontend/reorder/{id}'],
      ['post', '/api/frontend/glitch-errors'], ['post', '/api/frontend/price-match-claims'], ['post', '/api/store-lead'], ['post', '/api/frontend/checkout/place-order'],
      ['get', '/api/frontend/quotes/{id}/download'], ['get', '/api/frontend/orders/{id}/invoice'],
    ];
    for (const [method, path] of expected) expect(doc.body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.body.paths['/api/frontend/price-match-claims'].post.requestBody.content['multipart/form-data']).toBeDefined();
  });
});
