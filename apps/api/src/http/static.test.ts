import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './router';
import { mountStorefront } from './static';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-static-'));
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
fs.writeFileSync(path.join(dir, 'index.ar.html'), '<!doctype html><html lang="ar" dir="rtl"><title>الواجهة</title>');
fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log("plain")');
fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), 'brotli bytes');
fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), 'gzip bytes');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
mountStorefront(app, dir);

describe('the storefront build served by the API', () => {
  it('sends the precompressed file the browser accepts, cached for good since its name is hashed', async () => {
    const brotli = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('brotli bytes');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const gzip = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain")');
  });

  it('answers any other path with index.html, which is not cached for good', async () => {
    const page = await app.request('/kitchen-equipment/cooking-equipment');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect(page.headers.get('cache-control')).toBeNull();
  });

  it('answers an /ar page with the Arabic shell the build wrote beside index.html (issue 33)', async () => {
    const page = await app.request('/ar/checkout');
    expect(await page.text()).toMatch(/<html lang="ar" dir="rtl"><title>الواجهة<\/title>/);
    expect(await (await app.request('/checkout')).text()).toContain('<title>shell</title>');
  });

  it.each(['/assets/app-missing.js', '/assets/gone/app.css', '/favicon-missing.ico', '/assets/app-abc123.js/x.js'])(
    'answers a missing file %s with a 404 in the one error shape, never a 500 or the page shell',
    async (missing) => {
      const res = await app.request(missing, { headers: { 'Accept-Encoding': 'gzip, br', Accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found.' });
      expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    },
  );
});
