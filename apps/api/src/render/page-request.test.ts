import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { asksForPage, renderRequest } from './page-request';

describe('who gets a server-rendered page', () => {
  it('any client that takes HTML or anything: browsers, preview fetchers (*/*), clients that say nothing', () => {
    for (const accept of [undefined, '', '*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/*', 'application/xhtml+xml', 'image/webp, */*;q=0.5']) {
      expect(asksForPage(accept), String(accept)).toBe(true);
    }
  });

  it('not a client that names only other types, or refuses HTML', () => {
    for (const accept of ['application/json', 'image/png,image/*', 'text/html;q=0', 'application/json, */*;q=0']) expect(asksForPage(accept), accept).toBe(false);
  });
});

describe('what the render sees of the request', () => {
  it('the address, the device and the preference cookies; never a session cookie or Authorization', async () => {
    const app = new Hono();
    app.get('*', (c) => {
      const request = renderRequest(c, 'http://shop.example/tableware?page=2', ['storefront', 'language']);
      return c.json({ url: request.url, headers: Object.fromEntries(request.headers) });
    });
    const seen = await (
      await app.request('/tableware?page=2', {
        headers: { cookie: 'session=abc; storefront=us; _ga=GA1; language=ar', authorization: 'Bearer secret', 'user-agent': 'iPhone Mobile', 'x-forwarded-for': '203.0.113.9' },
      })
    ).json();
    expect(seen).toEqual({ url: 'http://shop.example/tableware?page=2', headers: { accept: 'text/html', cookie: 'storefront=us; language=ar', 'user-agent': 'iPhone Mobile' } });
  });
});
