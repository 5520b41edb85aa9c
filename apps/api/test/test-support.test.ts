// The test-only routes (src/test-support: approve a business, set an order's status, store
// hostile text, read the outbox and the stored forms, run the returns command) are shortcuts a
// stranger must never reach. They are mounted under NODE_ENV=test alone: in development and in
// production settings every one of them is an unknown path (404) and the OpenAPI document does
// not mention it.
import { describe, expect, it } from 'vitest';
import { startTestApi } from './harness';

/** Every test-only route, as the browser journeys and the API tests call it. */
const TEST_ROUTES = [
  'get /api/test/forms',
  'get /api/test/orders/by-partner',
  'get /api/test/outbox',
  'get /api/test/price-match-claims',
  'post /api/test/business-requests/approve',
  'post /api/test/content/hostile',
  'post /api/test/orders/{id}/status',
  'post /api/test/returns/command',
];

type OpenApiPaths = Record<string, Record<string, { tags?: string[] }>>;

/** The document's operations as 'method path', and those tagged 'test'. */
function operations(paths: OpenApiPaths) {
  const all = Object.entries(paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${route}`, tags: operation.tags ?? [] })));
  return { all: all.map((entry) => entry.key), tagged: all.filter((entry) => entry.tags.includes('test')).map((entry) => entry.key) };
}

const PRODUCTION_SECRET = 'test-support-test-secret-0123456789abcdef';

describe('the test-only routes', () => {
  it('under NODE_ENV=test: exactly these, all under /api/test/ and tagged test, and no other route so tagged', async () => {
    const api = await startTestApi({ seedProducts: 50 });
    try {
      const { all, tagged } = operations((await api.get<{ paths: OpenApiPaths }>('/api/openapi.json')).body.paths);
      expect(tagged.sort()).toEqual(TEST_ROUTES);
      expect(all.filter((key) => key.includes(' /api/test/')).sort()).toEqual(TEST_ROUTES);
      // Mounted, not only documented: a known path with a bad body is refused at the field.
      expect((await api.post('/api/test/orders/1/status', { status: 'lost' })).status).toBe(422);
    } finally {
      await api.close();
    }
  });

  const settings = {
    development: { nodeEnv: 'development' },
    production: { nodeEnv: 'production', appSecret: PRODUCTION_SECRET, seedDemo: false, payment: { provider: 'none' as const, storefrontUrl: 'https://store.example' } },
  };
  for (const [name, config] of Object.entries(settings)) {
    it(`under NODE_ENV=${name}: every one is an unknown path (404) and none is in the OpenAPI document`, async () => {
      const api = await startTestApi({ seedProducts: 50, config });
      try {
        for (const route of TEST_ROUTES) {
          const [method, template] = route.split(' ') as [string, string];
          const res = await api.request(method.toUpperCase(), `${template.replace('{id}', '1')}?email=a@b.co`, method === 'post' ? { body: { email: 'a@b.co', status: 'shipped', args: ['list'], product_id: 1, name: 'x', html: 'x' } } : {});
          expect({ route, status: res.status, body: res.body }).toEqual({ route, status: 404, body: { message: 'Not found.', message_key: 'api.notFound' } });
        }
        const { all, tagged } = operations((await api.get<{ paths: OpenApiPaths }>('/api/openapi.json')).body.paths);
        expect(tagged).toEqual([]);
        expect(all.filter((key) => key.includes('/api/test'))).toEqual([]);
        expect(all.length).toBeGreaterThan(50);
      } finally {
        await api.close();
      }
    });
  }
});
