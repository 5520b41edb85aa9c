// Issue 29: the store's own catalogue in one command. The sample feed (catalogue-feed/, 300
// products) is imported from CSV and from JSON Lines, a dry run reports every problem at its row
// and field and writes nothing, a rerun changes nothing, pictures come from a file and from a
// loopback HTTP server (checked, re-encoded, stored once), an update shows in the product API and
// in search at once, and an export imported again changes nothing.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LINK_PREVIEW } from '@horeca/core/constants';
import { count, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../src/db/schema/catalogue';
import { importFeed } from '../src/catalogue-import/import-feed';
import { exportFeed } from '../src/catalogue-import/export-feed';
import { FEED_COLUMNS } from '../src/catalogue-import/feed-format';
import { csvField } from '../src/catalogue-import/feed-read';
import { runCatalogueCommand } from '../src/cli/catalogue';
import { startTestApi, type TestApi } from './harness';

const SAMPLE_CSV = path.join(import.meta.dirname, 'catalogue-feed/sample-feed.csv');
const SAMPLE_JSONL = path.join(import.meta.dirname, 'catalogue-feed/sample-feed.jsonl');

let api: TestApi;
let dir: string;
let pictureServer: http.Server;
let pictureHits = 0;
let pictureUrl = '';

beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-import-'));
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8899aa' } }).jpeg().toBuffer();
  pictureServer = http.createServer((req, res) => {
    if (req.url !== '/oven.jpg') return void res.writeHead(404).end();
    pictureHits++;
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve));
  pictureUrl = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}/oven.jpg`;
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => pictureServer?.close(resolve));
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const importFile = (file: string, dryRun = false) => importFeed(api.db, file, { dryRun, files: api.server.deps.files });
const feedProducts = async () => (await api.db.select({ n: count() }).from(products).where(like(products.sku, 'FEED-%')))[0]!.n;
const bySku = async (sku: string) => (await api.db.select().from(products).where(eq(products.sku, sku)))[0]!;

/** A CSV of `rows` (column -> value), the columns in the feed's order. */
function writeCsv(name: string, rows: Partial<Record<(typeof FEED_COLUMNS)[number], string>>[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, [FEED_COLUMNS.join(','), ...rows.map((row) => FEED_COLUMNS.map((column) => csvField(row[column] ?? '')).join(','))].join('\r\n'));
  return file;
}
const good = (sku: string, extra: Record<string, string> = {}) => ({
  id: sku, title: `Rational iCombi Pro 10-1/1 Electric Combi Oven ${sku}`, description: 'Ten-tray combi oven for busy kitchens.', brand: 'Rational',
  category_path: 'Kitchen Equipment > Commercial Ovens > Combi Ovens', price_aed: '68500.00', stock: '3', ...extra,
});

describe('the sample feed', () => {
  it('a dry run checks all 300 rows, reports them as new and writes nothing', async () => {
    const summary = await importFile(SAMPLE_CSV, true);
    expect(summary).toMatchObject({ rows: 300, created: 300, updated: 0, unchanged: 0, refused: 0, problems: [] });
    expect(await feedProducts()).toBe(0);
  });

  it('imports from CSV, then the same products from JSON Lines change nothing, nor does the CSV again', async () => {
    expect(await importFile(SAMPLE_CSV)).toMatchObject({ rows: 300, created: 300, updated: 0, unchanged: 0, refused: 0 });
    expect(await feedProducts()).toBe(300);
    expect(await importFile(SAMPLE_JSONL)).toMatchObject({ rows: 300, created: 0, updated: 0, unchanged: 300, refused: 0 });
    expect(await importFile(SAMPLE_CSV)).toMatchObject({ created: 0, updated: 0, unchanged: 300 });
    const first = await bySku('FEED-00001');
    expect(first).toMatchObject({ name: 'Globe Floor Planetary Mixer with Bowl Guard 30 qt.', priceAed: 30871, stock: 6, status: 'published' });
    expect(first.nameAr).toMatch(/[\u0600-\u06ff]/);
    const page = (await api.get(`/api/frontend/products/${first.id}`)).body.data;
    expect(page).toMatchObject({ name: first.name, sku: 'FEED-00001', original_price: 30871 });
  });

  it('an update shows at once in the product API, in search and in the category counts', async () => {
    const file = writeCsv('update.csv', [good('FEED-00002', { title: 'Panasonic Zephyrwave Commercial Microwave 1800W', category_path: 'Kitchen Equipment > Commercial Ovens > Microwave Ovens', brand: 'Panasonic', price_aed: '2222.00', stock: '9' })]);
    expect(await importFile(file)).toMatchObject({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const row = await bySku('FEED-00002');
    expect((await api.get(`/api/frontend/products/${row.id}`)).body.data).toMatchObject({ name: 'Panasonic Zephyrwave Commercial Microwave 1800W', original_price: 2222 });
    const found = (await api.get('/api/frontend/search/products?query=zephyrwave')).body;
    expect(found.data.map((p: { id: number }) => p.id)).toEqual([row.id]);
    const suggestions = (await api.get('/api/frontend/search?query=zephyrw')).body;
    expect(JSON.stringify(suggestions)).toContain('Zephyrwave');
  });
});

describe('problems', () => {
  it('a dry run reports every problem with its row and field, and imports nothing', async () => {
    const file = writeCsv('broken.csv', [
      good('NEW-1'),
      good('NEW-2', { price_aed: 'twelve' }),
      good('NEW-3', { category_path: 'Kitchen Equipment > Toasters' }),
      good('NEW-4', { gtin: '4006381333932' }), // wrong check digit
      good('NEW-5', { title: '' }),
      good('NEW-1'),
      good('NEW-6', { sale_price_aed: '70000.00' }),
      good('NEW-7', { stock: '0', availability: 'in_stock' }),
      good('NEW-8', { image_link: 'ftp://example.com/x.png' }),
    ]);
    const before = (await api.db.select({ n: count() }).from(products))[0]!.n;
    const summary = await importFile(file, true);
    expect(summary).toMatchObject({ rows: 9, created: 1, refused: 8 });
    expect(summary.problems.map((p) => [p.row, p.field])).toEqual([
      [3, 'price_aed'],
      [4, 'category_path'],
      [5, 'gtin'],
      [6, 'title'],
      [7, 'id'],
      [8, 'sale_price_aed'],
      [9, 'stock'],
      [10, 'image_link'],
    ]);
    expect(summary.problems[4]!.message).toBe("'NEW-1' is already on row 2.");
    expect((await api.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
    // The command prints each problem, then the summary, and fails.
    const { code, lines } = await runCatalogueCommand(api.db, ['import', file, '--dry-run'], { files: api.server.deps.files, storefrontUrl: 'https://store.example' });
    expect(code).toBe(1);
    expect(lines[0]).toBe("row 3: price_aed: 'twelve' is not a price (write 1234.50 or 1234.50 AED).");
    expect(lines.at(-1)).toBe('Dry run, nothing imported: would have 9 rows: 1 created, 0 updated, 0 unchanged, 8 refused.');
  });

  it('a batch the database refuses leaves none of its products behind, nor its new brand; the same file goes in whole later', async () => {
    const file = writeCsv('refused.csv', [good('FAIL-1', { brand: 'Brandnew Ovens' }), good('FAIL-2'), good('FAIL-3')]);
    // A real refusal from the database in the middle of the batch (row 2), as a constraint would.
    await api.db.execute(sql`create function refuse_fail_2() returns trigger language plpgsql as $$
      begin if new.sku = 'FAIL-2' then raise exception 'refused by the test'; end if; return new; end $$`);
    await api.db.execute(sql`create trigger refuse_fail_2 before insert on products for each row execute function refuse_fail_2()`);
    let failure: unknown = null;
    try {
      await importFile(file);
    } catch (error) {
      failure = error;
    } finally {
      await api.db.execute(sql`drop trigger refuse_fail_2 on products`);
      await api.db.execute(sql`drop function refuse_fail_2()`);
    }
    expect(`${failure} ${(failure as { cause?: unknown } | null)?.cause}`).toContain('refused by the test');
    const failed = async () => (await api.db.select({ n: count() }).from(products).where(like(products.sku, 'FAIL-%')))[0]!.n;
    expect(await failed()).toBe(0);
    expect(await api.db.select().from(brands).where(eq(brands.name, 'Brandnew Ovens'))).toEqual([]);
    expect(await importFile(file)).toMatchObject({ rows: 3, created: 3, refused: 0 });
    expect(await failed()).toBe(3);
  });

  it('reads a broken JSON line as a problem of its row, and the rest of the file', async () => {
    const file = path.join(dir, 'broken.jsonl');
    fs.writeFileSync(file, `${JSON.stringify(good('J-1'))}\n{"id": "J-2", \n${JSON.stringify(good('J-3', { condition: 'new' }))}\n`);
    const summary = await importFile(file, true);
    expect(summary).toMatchObject({ rows: 3, created: 2, refused: 1, ignoredColumns: ['condition'] });
    expect(summary.problems).toEqual([{ row: 2, field: 'row', message: 'Row is not valid JSON.' }]);
  });

  it('answers the usage for anything else', async () => {
    expect((await runCatalogueCommand(api.db, ['import'], { files: api.server.deps.files, storefrontUrl: '' })).code).toBe(2);
    expect((await runCatalogueCommand(api.db, ['import', 'x.csv', '--force'], { files: api.server.deps.files, storefrontUrl: '' })).code).toBe(2);
  });
});

describe('pictures', () => {
  it('loads one from a file and one over HTTP, stores each size once as WebP and JPEG, and a rerun fetches nothing', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#c0ffee' } }).png().toBuffer();
    fs.writeFileSync(path.join(dir, 'front.png'), png);
    const file = writeCsv('pictures.csv', [good('PIC-1', { image_link: 'front.png', additional_image_link: pictureUrl })]);
    expect(await importFile(file)).toMatchObject({ created: 1, refused: 0 });
    expect(pictureHits).toBe(1);
    const row = await bySku('PIC-1');
    expect(row.imageCount).toBe(2);
    expect(row.pictures!.map((p) => p.source)).toEqual(['front.png', pictureUrl]);
    const product = (await api.get(`/api/frontend/products/${row.id}`)).body.data;
    expect(product.images).toHaveLength(2);
    const first = await api.get(new URL(product.images[0]).pathname);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    const served = await sharp(Buffer.from(await (await fetch(`${api.baseUrl}${new URL(product.images[1]).pathname}`)).arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 800 });
    // A link preview of an imported picture is the preview's size the page declares, the picture whole on white.
    const share = await fetch(`${api.baseUrl}/api/images/products/${row.id}/share.png`);
    expect(share.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await share.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: LINK_PREVIEW.width, height: LINK_PREVIEW.height });
    // Fitted once, then kept in the file store beside the picture's sizes, under the same hash.
    const kept = await api.server.deps.files.get(row.pictures![0]!.sizes['800']!.jpeg.replace(/-w800\.jpg$/, '-share.png'));
    kept?.body.destroy();
    expect(kept?.info.contentType).toBe('image/png');
    // The other sizes, in WebP, at names that never change content.
    const webp = row.pictures![1]!.sizes['1200']!.webp.replace('catalogue/', '');
    const large = await fetch(`${api.baseUrl}/api/catalogue-pictures/${webp}`);
    expect(large.headers.get('cache-control')).toContain('immutable');
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    // The 640 px file is not enlarged.
    expect((await sharp(Buffer.from(await (await fetch(`${api.baseUrl}/api/catalogue-pictures/${row.pictures![0]!.sizes['1200']!.jpeg.replace('catalogue/', '')}`)).arrayBuffer())).metadata()).width).toBe(640);

    expect(await importFile(file)).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(pictureHits).toBe(1);
  });

  it('refuses a picture hiding a page after its end, and one the server does not have, at their fields', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } }).png().toBuffer();
    fs.writeFileSync(path.join(dir, 'polyglot.png'), Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]));
    const file = writeCsv('bad-pictures.csv', [good('PIC-2', { image_link: 'polyglot.png' }), good('PIC-3', { image_link: pictureUrl.replace('oven', 'missing') }), good('PIC-4', { image_link: 'no-such-file.png' })]);
    const summary = await importFile(file);
    expect(summary).toMatchObject({ created: 0, refused: 3 });
    expect(summary.problems.map((p) => `${p.row} ${p.field} ${p.message}`)).toEqual([
      "2 image_link 'polyglot.png' hides markup or data besides the picture.",
      `3 image_link '${pictureUrl.replace('oven', 'missing')}' answered 404.`,
      "4 image_link 'no-such-file.png' is not a file that can be read.",
    ]);
  });
});

describe('export', () => {
  it('writes the catalogue back in the same format: imported again, nothing changes', async () => {
    const total = (await api.db.select({ n: count() }).from(products))[0]!.n;
    for (const name of ['export.csv', 'export.jsonl']) {
      const file = path.join(dir, name);
      expect(await exportFeed(api.db, file, 'https://store.example')).toBe(total);
      expect(await importFile(file)).toMatchObject({ rows: total, created: 0, updated: 0, unchanged: total, refused: 0 });
    }
    const csv = fs.readFileSync(path.join(dir, 'export.csv'), 'utf8');
    expect(csv.split('\n')[0]).toBe(FEED_COLUMNS.join(','));
    expect(csv).toMatch(/\nFEED-00001,Globe Floor Planetary Mixer with Bowl Guard 30 qt\.,.*,https:\/\/store\.example\/food-preparation-equipment\/commercial-mixers\/globe-floor-planetary-mixer-with-bowl-guard-30-qt-\d+,/);
  });
});
