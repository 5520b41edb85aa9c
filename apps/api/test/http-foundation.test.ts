import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('health, errors and headers', () => {
  it('answers /api/health once ready', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) });
  });

  it('answers /api/ready 200 while the database answers and the process is not shutting down (issue 28)', async () => {
    const res = await api.get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: expect.stringMatching(/^(pglite|postgres)$/) });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await api.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found.', message_key: 'api.notFound' });
  });

  it.each([
    ['/api/frontend/products/abc', 'id'],
    ['/api/frontend/discounts?product_id=x', 'product_id'],
    ['/api/frontend/discounts', 'product_id'],
    ['/api/frontend/categories/deep-fryers/products?sort=cheapest', 'sort'],
    ['/api/frontend/categories/deep-fryers/products?per_page=500', 'per_page'],
    ['/api/frontend/categories/deep-fryers/products?brand=1,x', 'brand[1]'],
    ['/api/states/0', 'countryId'],
  ])('GET %s is a 422 naming %s, never a 500', async (path, field) => {
    const res = await api.get(path);
    expect(res.status).toBe(422);
    expect(typeof res.body.message).toBe('string');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.errors[field][0]).toEqual(expect.any(String));
  });

  it('uses the spec message for a missing product id', async () => {
    const res = await api.get('/api/frontend/discounts');
    expect(res.body.errors.product_id).toEqual(['The product id field is required.']);
  });

  it('sets security headers on every response, errors included', async () => {
    for (const path of ['/api/health', '/api/nope', '/api/frontend/products/abc']) {
      const res = await api.get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Not `same-origin`: Google sign-in's popup must be able to answer the page that opened it.
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    }
  });
});

describe('keep-alive', () => {
  /** GET /api/health through the agent: the status, and whether an open connection was reused. */
  const getHealth = (agent: http.Agent) =>
    new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
      const request = http.get(`${api.baseUrl}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
      });
      request.on('error', reject);
    });

  it('keeps an idle connection open through a pause of several seconds between requests', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getHealth(agent)).toEqual({ status: 200, reusedSocket: false });
      // Node's default idle timeout is 5 s (plus up to a second's grace in newer versions): by 7 s
      // the server would have closed the connection, and a request sent as it closed would fail.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await getHealth(agent)).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});

describe('CORS', () => {
  it('allows an origin listed in ALLOWED_ORIGINS to write', async () => {
    const res = await api.post('/api/newsletters', { email: 'listed@example.com', status: 'subscribed' }, { headers: { origin: 'https://partner.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('answers a preflight from an allowed origin with the allowed headers', async () => {
    const res = await api.request('OPTIONS', '/api/frontend/search', {
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });

  it.each(['https://evil.example', 'https://partner.example.evil.com', 'null'])('refuses writes from origin %s (public reads answer any page: cart-handoff.test.ts)', async (origin) => {
    const res = await api.post('/api/newsletters', { email: 'someone@example.com', status: 'subscribed' }, { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await api.request('OPTIONS', '/api/newsletters', { headers: { origin, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await api.get('/api/health', { headers: { origin } })).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('OpenAPI document', () => {
  it('lists every declared route with its method', async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const declared = api.server.deps && (await import('../src/app')).createApp(api.server.deps).api.routes;
    expect(declared.length).toBeGreaterThan(25);
    for (const route of declared) {
      const path = route.path.replace(/\{(\w+)\.\.\.\}/g, '{$1}');
      expect(res.body.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined();
    }
  });

  it('describes parameters and errors from the yup schemas', async () => {
    const doc = (await api.get('/api/openapi.json')).body;
    const listing = doc.paths['/api/frontend/categories/{slug}/products'].get;
    const sort = listing.parameters.find((p: { name: string }) => p.name === 'sort');
    expect(sort.in).toBe('query');
    expect(sort.schema.enum).toEqual(['relevance', 'price_asc', 'price_desc', 'newest', 'rating']);
    const perPage = listing.parameters.find((p: { name: string }) => p.name === 'per_page');
    expect(perPage.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 96 });
    expect(listing.responses['422']).toBeDefined();
    expect(doc.paths['/api/redirects/from/{path}'].get.parameters[0]).toMatchObject({ name: 'path', in: 'path', required: true });
  });
});
