// Issue 18: with S3_* set, every upload path stores into the object store (nothing on this
// machine's disk past the request) and reads from it; deletion and the rollback of a refused
// request remove the object; a stranger still reads nothing. Against a local S3-compatible
// server (s3rver) that the test starts on a free loopback port.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { glitchReportFiles, orders, returnFiles, savedDocuments } from '../src/db/schema/commerce';
import { loadConfig } from '../src/config';
import { resetAbuseLimits } from '../src/rate-limit/limits';
import { CAPS } from '../src/accounts/row-caps';
import { createS3FileStore } from '../src/uploads/s3-file-store';
import { sweepStaleUploads } from '../src/uploads/temp-sweep';
import { blob, GIF, JPEG, makeCustomer, MP4, placeOrder, PNG, sampleProducts } from './commerce-fixtures';
import { startTestApi, type TestApi } from './harness';
import { claimForm } from './hostile/claim-form';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

let s3: S3TestServer;
let api: TestApi;

beforeAll(async () => {
  s3 = await startS3TestServer();
  api = await startTestApi({ seedProducts: 300, config: { objectStore: s3.settings } });
}, 180_000);
afterAll(async () => {
  await api?.close();
  await s3?.close();
});
afterEach(async () => {
  await resetAbuseLimits(api.db);
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** Files on this machine's disk under DATA_DIR: with an object store, none stay past a request. */
function localFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)])) : [];
  return [...walk(path.join(api.config.dataDir, 'uploads')), ...walk(path.join(api.config.dataDir, 'upload-tmp'))];
}

const added = async <T,>(action: () => Promise<T>) => {
  const before = new Set(await s3.keys());
  const result = await action();
  return { result, keys: (await s3.keys()).filter((key) => !before.has(key)) };
};

