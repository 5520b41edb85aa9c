// Each request the fuzz test found answering 500 (or crashing the process), kept as a plain
// regression test so the fix cannot quietly come undone.
import { startTestApi, type TestApi } from '../harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProducts: 300 });
}, 120_000);
afterAll(async () => api?.close());

describe('requests the fuzz test found', () => {
  it.each(['/api/health?constructor=x', '/api/health?__proto__=x', '/api/frontend/brands?toString=1', '/api/nlp/search?query=constructor'])(
    'a key or word named like an Object.prototype member is just unknown: %s',
    async (path) => {
      expect((await api.get(path)).status).toBe(200);
    },
  );

  it.each(['/api/cities/9007199254740993', '/api/frontend/blog/posts/9007199254740993', '/api/frontend/products/slug/%00'])(
    'an id past the integer range or a NUL character is a 4xx, not a database error: %s',
    async (path) => {
      const response = await api.get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );

  it('a JSON body of the wrong type for a trimmed text field is a 422', async () => {
    const response = await api.post('/api/frontend/login', { email: {}, password: [] });
    expect(response.status).toBe(422);
    expect(response.body).toHaveProperty('message');
  });

  it('a multipart part without a name is refused and the server keeps serving', async () => {
    const body = '--x\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--x--\r\n';
    const response = await api.request('POST', '/api/frontend/glitch-errors', { body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await api.get('/api/health')).status).toBe(200);
  });
});
