// Guest pages kept and sent again (issue 31): the second guest gets the page without a render,
// the same bytes with the same policy (inline scripts and styles by hash), a 304 for a copy
// still good, Cache-Control for shared caches; nobody's session reaches a kept page; a
// catalogue change drops it.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueChanged } from '../cache/catalogue-changes';
import type { Db } from '../db/client';
import { usePublicOrigin } from '../http/public-origin';
import type { AppEnv } from '../http/router';
import { mountStorefront } from '../http/static';
import { standInRenders, standInStorefront } from '../../test/stand-in-storefront';

const storefront = standInStorefront();
afterAll(storefront.cleanup);
/** Stands for the database: catalogue changes are announced per database. */
const db = {} as Db;
let productName = 'Deep Fryer 12 L';

const app = new Hono<AppEnv>();
app.use('*', usePublicOrigin('http://shop.example'));
app.get('/api/frontend/products/1', (c) => c.json({ data: { name: `${productName} (${c.req.query('storefront')})` } }));
mountStorefront(app, storefront.dir, { ssrEntry: storefront.entry, render: { db, settings: { cacheSeconds: 60, staleSeconds: 300 } } });

const browser = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const decoded = (bytes: Buffer, encoding: string | null) => (encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString();

async function get(path: string, headers: Record<string, string> = browser) {
  const before = standInRenders();
  const response = await app.request(`http://shop.example${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const html = decoded(bytes, response.headers.get('content-encoding'));
  return { response, html, rendered: standInRenders() - before, policy: response.headers.get('content-security-policy') ?? '' };
}

// The renderer renders once at start (its warm-up): done before any count is taken.
beforeAll(async () => void (await app.request('http://shop.example/warm-up', { headers: browser })));

describe('kept guest pages', () => {
  it('render once for a crowd: the next guest gets the same bytes and policy, its inline scripts and styles allowed by hash', async () => {
    const first = await get('/deep-fryers/fryer-1');
    expect(first.rendered).toBe(1);
    expect(first.response.headers.get('x-render-cache')).toBe('miss');
    const second = await get('/deep-fryers/fryer-1', { ...browser, 'accept-encoding': 'gzip' });
    expect(second.rendered).toBe(0);
    expect(second.response.headers.get('x-render-cache')).toBe('hit');
    expect(second.html).toContain('<h1>Deep Fryer 12 L (ae)</h1>');
    // One page for every guest: what a shared cache in front may keep and send to all.
    expect(second.html).toBe(first.html);
    expect(second.policy).toBe(first.policy);
    expect(first.html).not.toContain('nonce');
    // The shell's two scripts and the render's style sheet by hash; the data block (never run) needs none.
    expect(/script-src ([^;]*)/.exec(first.policy)?.[1]).toBe(`'self' ${hashOf('early()')} ${hashOf('load()')}`);
    expect(/style-src ([^;]*)/.exec(first.policy)?.[1]).toBe(`'self' ${hashOf('.a{}')}`);
  });

  it('is sent brotli once its brotli form is made, to a client that takes it', async () => {
    const first = await get('/deep-fryers/fryer-5');
    expect(first.response.headers.get('content-encoding')).toBe('gzip');
    await vi.waitFor(async () => expect((await get('/deep-fryers/fryer-5')).response.headers.get('content-encoding')).toBe('br'));
    const later = await get('/deep-fryers/fryer-5');
    expect(later.rendered).toBe(0);
    expect(later.html).toBe(first.html);
    expect((await get('/deep-fryers/fryer-5', { accept: 'text/html' })).response.headers.get('content-encoding')).toBeNull();
  });

  it('makes a brotli form only for a page asked for again: most pages of a crowd spread over the catalogue are asked once', async () => {
    expect((await get('/deep-fryers/fryer-7')).response.headers.get('content-encoding')).toBe('gzip');
    // Long past a brotli made right away (a few milliseconds for this page).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await get('/deep-fryers/fryer-7')).response.headers.get('content-encoding')).toBe('gzip');
    await vi.waitFor(async () => expect((await get('/deep-fryers/fryer-7')).response.headers.get('content-encoding')).toBe('br'));
  });

  it('says a shared cache may keep it, with stale-while-revalidate, and answers 304 to a copy still good, without a new policy', async () => {
    const { response } = await get('/deep-fryers/fryer-2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // A phone's page is not a desktop's (the next test): a cache that keys on what Vary names never mixes them.
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/deep-fryers/fryer-2', { ...browser, 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.html).toBe('');
    expect(again.rendered).toBe(0);
    expect(again.response.headers.get('etag')).toBe(etag);
    // The browser keeps the policy stored with its copy.
    expect(again.response.headers.get('content-security-policy')).toBeNull();
    expect((await get('/deep-fryers/fryer-2', { ...browser, 'if-none-match': 'W/"other"' })).response.status).toBe(200);
  });

  it("never holds a shopper's session: the render sees no session cookie or Authorization, and the next shopper gets nobody's", async () => {
    const signedIn = await get('/tableware/plate-1', { ...browser, cookie: 'session=alice-secret; storefront=ae', authorization: 'Bearer alice-token' });
    expect(signedIn.html).toContain('<p>cookie=storefront=ae authorization=</p>');
    expect(signedIn.html).not.toMatch(/alice/);
    const other = await get('/tableware/plate-1', { ...browser, cookie: 'session=bob-secret; storefront=ae', authorization: 'Bearer bob-token' });
    expect(other.rendered).toBe(0);
    expect(other.html).not.toMatch(/alice|bob/);
  });

  it('keeps one page per storefront and device: a us shopper or a phone never gets the ae desktop page', async () => {
    await get('/tableware/plate-2');
    const us = await get('/tableware/plate-2', { ...browser, cookie: 'storefront=us' });
    expect(us.rendered).toBe(1);
    expect(us.html).toContain('<h1>Deep Fryer 12 L (us)</h1><p>us desktop</p>');
    const phone = await get('/tableware/plate-2', { ...browser, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' });
    expect(phone.rendered).toBe(1);
    expect(phone.html).toContain('<p>ae phone</p>');
    expect((await get('/tableware/plate-2', { ...browser, cookie: 'storefront=us; _ga=1' })).rendered).toBe(0);
  });

  it('drops every page when the catalogue changes', async () => {
    expect((await get('/deep-fryers/fryer-3')).rendered).toBe(1);
    expect((await get('/deep-fryers/fryer-3')).rendered).toBe(0);
    productName = 'Deep Fryer 14 L';
    catalogueChanged(db);
    const changed = await get('/deep-fryers/fryer-3');
    expect(changed.rendered).toBe(1);
    expect(changed.html).toContain('<h1>Deep Fryer 14 L (ae)</h1>');
  });

  it('keeps no error page and nothing for a browser-only route; a preview fetcher (Accept: */*) gets the rendered page', async () => {
    await get('/missing');
    const missing = await get('/missing');
    expect(missing.response.status).toBe(404);
    expect(missing.rendered).toBe(1);
    expect(missing.response.headers.get('cache-control')).toBe('no-cache');
    const preview = await get('/deep-fryers/fryer-4', { accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0' });
    expect(preview.html).toContain('<title>Deep Fryer 14 L (ae)</title>');
    expect((await get('/my-order')).html).toContain('static shell');
  });
});
