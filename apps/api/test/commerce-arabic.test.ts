// Issue 23: the shopper's own lists answer in the request's language. With lang=ar the cart,
// wishlist, saved for later, recently viewed, checkout summary, orders, returns and quotes name
// each product in Arabic (English where the product has no Arabic name); without lang, or on
// the us storefront, they stay English. An order line and a quote item keep the English name
// they copied when written: Arabic is joined from the catalogue only while the product still
// carries that name. Every answer is checked against the OpenAPI document (harness).
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { orderProducts, orders } from '../src/db/schema/commerce';
import { addressPlace, makeCustomer, placeOrder, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
/** Two products with an Arabic name, and one whose Arabic name is taken away for the test. */
let arabic: { id: number; name: string; nameAr: string }[];
let englishOnly: { id: number; name: string };

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  const sample = await sampleProducts(api, 3);
  arabic = await Promise.all(
    sample.slice(0, 2).map(async ({ id }) => {
      const [row] = await api.db.select({ id: products.id, name: products.name, nameAr: products.nameAr }).from(products).where(eq(products.id, id));
      expect(row!.nameAr).toMatch(/[\u0600-\u06FF]/);
      return { ...row!, nameAr: row!.nameAr! };
    }),
  );
  const last = sample[2]!;
  await api.db.update(products).set({ nameAr: null }).where(eq(products.id, last.id));
  englishOnly = { id: last.id, name: last.name };
}, 180_000);
afterAll(async () => api?.close());

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

async function fill(customer: TestCustomer, ids: number[]) {
  for (const id of ids) expect((await api.post('/api/frontend/cart/add', { product_id: id, quantity: 1 }, { token: customer.token })).status).toBe(200);
}


describe('the cart and checkout in Arabic', () => {
  it('a cart line carries the Arabic name with lang=ar, English without, on us, and where the product has none', async () => {
    const customer = await makeCustomer(api);
    await fill(customer, [arabic[0]!.id, englishOnly.id]);
    const lineNames = async (query: string) => names((await api.get(`/api/frontend/cart${query}`, { token: customer.token })).body.data.map((line: { product: { name: string } }) => line.product));
    expect(await lineNames('?lang=ar')).toEqual([arabic[0]!.nameAr, englishOnly.name].sort());
    expect(await lineNames('')).toEqual([arabic[0]!.name, englishOnly.name].sort());
    expect(await lineNames('?lang=ar&storefront=us')).toEqual([arabic[0]!.name, englishOnly.name].sort());
  });

  it("checkout's summary names its lines in Arabic", async () => {
    const customer = await makeCustomer(api);
    await fill(customer, [arabic[1]!.id]);
    const summary = await api.get('/api/frontend/checkout/summary?lang=ar', { token: customer.token });
    expect(summary.status).toBe(200);
    expect(summary.body.data.lines.map((line: { product: { name: string } }) => line.product.name)).toEqual([arabic[1]!.nameAr]);
  });
});

describe('checkout refusals name the product in Arabic', () => {
  it('too few left in stock: the Arabic message with the Arabic name, at the product field', async () => {
    const customer = await makeCustomer(api);
    const product = arabic[1]!;
    expect((await api.post('/api/frontend/cart/add', { product_id: product.id, quantity: 2 }, { token: customer.token })).status).toBe(200);
    const [row] = await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    await api.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    try {
      const address = { type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(api)), zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
      const refused = await api.post('/api/frontend/checkout/place-order?lang=ar', { address, payment_method: 'cash_on_delivery' }, { token: customer.token });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[`products.${product.id}`]).toEqual([`متبقٍ 1 فقط من ${product.nameAr} في المخزون.`]);
      const english = await api.post('/api/frontend/checkout/place-order', { address, payment_method: 'cash_on_delivery' }, { token: customer.token });
      expect(english.body.errors[`products.${product.id}`]).toEqual([`Only 1 of ${product.name} left in stock.`]);
    } finally {
      await api.db.update(products).set({ stock: row!.stock }).where(eq(products.id, product.id));
    }
  });
});

describe("the shopper's lists in Arabic", () => {
  it('a wishlist entry and a saved-for-later item', async () => {
    const customer = await makeCustomer(api);
    expect((await api.post('/api/frontend/wishlist/add', { product_id: arabic[0]!.id }, { token: customer.token })).status).toBe(200);
    const wishlist = await api.get('/api/frontend/wishlist?lang=ar', { token: customer.token });
    expect(wishlist.body.data.map((item: { name: string }) => item.name)).toEqual([arabic[0]!.nameAr]);
    expect((await api.get('/api/frontend/wishlist', { token: customer.token })).body.data[0].name).toBe(arabic[0]!.name);

    expect((await api.post('/api/frontend/save-for-later', { product_id: arabic[1]!.id }, { token: customer.token })).status).toBe(200);
    const saved = await api.get('/api/frontend/save-for-later?lang=ar', { token: customer.token });
    expect(saved.body.data.map((item: { name: string }) => item.name)).toEqual([arabic[1]!.nameAr]);
  });

  it("a guest's recently viewed products", async () => {
    const guest = 'guest-arabic-recent-1';
    for (const id of [arabic[0]!.id, englishOnly.id]) expect((await api.post('/api/frontend/recent-products', { product_id: id, guest_token: guest })).status).toBe(200);
    const recent = await api.get(`/api/frontend/guest/recent-products?guest_token=${guest}&lang=ar`);
    expect(names(recent.body.data)).toEqual([arabic[0]!.nameAr, englishOnly.name].sort());
  });
});

