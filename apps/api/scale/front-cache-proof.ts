// The scale proof's pages through the cache in front (issue 31): Debian's nginx before HAProxy
// (nginx.conf.template) keeps a guest page and sends the next guest the same bytes without a
// render, one copy per page variant (device class, storefront and language cookies, encoding);
// a crowd on a page it has not got yet costs one render; the plain shell, a signed-in request
// and the JSON API go through untouched.
import assert from 'node:assert/strict';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { measuredPages } from '../bench/measured-pages';
import type { Cluster } from './cluster';

export const DESKTOP = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) scale proof' };
const PHONE_AGENTS = ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'];

export interface PageAnswer {
  status: number;
  /** nginx's X-Cache-Status: HIT, MISS, BYPASS, ...; '' when nginx did not try its cache. */
  cache: string;
  encoding: string | null;
  policy: string;
  bytes: Buffer;
  html: string;
}

/** GET `path` with `headers`, the body as sent (fetch would decode it): what a cache keeps. */
export function pageThrough(base: string, path: string, headers: Record<string, string>): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(base + path, { headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const header = (name: string) => String(response.headers[name] ?? '');
        const encoding = header('content-encoding') || null;
        const html = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
        resolve({ status: response.statusCode ?? 0, cache: header('x-cache-status'), encoding, policy: header('content-security-policy'), bytes, html });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`[scale] no answer to ${path} within 30 s`)));
    request.on('error', reject);
  });
}

export async function guestPagesAreKeptInFront(cluster: Cluster): Promise<string> {
  const front = cluster.frontCache.url;
  const { product, category } = await measuredPages(cluster.balancerUrl);

  // The first guest's page is rendered; the next guest (another cookie jar) gets the same bytes from nginx.
  const first = await pageThrough(front, product, DESKTOP);
  assert.equal(first.status, 200);
  assert.match(first.html, /__HORECA_SSR__/, 'a server-rendered page');
  assert.equal(first.cache, 'MISS');
  const second = await pageThrough(front, product, { ...DESKTOP, cookie: '_ga=GA1.1.2' });
  assert.equal(second.cache, 'HIT', 'the second guest is served without a render');
  assert.ok(second.bytes.equals(first.bytes), 'the same bytes for every guest');
  assert.equal(second.policy, first.policy);
  assert.doesNotMatch(first.policy, /nonce/);
  assert.match(first.policy, /script-src 'self' 'sha256-/);

  // A crowd on a page nginx has not got: one request goes on, the others wait for its copy.
  const crowd = await Promise.all(Array.from({ length: 30 }, () => pageThrough(front, category, DESKTOP)));
  assert.deepEqual(crowd.map((answer) => answer.status), Array(30).fill(200));
  assert.equal(crowd.filter((answer) => answer.cache !== 'HIT').length, 1, `one render for the crowd: ${crowd.map((answer) => answer.cache).join(' ')}`);
  assert.ok(crowd.every((answer) => answer.bytes.equals(crowd[0]!.bytes)));

  // A phone gets the phone's page (another device class), kept for every phone.
  const phones = [await pageThrough(front, product, { ...DESKTOP, 'user-agent': PHONE_AGENTS[0]! }), await pageThrough(front, product, { ...DESKTOP, 'user-agent': PHONE_AGENTS[1]! })];
  assert.deepEqual(phones.map((answer) => answer.cache), ['MISS', 'HIT'], 'one copy per device class');
  // A shopper on the us storefront never gets the ae page.
  const us = await pageThrough(front, product, { ...DESKTOP, cookie: 'storefront=us' });
  assert.notEqual(us.cache, 'HIT');

  // Brotli to a browser that takes it: its own copy, the same page. A process makes a page's
  // brotli form once the page is asked again (render/prepared-page.ts), so each is asked
  // directly until it has one; nginx's first brotli request then keeps whichever answers.
  await Promise.all(cluster.apis.map((api) => untilBrotli(`http://127.0.0.1:${api.port}`, product)));
  const brotli = await pageThrough(front, product, BROTLI);
  assert.deepEqual([brotli.cache, brotli.encoding], ['MISS', 'br'], 'a brotli copy of its own');
  assert.equal(brotli.html, first.html);
  const brotliAgain = await pageThrough(front, product, BROTLI);
  assert.deepEqual([brotliAgain.cache, brotliAgain.encoding], ['HIT', 'br']);

  // Never kept: a request with Authorization, the plain shell (its own nonce each time), the JSON API.
  assert.equal((await pageThrough(front, product, { ...DESKTOP, authorization: 'Bearer someone' })).cache, 'BYPASS');
  const shells = [await pageThrough(front, '/my-order', DESKTOP), await pageThrough(front, '/my-order', DESKTOP)];
  assert.deepEqual(shells.map((answer) => answer.cache), ['MISS', 'MISS'], 'the plain shell is never kept');
  assert.notEqual(shells[0]!.policy, shells[1]!.policy, 'each plain shell its own nonce');
  const reads = [await pageThrough(front, '/api/frontend/products/1', { accept: 'application/json' }), await pageThrough(front, '/api/frontend/products/1', { accept: 'application/json' })];
  assert.deepEqual(reads.map((answer) => answer.cache), ['MISS', 'MISS'], 'the JSON API goes through');

  return `${product}: MISS then HIT with the same ${first.bytes.length} B; a crowd of 30 on ${category}: 1 render; phones and the us storefront their own copies; brotli ${brotli.bytes.length} B; shell, Authorization and JSON never kept`;
}

const BROTLI = { ...DESKTOP, 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Asks one API process for `path` until it sends the page's brotli form (gzip until then). */
async function untilBrotli(api: string, path: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await pageThrough(api, path, BROTLI);
    if (answer.encoding === 'br') return;
    assert.equal(answer.encoding, 'gzip', 'a page is sent compressed before its brotli form is made');
    if (Date.now() > deadline) throw new Error(`[scale] ${api} made no brotli copy of ${path} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
