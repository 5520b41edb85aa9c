// Attack replay: lists a stranger or a customer fills had no bound. A guest could record views
// without end, a customer could grow a wishlist, saved items, documents, open quotations and
// idempotency keys without end. Now history drops its oldest rows and lists refuse past a cap
// with a 422 at the field; run on PostgreSQL too (the cap holds under concurrent adds).
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, quotes, recentProducts, savedDocuments, savedForLater, wishlistItems } from '../../src/db/schema/commerce';
import { KEYS_PER_CUSTOMER } from '../../src/http/idempotency';
import { CAP_MESSAGES, CAPS } from '../../src/accounts/row-caps';
import { messageText } from '../../src/words/message-keys';
import { RECENT_LIMIT } from '../../src/wishlist/wishlist-service';
import { blob, makeCustomer, PNG, sampleProducts } from '../commerce-fixtures';
import { startTestApi, type TestApi } from '../harness';

let api: TestApi;
let productIds: number[];
beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  productIds = (await sampleProducts(api, RECENT_LIMIT + 5)).map((product: { id: number }) => product.id);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

/** Ids no product has: filler rows for a list already at its cap (these tables hold ids, no foreign key). */
const fillerIds = (n: number) => Array.from({ length: n }, (_, i) => 900_000 + i);

describe('row caps', () => {
  it('a guest’s browsing history keeps only its newest views', async () => {
    const guest_token = `guest-${Date.now()}`;
    for (const product_id of productIds) {
      expect((await api.post('/api/frontend/recent-products', { product_id, guest_token })).status).toBe(200);
    }
    const rows = await api.db.select().from(recentProducts).where(eq(recentProducts.guestToken, guest_token));
    expect(rows).toHaveLength(RECENT_LIMIT);
    expect(rows.map((row) => row.productId).sort()).toEqual(productIds.slice(-RECENT_LIMIT).sort());
  });

  it('a full wishlist refuses another product at the field, and still takes one already in it', async () => {
    const customer = await makeCustomer(api);
    await api.db.insert(wishlistItems).values(fillerIds(CAPS.wishlist - 1).map((productId) => ({ customerId: customer.id, productId })));
    expect((await api.post('/api/frontend/wishlist/add', { product_id: productIds[0] }, { token: customer.token })).status).toBe(200);
    const refused = await api.post('/api/frontend/wishlist/add', { product_id: productIds[1] }, { token: customer.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ product_id: [messageText(CAP_MESSAGES.wishlist, 'en')] });
    expect((await api.post('/api/frontend/wishlist/add', { product_id: productIds[0] }, { token: customer.token })).status).toBe(200);
    const merged = await api.post('/api/frontend/wishlist/add-multiple', { products: [{ product_id: productIds[2] }] }, { token: customer.token });
    expect(merged.status).toBe(422);
    expect(merged.body.errors).toEqual({ products: [messageText(CAP_MESSAGES.wishlist, 'en')] });
  });

  it('the last free place in a wishlist goes to one of several adds at once', async () => {
    const customer = await makeCustomer(api);
    await api.db.insert(wishlistItems).values(fillerIds(CAPS.wishlist - 1).map((productId) => ({ customerId: customer.id, productId })));
    const answers = await Promise.all(productIds.slice(0, 5).map((product_id) => api.post('/api/frontend/wishlist/add', { product_id }, { token: customer.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const [held] = await api.db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.customerId, customer.id));
    expect(Number(held!.n)).toBe(CAPS.wishlist);
  });

  it('saved items stop at their cap', async () => {
    const customer = await makeCustomer(api);
    await api.db.insert(savedForLater).values(fillerIds(CAPS.savedForLater).map((productId) => ({ customerId: customer.id, productId })));
    const refused = await api.post('/api/frontend/save-for-later', { product_id: productIds[0] }, { token: customer.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ product_id: [messageText(CAP_MESSAGES.savedForLater, 'en')] });
  });

  it('documents stop at their cap, and the refused upload leaves no file', async () => {
    const customer = await makeCustomer(api);
    await api.db
      .insert(savedDocuments)
      .values(Array.from({ length: CAPS.documents }, (_, i) => ({ customerId: customer.id, kind: 'other', title: `Old ${i}`, storageKey: `documents/filler${i}`, mime: 'image/png', size: 1 })));
    const form = new FormData();
    form.append('kind', 'other');
    form.append('title', 'One too many');
    form.append('file', blob(PNG, 'image/png'), 'menu.png');
    const storedDocuments = () => (fs.existsSync(path.join(api.config.dataDir, 'uploads', 'documents')) ? fs.readdirSync(path.join(api.config.dataDir, 'uploads', 'documents')) : []);
    const before = storedDocuments();
    const refused = await api.post('/api/frontend/account/documents', form, { token: customer.token });
    expect(refused.status).toBe(422);
    expect(storedDocuments()).toEqual(before);
    expect(refused.body.errors).toEqual({ file: [messageText(CAP_MESSAGES.documents, 'en')] });
    const [held] = await api.db.select({ n: count() }).from(savedDocuments).where(eq(savedDocuments.customerId, customer.id));
    expect(Number(held!.n)).toBe(CAPS.documents);
  });

  it('open quotation requests stop at their cap', async () => {
    const customer = await makeCustomer(api);
    await api.db.insert(quotes).values(Array.from({ length: CAPS.openQuotes }, (_, i) => ({ number: `QT-CAP-${customer.id}-${i}`, customerId: customer.id })));
    const refused = await api.post('/api/frontend/quotes', { items: [{ product_id: productIds[0], quantity: 1 }] }, { token: customer.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ items: [messageText(CAP_MESSAGES.openQuotes, 'en')] });
  });

  it('a customer’s idempotency keys keep only the newest', async () => {
    const customer = await makeCustomer(api);
    for (let i = 0; i < KEYS_PER_CUSTOMER + 5; i += 1) {
      const res = await api.post('/api/frontend/cart/add', { product_id: productIds[0], quantity: 1 }, { token: customer.token, headers: { 'Idempotency-Key': `key-${i}` } });
      expect(res.status).toBe(200);
    }
    const [held] = await api.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.customerId, customer.id));
    expect(Number(held!.n)).toBe(KEYS_PER_CUSTOMER);
  });
});