describe('orders in Arabic', () => {
  it('the placed order, its detail, the list, tracking and reorder name the products in Arabic; the stored line stays English', async () => {
    const customer = await makeCustomer(api);
    const placed = await placeOrder(api, customer, [arabic[0]!.id, englishOnly.id], { lang: 'ar' });
    const productNames = (order: { order_products: { product: { name: string } }[] }) => names(order.order_products.map((line) => line.product));
    const inArabic = [arabic[0]!.nameAr, englishOnly.name].sort();
    expect(productNames(placed)).toEqual(inArabic);

    const detail = await api.get(`/api/frontend/orders/${placed.id}?lang=ar`, { token: customer.token });
    expect(productNames(detail.body)).toEqual(inArabic);
    expect(productNames((await api.get(`/api/frontend/orders/${placed.id}`, { token: customer.token })).body)).toEqual([arabic[0]!.name, englishOnly.name].sort());
    expect(productNames((await api.get('/api/frontend/orders?lang=ar', { token: customer.token })).body.data[0])).toEqual(inArabic);
    const tracked = await api.post('/api/frontend/track-order?lang=ar', { order_number: placed.number, email: customer.email });
    expect(productNames(tracked.body.data)).toEqual(inArabic);

    const stored = await api.db.select({ name: orderProducts.name }).from(orderProducts).where(eq(orderProducts.orderId, placed.id));
    expect(names(stored)).toEqual([arabic[0]!.name, englishOnly.name].sort());

    // The address kept at checkout is English; its places are named in the answer's language,
    // the street as the shopper typed it (issue 33).
    const places = (address: Record<string, string>) => [address.country, address.state, address.city, address.address];
    const english = places((await api.get(`/api/frontend/orders/${placed.id}`, { token: customer.token })).body.shipping_address);
    expect(english[0]).toBe('United Arab Emirates');
    const [country, state, city, street] = places(detail.body.shipping_address);
    expect(places((placed as unknown as { shipping_address: Record<string, string> }).shipping_address)).toEqual([country, state, city, street]);
    expect(country).toBe('الإمارات العربية المتحدة');
    for (const name of [state, city]) expect(name).toMatch(/^[\u0600-\u06ff ]+$/);
    expect(street).toBe('Villa 3, Street 9');
    expect(places((await api.get('/api/frontend/orders?lang=ar', { token: customer.token })).body.data[0].shipping_address)).toEqual([country, state, city, street]);

    const reordered = await api.post(`/api/frontend/reorder/${placed.id}?lang=ar`, {}, { token: customer.token });
    expect(reordered.status).toBe(200);
    expect(names(reordered.body.data)).toEqual(inArabic);
  });

  it('a product renamed after the order keeps the English name it was sold under', async () => {
    const customer = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    const [row] = await api.db.select({ nameAr: products.nameAr }).from(products).where(eq(products.id, product!.id));
    const placed = await placeOrder(api, customer, [product!.id]);
    expect(placed.order_products[0]!.product.name).toBe(product!.name);
    try {
      await api.db.update(products).set({ name: `${product!.name} (new model)` }).where(eq(products.id, product!.id));
      const detail = await api.get(`/api/frontend/orders/${placed.id}?lang=ar`, { token: customer.token });
      expect(detail.body.order_products[0].product.name).toBe(product!.name);
    } finally {
      await api.db.update(products).set({ name: product!.name, nameAr: row!.nameAr }).where(eq(products.id, product!.id));
    }
  });

  it('a return names its product in Arabic', async () => {
    const customer = await makeCustomer(api);
    const placed = await placeOrder(api, customer, [arabic[1]!.id]);
    await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.id));
    const line = placed.order_products[0]!;
    const form = new FormData();
    for (const [key, value] of Object.entries({ order_id: String(placed.id), product_id: String(line.product_id), quantity: '1', reason: 'Damaged or defective', description: 'The door hinge arrived bent.' })) form.append(key, value);
    expect((await api.post(`/api/frontend/order-products/${line.id}/return?lang=ar`, form, { token: customer.token })).status).toBe(201);
    const listed = await api.get('/api/frontend/returns?lang=ar', { token: customer.token });
    expect(listed.body.data.map((item: { product: { name: string } }) => item.product.name)).toEqual([arabic[1]!.nameAr]);
    expect((await api.get('/api/frontend/returns', { token: customer.token })).body.data[0].product.name).toBe(arabic[1]!.name);
  });
});

describe('quotes in Arabic', () => {
  it('a quote requested, read, listed and updated with lang=ar names its items in Arabic', async () => {
    const customer = await makeCustomer(api);
    const created = await api.post('/api/frontend/quotes?lang=ar', { items: [{ product_id: arabic[0]!.id, quantity: 20 }] }, { token: customer.token });
    expect(created.status).toBe(201);
    expect(created.body.data.items[0].name).toBe(arabic[0]!.nameAr);
    const id = created.body.data.id;
    expect((await api.get(`/api/frontend/quotes/${id}?lang=ar`, { token: customer.token })).body.data.items[0].name).toBe(arabic[0]!.nameAr);
    expect((await api.get(`/api/frontend/quotes/${id}`, { token: customer.token })).body.data.items[0].name).toBe(arabic[0]!.name);
    expect((await api.get('/api/frontend/quotes?lang=ar', { token: customer.token })).body.data[0].items[0].name).toBe(arabic[0]!.nameAr);
    const updated = await api.put(`/api/frontend/quotes/${id}?lang=ar`, { items: [{ product_id: arabic[1]!.id, quantity: 5 }, { product_id: englishOnly.id, quantity: 5 }] }, { token: customer.token });
    expect(updated.status).toBe(200);
    expect(names(updated.body.data.items)).toEqual([arabic[1]!.nameAr, englishOnly.name].sort());
  });
});
