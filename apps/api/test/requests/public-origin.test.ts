// Attack replay: `Host: evil.example` (or X-Forwarded-Host) became the origin of the sitemap
// index, which is cached for an hour (Cache-Control: public), and of product image URLs. They
// now come from PUBLIC_ORIGIN, or without it from the address the API listens on.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../harness';

let configured: TestApi;
let unconfigured: TestApi;
beforeAll(async () => {
  [configured, unconfigured] = await Promise.all([
    startTestApi({ seedProducts: 300, config: { publicOrigin: 'https://shop.example' } }),
    startTestApi({ seedProducts: 300 }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([configured?.close(), unconfigured?.close()]);
});

/** GET with a forged Host and X-Forwarded-Host (fetch will not send another Host). */
function forgedGet(api: TestApi, path: string): Promise<string> {
  const url = new URL(path, api.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
  });
}

describe('absolute URLs', () => {
  it('the sitemap index names PUBLIC_ORIGIN, never the Host header', async () => {
    const xml = await forgedGet(configured, '/api/sitemap.xml');
    expect(xml).toContain('<loc>https://shop.example/api/sitemap-pages.xml</loc>');
    expect(xml).not.toContain('evil.example');
  });

  it('product image URLs are on PUBLIC_ORIGIN', async () => {
    const body = JSON.parse(await forgedGet(configured, '/api/frontend/products/1')) as { data?: { images: string[] }; images?: string[] };
    const images = body.data?.images ?? body.images ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^https:\/\/shop\.example\/api\/images\/products\/1\//);
  });

  it('without PUBLIC_ORIGIN they are on the listening address', async () => {
    const xml = await forgedGet(unconfigured, '/api/sitemap.xml');
    expect(xml).toContain(`<loc>${unconfigured.baseUrl}/api/sitemap-pages.xml</loc>`);
    expect(xml).not.toContain('evil.example');
    const product = await forgedGet(unconfigured, '/api/frontend/products/1');
    expect(product).toContain(`${unconfigured.baseUrl}/api/images/products/1/`);
    expect(product).not.toContain('evil.example');
  });
});
