// Issue 30: a partner page's cart handed to the store (/cart/add), the order that records the
// partner, the staff report, and CORS that lets any page read the catalogue but write only
// from ALLOWED_ORIGINS.
import { STOREFRONT_MESSAGE } from '@horeca/core/storefront';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { cartHandoffs, cartLines, orders } from '../src/db/schema/commerce';
import { runOrdersCommand } from '../src/cli/orders';
import { deleteExpiredRows } from '../src/maintenance/expired-rows';
import { startTestApi, type TestApi } from './harness';
import { addressPlace, makeCustomer, sampleProducts } from './commerce-fixtures';

let api: TestApi;
let items: Awaited<ReturnType<typeof sampleProducts>>;
beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  items = await sampleProducts(api, 6);
});
afterAll(() => api?.close());

let sequence = 0;
const newId = () => `handoff-test-${Date.now().toString(36)}-${(sequence += 1)}`.padEnd(20, 'x');
const hand = (body: Record<string, unknown>, token?: string) => api.post('/api/frontend/cart/handoffs', body, token ? { token } : {});

describe('POST /api/frontend/cart/handoffs: each line checked, bad ones reported, good ones kept', () => {
  it("a guest's handoff answers the good lines with their products and reports every bad one", async () => {
    const [a, b, c] = items;
    const [soldOut] = await api.db.update(products).set({ stock: 0 }).where(eq(products.id, c!.id)).returning({ name: products.name });
    const [low] = await api.db.update(products).set({ stock: 2 }).where(eq(products.id, items[3]!.id)).returning({ name: products.name });
    const id = newId();
    const answer = await hand({ id, items: `${a!.id}:2,${b!.id},${a!.id}:1,abc,999999999:1,${c!.id}:1,${items[3]!.id}:5,${items[4]!.id}:${items[4]!.max + 1}`, from: 'https://partner.example/shop?x=1' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.added.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity])).toEqual([
      [a!.id, 3],
      [b!.id, 1],
    ]);
    expect(answer.body.data.added[0].product).toMatchObject({ id: a!.id, name: a!.name, images: expect.any(Array) });
    expect(answer.body.data.rejected).toEqual([
      { item: 'abc', product_id: null, message: 'This item could not be read.' },
      { item: '999999999:1', product_id: 999999999, message: 'This product is not available.' },
      { item: `${c!.id}:1`, product_id: c!.id, message: `${soldOut!.name} is out of stock.` },
      { item: `${items[3]!.id}:5`, product_id: items[3]!.id, message: `Only 2 of ${low!.name} left in stock.` },
      { item: `${items[4]!.id}:${items[4]!.max + 1}`, product_id: items[4]!.id, message: expect.stringMatching(/^Quantity must be a whole number from 1 to \d+ for this product\.$/) },
    ]);
    expect(answer.body.data).toMatchObject({ id, partner_origin: 'https://partner.example', replayed: false, merged_into_account: false, total: null });
    await api.db.update(products).set({ stock: 500 }).where(eq(products.id, c!.id));
    await api.db.update(products).set({ stock: 500 }).where(eq(products.id, items[3]!.id));
  });

  it('the same id again is a replay: the first origin stays, nothing is merged twice', async () => {
    const shopper = await makeCustomer(api);
    const id = newId();
    const first = await hand({ id, items: `${items[0]!.id}:2`, from: 'partner.example' }, shopper.token);
    expect(first.body.data).toMatchObject({ replayed: false, merged_into_account: true, total: 2, added: [{ product_id: items[0]!.id, quantity: 2, cart_quantity: 2 }] });
    const again = await hand({ id, items: `${items[0]!.id}:2`, from: 'https://evil.example' }, shopper.token);
    expect(again.body.data).toMatchObject({ replayed: true, merged_into_account: false, partner_origin: 'https://partner.example', total: 2 });
    const lines = await api.db.select().from(cartLines).where(eq(cartLines.customerId, shopper.id));
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[items[0]!.id, 2]]);
  });

  it('ten handoffs of one id at once merge the lines once (the row is the lock)', async () => {
    const shopper = await makeCustomer(api);
    const id = newId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => hand({ id, items: `${items[1]!.id}:3,${items[2]!.id}:1` }, shopper.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => !answer.body.data.replayed)).toHaveLength(1);
    const lines = await api.db.select().from(cartLines).where(eq(cartLines.customerId, shopper.id));
    expect(lines.map((line) => [line.productId, line.quantity]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [items[1]!.id, 3],
      [items[2]!.id, 1],
    ]);
  });

  it.each([
    [{ id: 'short', items: '1:1' }, 'id'],
    [{ id: 'x'.repeat(65), items: '1:1' }, 'id'],
    [{ id: 'has spaces in it here', items: '1:1' }, 'id'],
    [{ id: 'a'.repeat(20) }, 'items'],
    [{ id: 'a'.repeat(20), items: '1:1,'.repeat(600) }, 'items'],
  ])('refuses %j at %s', async (body, field) => {
    const answer = await hand(body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it('refuses an unknown storefront with core\'s one message at the field', async () => {
    const answer = await hand({ id: newId(), items: `${items[0]!.id}:1`, storefront: 'uk' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ storefront: [STOREFRONT_MESSAGE] });
  });

  it('a hostile from is kept as no partner, never as text', async () => {
    const id = newId();
    const answer = await hand({ id, items: `${items[0]!.id}:1`, from: 'javascript:alert(1)//partner.example' });
    expect(answer.body.data.partner_origin).toBeNull();
    const [row] = await api.db.select().from(cartHandoffs).where(eq(cartHandoffs.id, id));
    expect(row!.partnerOrigin).toBeNull();
  });

  it('more than 100 products: the first 100 are checked, the rest reported', async () => {
    const list = Array.from({ length: 102 }, (_, index) => `${index + 1}:1`).join(',');
    const answer = await hand({ id: newId(), items: list });
    expect(answer.status).toBe(200);
    const tooMany = answer.body.data.rejected.filter((line: { message: string }) => line.message === 'At most 100 products can be added at once.');
    expect(tooMany.map((line: { item: string }) => line.item)).toEqual(['101:1', '102:1']);
  });
});

describe('GET /api/frontend/cart/handoffs/{id}: the confirmation a partner page reads', () => {
  it('is there once the store took the handoff, a 404 before, and readable from any origin', async () => {
    const id = newId();
    const before = await api.get(`/api/frontend/cart/handoffs/${id}`, { headers: { origin: 'https://stranger.example' } });
    expect(before.status).toBe(404);
    expect(before.body.message).toBe('This cart handoff is not known.');
    expect(before.headers.get('access-control-allow-origin')).toBe('*');
    await hand({ id, items: `${items[0]!.id}:1` });
    const after = await api.get(`/api/frontend/cart/handoffs/${id}`, { headers: { origin: 'https://stranger.example' } });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ data: { id, confirmed: true } });
    expect(after.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the housekeeping timer sweeps handoffs past 30 days and keeps recent ones', async () => {
    const [old, recent] = [newId(), newId()];
    await api.db.insert(cartHandoffs).values([
      { id: old, createdAt: new Date(Date.now() - 31 * 86_400_000) },
      { id: recent, createdAt: new Date(Date.now() - 29 * 86_400_000) },
    ]);
    const report = await deleteExpiredRows(api.db);
    expect(report?.cartHandoffs).toBeGreaterThanOrEqual(1);
    const left = (await api.db.select({ id: cartHandoffs.id }).from(cartHandoffs)).map((row) => row.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });

  it('a handoff older than 30 days confirms nothing', async () => {
    const id = newId();
    await api.db.insert(cartHandoffs).values({ id, partnerOrigin: 'https://partner.example', createdAt: new Date(Date.now() - 31 * 86_400_000) });
    expect((await api.get(`/api/frontend/cart/handoffs/${id}`)).status).toBe(404);
  });
});

describe('the order records the partner; the staff report counts it', () => {
  const address = async () => ({ type: 'shipping', address: 'Villa 3, Street 9', ...(await addressPlace(api)), zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' });

  it('an order placed with a handoff id keeps its origin; one without, or with an unknown id, none', async () => {
    const shopper = await makeCustomer(api);
    const id = newId();
    await hand({ id, items: `${items[5]!.id}:2`, from: 'https://kitchen-brand.example/page' }, shopper.token);
    const placed = await api.post('/api/frontend/checkout/place-order', { address: await address(), payment_method: 'cash_on_delivery', handoff_id: id }, { token: shopper.token });
    expect(placed.status).toBe(201);
    const [row] = await api.db.select({ partnerOrigin: orders.partnerOrigin, total: orders.total }).from(orders).where(eq(orders.id, placed.body.data.id));
    expect(row!.partnerOrigin).toBe('https://kitchen-brand.example');

    for (const handoff_id of [undefined, 'unknown-handoff-id-123', '<script>alert(1)</script>']) {
      await api.post('/api/frontend/cart/add', { product_id: items[5]!.id, quantity: 1 }, { token: shopper.token });
      const plain = await api.post('/api/frontend/checkout/place-order', { address: await address(), payment_method: 'cash_on_delivery', ...(handoff_id ? { handoff_id } : {}) }, { token: shopper.token });
      expect(plain.status).toBe(201);
      const [other] = await api.db.select({ partnerOrigin: orders.partnerOrigin }).from(orders).where(eq(orders.id, plain.body.data.id));
      expect(other!.partnerOrigin).toBeNull();
    }

    const report = await runOrdersCommand(api.db, ['by-partner']);
    expect(report.code).toBe(0);
    expect(report.lines[0]).toBe('partner\tcurrency\torders\ttotal\tlast order');
    expect(report.lines).toContainEqual(expect.stringMatching(new RegExp(`^https://kitchen-brand\\.example\\tAED\\t1\\t${row!.total.toFixed(2).replace('.', '\\.')}\\t\\d{4}-`)));
    expect((await api.get('/api/test/orders/by-partner')).body.data).toContainEqual(expect.objectContaining({ partner_origin: 'https://kitchen-brand.example', orders: 1, currency: 'AED' }));
    expect(await runOrdersCommand(api.db, ['by-partner', '--since=2999-01-01'])).toEqual({ code: 0, lines: ['No orders from partner sites.'] });
    expect((await runOrdersCommand(api.db, ['by-partner', '--since=yesterday'])).code).toBe(2);
    expect((await runOrdersCommand(api.db, ['nothing'])).code).toBe(2);
  });
});

describe('CORS for embedding: any page reads the catalogue, only ALLOWED_ORIGINS write', () => {
  const stranger = { origin: 'https://stranger.example' };

  it.each(['/api/frontend/products/1', '/api/frontend/search?query=fryer', '/api/frontend/products/999999999', '/api/frontend/products/abc'])('GET %s answers Access-Control-Allow-Origin: * without credentials', async (path) => {
    const res = await api.get(path, { headers: stranger });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a write from a stranger gets no CORS header (the browser refuses it); from a listed origin it does', async () => {
    const shopper = await makeCustomer(api);
    const body = { product_id: items[0]!.id, quantity: 1 };
    const refused = await api.post('/api/frontend/cart/add', body, { token: shopper.token, headers: stranger });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const listed = await api.post('/api/frontend/cart/add', body, { token: shopper.token, headers: { origin: 'https://partner.example' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const handoff = await api.post('/api/frontend/cart/handoffs', { id: newId(), items: '1:1' }, { headers: stranger });
    expect(handoff.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("a token-bearing read or a signed-in route is not opened to strangers", async () => {
    const shopper = await makeCustomer(api);
    const withToken = await api.get('/api/frontend/products/1', { token: shopper.token, headers: stranger });
    expect(withToken.headers.get('access-control-allow-origin')).toBeNull();
    const cart = await api.get('/api/frontend/cart', { token: shopper.token, headers: stranger });
    expect(cart.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await api.request('OPTIONS', '/api/frontend/products/1', { headers: { ...stranger, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('ALLOWED_ORIGINS patterns and the localhost development setting', () => {
  let patterned: TestApi;
  beforeAll(async () => {
    patterned = await startTestApi({ seedProducts: 300, config: { allowedOrigins: ['https://*.partner.example', 'http://127.0.0.1:4361'], corsAllowLocalhost: true } });
  });
  afterAll(() => patterned?.close());

  it.each([
    ['https://shop.partner.example', true],
    ['https://a.b.partner.example', true],
    ['https://partner.example', false],
    ['http://shop.partner.example', false],
    ['https://shop.partner.example.evil.com', false],
    ['https://evilpartner.example', false],
    ['http://127.0.0.1:4361', true],
    ['http://127.0.0.1:4362', true],
    ['http://localhost:5173', true],
    ['https://localhost', true],
    ['http://localhost.evil.com', false],
  ])('%s may write: %s', async (origin, allowed) => {
    const res = await patterned.request('OPTIONS', '/api/frontend/cart/add', { headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
  });
});
