import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { usePublicOrigin } from './public-origin';
import type { AppEnv } from './router';
import { mountStorefront } from './static';

// A stand-in for the storefront's SSR build: its answer depends on the path, and its page
// reads the API in-process (the /api/frontend/hello route below) as the real one does.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-ssr-'));
const template = '<!doctype html><html><head><title>shell</title><meta name="description" content="shell description" /><!--ssr-head--></head><body><div id="root"><!--ssr-body--><p>static shell</p><!--/ssr-body--></div><!--ssr-data--><script src="/main.js"></script></body></html>';
fs.writeFileSync(path.join(dir, 'index.html'), template);
const entry = path.join(dir, 'entry-server.mjs');
fs.writeFileSync(
  entry,
  `export async function render(request, fetchInProcess) {
    const url = new URL(request.url);
    if (url.pathname === '/old-page') return { kind: 'redirect', status: 301, location: '/new-page' };
    if (url.pathname === '/my-order') return { kind: 'browser-only' };
    if (url.pathname === '/broken') throw new Error('render failed');
    if (url.pathname === '/slow') await new Promise((done) => setTimeout(done, 500));
    if (url.pathname === '/titled') return { kind: 'page', status: 200, head: '<title>Deep Fryers | Horeca Store</title><meta name="description" content="Fryers." /><style id="_goober">.a{}</style>', body: '<main>fryers</main>', data: '' };
    const hello = await (await fetchInProcess('/api/frontend/hello')).json();
    return { kind: 'page', status: url.pathname === '/missing' ? 404 : 200, head: '<style id="_goober">.a{}</style>', body: '<main>' + hello.text + ' from ' + hello.origin + '</main>', data: '<script>window.__HORECA_SSR__={}</script>' };
  }`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
app.use('*', usePublicOrigin('http://shop.example'));
app.get('/api/frontend/hello', (c) => c.json({ text: `Deep Fryers for ${c.req.header('x-debug-country') ?? 'anyone'}`, origin: new URL(c.req.url).origin }));
mountStorefront(app, dir, { ssrEntry: entry, render: { settings: { budgetMs: 200 } } });

const asBrowser = { headers: { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, br' } };
/** The plain shell without its CSP nonces (content-security-policy.test.ts checks those; a rendered page has none). */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, '');

describe('server rendering of storefront pages', () => {
  it('puts the rendered page, its styles and its data into index.html, compressed, with reads made in-process on the page origin with the shopper headers', async () => {
    const page = await app.request('http://shop.example/kitchen-equipment', { headers: { ...asBrowser.headers, 'x-debug-country': 'US', Cookie: 'secret=1' } });
    expect(page.status).toBe(200);
    // gzip: the page's bytes are compressed once, the same for every guest (render/prepared-page.ts).
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = gunzipSync(Buffer.from(await page.arrayBuffer())).toString();
    expect(html).not.toContain('nonce');
    expect(html).toContain('<div id="root"><main>Deep Fryers for US from http://shop.example</main></div>');
    expect(html).not.toContain('static shell');
    expect(html).toContain('<style id="_goober">.a{}</style></head>');
    // The data comes before the scripts that read it.
    expect(html).toContain('</div><script>window.__HORECA_SSR__={}</script><script src="/main.js"></script></body>');
  });

  it("gives a page with its own title and description those in place of the shell's, once each", async () => {
    const page = await app.request('/titled', asBrowser);
    const html = gunzipSync(Buffer.from(await page.arrayBuffer())).toString();
    expect(html).toContain('<head><title>Deep Fryers | Horeca Store</title><meta name="description" content="Fryers." /><style id="_goober">.a{}</style></head>');
    expect(html).not.toContain('shell');
  });

  it('answers a missing page with 404 and the page, and follows the redirect lookup', async () => {
    expect((await app.request('/missing', asBrowser)).status).toBe(404);
    const moved = await app.request('/old-page', asBrowser);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/new-page');
  });

  it('sends the plain index.html for browser-only routes, non-HTML requests, a failed render and a slow one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [url, init] of [
      ['/my-order', asBrowser],
      ['/kitchen-equipment', { headers: { Accept: 'application/json' } }],
      ['/broken', asBrowser],
      ['/slow', asBrowser],
    ] as const) {
      const page = await app.request(url, init);
      expect(page.status, url).toBe(200);
      // The plain page still carries the language of its address (English here: lang and dir).
      expect(withoutNonces(await page.text()), url).toBe(template.replace('<html>', '<html lang="en" dir="ltr">'));
    }
    expect(logged.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('server render of /broken failed')]);
    // The slow one was abandoned at its budget: counted and reported by the render gate.
    expect(warned.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('1 over-budget')]);
    logged.mockRestore();
    warned.mockRestore();
  });
});
