// Attack replay for the server-rendered page: `Host: evil.example` became the origin of the
// page's canonical link and of the image URLs its in-process reads wrote into the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parsePublicOrigin, publicOrigin, usePublicOrigin } from './public-origin';
import type { AppEnv } from './router';
import { mountStorefront } from './static';

// A stand-in SSR build: a canonical link on the URL it is asked to render, and an image URL
// from an in-process read, as the real storefront writes them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-origin-ssr-'));
fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--ssr-head--></head><body><!--ssr-body--><!--/ssr-body--><!--ssr-data--></body></html>');
const entry = path.join(dir, 'entry-server.mjs');
fs.writeFileSync(
  entry,
  `export async function render(request, fetchInProcess) {
    const image = (await (await fetchInProcess('/api/frontend/image')).json()).image;
    return { kind: 'page', status: 200, head: '<link rel="canonical" href="' + new URL(request.url).href + '">', body: '<img src="' + image + '">', data: '' };
  }`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function storefront(configured: string | null) {
  const app = new Hono<AppEnv>();
  app.use('*', usePublicOrigin(configured));
  app.get('/api/frontend/image', (c) => c.json({ image: `${publicOrigin(c)}/api/images/products/1/1.png` }));
  mountStorefront(app, dir, { ssrEntry: entry });
  return app;
}

const hostile = { headers: { Accept: 'text/html', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' } };

describe('the public origin of absolute URLs', () => {
  it('renders the page with its canonical link and image URLs on PUBLIC_ORIGIN, whatever the Host header says', async () => {
    const page = await storefront('https://shop.example').request('http://evil.example/kitchen/ovens?page=2', hostile);
    const html = await page.text();
    expect(html).toContain('<link rel="canonical" href="https://shop.example/kitchen/ovens?page=2">');
    expect(html).toContain('<img src="https://shop.example/api/images/products/1/1.png">');
    expect(html).not.toContain('evil.example');
  });

  it('without PUBLIC_ORIGIN uses the listening address, not the Host header', async () => {
    const page = await storefront(null).request('http://evil.example/kitchen/ovens', hostile);
    const html = await page.text();
    expect(html).not.toContain('evil.example');
    // app.request has no socket: the fallback is this machine.
    expect(html).toContain('<link rel="canonical" href="http://localhost/kitchen/ovens">');
  });

  it('is where mail links and the sitemap pages point unless STOREFRONT_URL names another address', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example' }).payment.storefrontUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://api.example', STOREFRONT_URL: 'https://shop.example' }).payment.storefrontUrl).toBe('https://shop.example');
  });

  it('reads PUBLIC_ORIGIN as an origin and refuses anything else', () => {
    expect(parsePublicOrigin(undefined)).toBeNull();
    expect(parsePublicOrigin(' ')).toBeNull();
    expect(parsePublicOrigin('https://shop.example/')).toBe('https://shop.example');
    expect(parsePublicOrigin('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787');
    for (const bad of ['shop.example', 'https://shop.example/store', 'javascript:alert(1)', 'ftp://shop.example', 'https://user@shop.example']) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});