describe('uploads in an S3-compatible object store', () => {
  it('a price-match claim screenshot is stored in the bucket (re-encoded) and read back from it', async () => {
    const email = `s3claim.${Date.now()}@example.com`;
    const { result, keys } = await added(() => api.post('/api/frontend/price-match-claims', claimForm({ customer_email: email, competitor_screenshot: blob(JPEG, 'image/jpeg') }, 'offer.jpg')));
    expect(result.status, result.text).toBe(201);
    expect(keys).toEqual([expect.stringMatching(/^claims\/[A-Za-z0-9_-]+\.jpg$/)]);
    const stored = await objectBytes(keys[0]!);
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The API reads it back through the same store: the very bytes in the bucket.
    const read = await api.get(`/api/test/price-match-claims?email=${encodeURIComponent(email)}`);
    expect(read.body.data[0].screenshot).toEqual({ mime: 'image/jpeg', size: stored.length, sha256: sha256(stored) });
    expect(localFiles()).toEqual([]);
  });

  it('glitch report screenshots are stored in the bucket under the keys the report rows name', async () => {
    const form = new FormData();
    form.append('email', 'tester@example.com');
    form.append('description', 'The cart badge shows 0 after adding.');
    form.append('images[]', blob(PNG, 'image/png'), 'one.png');
    form.append('images[]', blob(GIF, 'image/gif'), 'two.gif');
    const { result, keys } = await added(() => api.post('/api/frontend/glitch-errors', form));
    expect(result.status, result.text).toBe(201);
    const rows = await api.db.select({ key: glitchReportFiles.storageKey, size: glitchReportFiles.size }).from(glitchReportFiles);
    const mine = rows.filter((row) => keys.includes(row.key));
    expect(mine).toHaveLength(2);
    for (const row of mine) expect((await objectBytes(row.key)).length).toBe(row.size);
    expect(keys.map((key) => key.split('.').pop()).sort()).toEqual(['gif', 'png']);
    expect(localFiles()).toEqual([]);
  });

  it('return photos and videos are stored in the bucket', async () => {
    const owner = await makeCustomer(api);
    const [product] = await sampleProducts(api, 1);
    const order = await placeOrder(api, owner, [product!.id], { quantity: 2 });
    await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const [line] = (order as unknown as { order_products: { id: number }[] }).order_products;
    const form = new FormData();
    for (const [key, value] of Object.entries({ order_id: String(order.id), product_id: String(product!.id), quantity: '1', reason: 'Damaged or defective', description: 'The door hinge arrived bent.' })) form.append(key, value);
    form.append('product_images[]', blob(PNG, 'image/png'), 'hinge.png');
    form.append('product_videos[]', blob(MP4, 'video/mp4'), 'hinge.mp4');
    const { result, keys } = await added(() => api.post(`/api/frontend/order-products/${line!.id}/return`, form, { token: owner.token }));
    expect(result.status, result.text).toBe(201);
    const rows = await api.db.select({ key: returnFiles.storageKey }).from(returnFiles);
    expect(keys.sort()).toEqual(rows.map((row) => row.key).filter((key) => keys.includes(key)).sort());
    expect(keys).toHaveLength(2);
    // A video is kept as sent (only pictures are re-encoded).
    expect(await objectBytes(keys.find((key) => key.endsWith('.mp4'))!)).toEqual(MP4);
    expect(localFiles()).toEqual([]);
  });

  it('a saved document: its owner downloads it from the bucket through the API, a stranger cannot, deleting removes the object', async () => {
    const owner = await makeCustomer(api);
    const stranger = await makeCustomer(api);
    const form = new FormData();
    form.append('kind', 'other');
    form.append('title', 'Trade licence');
    form.append('file', blob(PNG, 'image/png'), 'licence.png');
    const { result, keys } = await added(() => api.post('/api/frontend/account/documents', form, { token: owner.token }));
    expect(result.status, result.text).toBe(201);
    expect(keys).toEqual([expect.stringMatching(/^documents\/.+\.png$/)]);
    const id = result.body.data.id as number;

    const download = await fetch(`${api.baseUrl}/api/frontend/account/documents/${id}/download`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(await objectBytes(keys[0]!));
    expect((await api.get(`/api/frontend/account/documents/${id}/download`, { token: stranger.token })).status).toBe(404);
    expect((await api.get(`/api/frontend/account/documents/${id}/download`)).status).toBe(401);
    expect((await api.delete(`/api/frontend/account/documents/${id}`, { token: stranger.token })).status).toBe(404);
    expect(await s3.keys()).toContain(keys[0]);

    expect((await api.delete(`/api/frontend/account/documents/${id}`, { token: owner.token })).status).toBe(200);
    expect(await s3.keys()).not.toContain(keys[0]);
    expect((await api.get(`/api/frontend/account/documents/${id}/download`, { token: owner.token })).status).toBe(404);
  });

  it('a request refused after its file was stored (the document cap) leaves no object behind', async () => {
    const owner = await makeCustomer(api);
    await api.db
      .insert(savedDocuments)
      .values(Array.from({ length: CAPS.documents }, (_, i) => ({ customerId: owner.id, kind: 'other', title: `Old ${i}`, storageKey: `documents/filler${i}`, mime: 'image/png', size: 1 })));
    const form = new FormData();
    form.append('kind', 'other');
    form.append('title', 'One too many');
    form.append('file', blob(PNG, 'image/png'), 'extra.png');
    const { result, keys } = await added(() => api.post('/api/frontend/account/documents', form, { token: owner.token }));
    expect(result.status).toBe(422);
    expect(keys).toEqual([]);
    expect(localFiles()).toEqual([]);
  });

  it('the start-up sweep of stale temp uploads still works: temp files stay on local disk, only stored files move', async () => {
    const tempDir = path.join(api.config.dataDir, 'upload-tmp');
    fs.mkdirSync(tempDir, { recursive: true });
    const stale = path.join(tempDir, 'crashed-upload');
    fs.writeFileSync(stale, 'half a file');
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale, anHourAgo, anHourAgo);
    expect(await sweepStaleUploads(tempDir)).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
  });

  it('the store refuses a key it did not make, before asking the bucket', async () => {
    const store = createS3FileStore(s3.settings, s3.client);
    await expect(store.get('../claims/x.png')).rejects.toThrow(/unsafe storage key/);
    await expect(store.put('claims/../../etc.png', Readable.from([PNG]), { contentType: 'image/png', size: PNG.length })).rejects.toThrow(/unsafe storage key/);
    expect(await store.get('claims/AAAAAAAAAAAAAAAAAAAAAAAA.png')).toBeNull();
  });
});

describe('S3 settings', () => {
  const base = { NODE_ENV: 'production', APP_SECRET: 'object-store-test-secret-0123456789' };
  it('S3_BUCKET chooses the object store; with none of S3_* set, files stay on disk', () => {
    expect(loadConfig({ ...base }).objectStore).toBeNull();
    expect(loadConfig({ ...base, S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'https://s3.example', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: '1' }).objectStore).toEqual({
      endpoint: 'https://s3.example',
      bucket: 'b',
      region: 'eu-west-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
  });

  it.each([
    ['an endpoint without a bucket', { S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET is required/],
    ['a key without its secret', { S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' }, /go together/],
    ['a secret without its key', { S3_BUCKET: 'b', S3_REGION: 'r', S3_SECRET_ACCESS_KEY: 's' }, /go together/],
    ['no region in production', { S3_BUCKET: 'b' }, /S3_REGION is required/],
    ['an endpoint that is not a URL', { S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' }, /http\(s\) URL/],
  ])('half-set settings are refused at start: %s', (_label, env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
