import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError, buildUrl, createRequest } from './http';
import { normalizeApiError } from './errors';
import { fakeFetch, hangingResponder, json, type Responder } from './testing/fake-fetch';

const BASE = 'https://catalogue.example';

function setup(token: string | null = null, respond: Responder = () => json({ ok: true })) {
  const fake = fakeFetch(respond);
  const request = createRequest({ baseURL: BASE, getToken: () => token, fetch: fake.fetch });
  return { fake, request };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it.each([
    ['/frontend/search', { query: 'chef knife' }, '/api/frontend/search?query=chef+knife'],
    ['/frontend/search', { query: '' }, '/api/frontend/search?query='],
    ['/frontend/discounts', { product_id: 7, skip: undefined, none: null }, '/api/frontend/discounts?product_id=7'],
    ['/countries', undefined, '/api/countries'],
    ['/frontend/x?a=1', { b: 2 }, '/api/frontend/x?a=1&b=2'],
  ])('%s with %o -> %s', (path, query, expected) => {
    expect(buildUrl('/api', path, query)).toBe(expected);
  });
});

describe('createRequest', () => {
  it('puts every path under `${baseURL}/api`, with or without a trailing slash on the base', async () => {
    for (const baseURL of [BASE, `${BASE}/`, `${BASE}//`]) {
      const fake = fakeFetch(() => json({}));
      await createRequest({ baseURL, getToken: () => null, fetch: fake.fetch })({ method: 'GET', path: '/countries' });
      expect(fake.lastCall().url).toBe(`${BASE}/api/countries`);
    }
  });

  it('keeps a same-origin client relative when the base is empty', async () => {
    const fake = fakeFetch(() => json({}));
    await createRequest({ baseURL: '', getToken: () => null, fetch: fake.fetch })({ method: 'GET', path: '/countries' });
    expect(fake.lastCall().url).toBe('/api/countries');
  });

  it('resolves a path holding "//" under the base too (redaxios would not)', async () => {
    const { fake, request } = setup();
    await request({ method: 'GET', path: '/redirects/from/a//b' });
    expect(fake.lastCall().url).toBe(`${BASE}/api/redirects/from/a//b`);
  });

  it.each([
    { label: 'a stored token', token: 'tok-123', expected: 'Bearer tok-123' },
    { label: 'a token with stray spaces', token: '  tok-123 ', expected: 'Bearer tok-123' },
    { label: 'no token', token: null, expected: undefined },
    { label: 'an empty token', token: '', expected: undefined },
    { label: 'a blank token', token: '   ', expected: undefined },
  ])('with $label the Authorization header is $expected', async ({ token, expected }) => {
    const { fake, request } = setup(token);
    await request({ method: 'GET', path: '/frontend/wishlist/count' });
    expect(fake.lastCall().headers.authorization).toBe(expected);
  });

  it('reads the token on every call, so sign-in and sign-out apply at once', async () => {
    let token: string | null = null;
    const fake = fakeFetch(() => json({}));
    const request = createRequest({ baseURL: BASE, getToken: () => token, fetch: fake.fetch });
    await request({ method: 'GET', path: '/a' });
    token = 'fresh';
    await request({ method: 'GET', path: '/a' });
    expect(fake.calls.map((c) => c.headers.authorization)).toEqual([undefined, 'Bearer fresh']);
  });

  it("asks in the page's language, read on every call: lang=ar on every call of an Arabic page, nothing in English", async () => {
    let locale: 'en' | 'ar' | undefined;
    const fake = fakeFetch(() => json({}));
    const request = createRequest({ baseURL: BASE, getToken: () => null, getLocale: () => locale, fetch: fake.fetch });
    await request({ method: 'GET', path: '/frontend/products/7', query: { storefront: 'ae' } });
    locale = 'ar';
    await request({ method: 'GET', path: '/frontend/products/7', query: { storefront: 'ae' } });
    await request({ method: 'POST', path: '/frontend/cart/add', body: { product_id: 7, quantity: 1 } });
    await request({ method: 'GET', path: '/frontend/x?a=1' });
    locale = 'en';
    await request({ method: 'GET', path: '/countries' });
    expect(fake.calls.map((c) => c.url)).toEqual([
      `${BASE}/api/frontend/products/7?storefront=ae`,
      `${BASE}/api/frontend/products/7?storefront=ae&lang=ar`,
      `${BASE}/api/frontend/cart/add?lang=ar`,
      `${BASE}/api/frontend/x?a=1&lang=ar`,
      `${BASE}/api/countries`,
    ]);
  });

  it('sends a plain object as JSON with a JSON content type', async () => {
    const { fake, request } = setup();
    await request({ method: 'POST', path: '/frontend/cart/add', body: { product_id: 5, quantity: 2 } });
    const call = fake.lastCall();
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(call.body))).toEqual({ product_id: 5, quantity: 2 });
  });

  it('sends FormData untouched and without a JSON content type (the browser adds the boundary)', async () => {
    const { fake, request } = setup();
    const form = new FormData();
    form.append('email', 'a@b.co');
    await request({ method: 'POST', path: '/frontend/glitch-errors', body: form });
    const call = fake.lastCall();
    expect(call.body).toBe(form);
    expect(call.headers['content-type']).toBeUndefined();
  });

  it('returns status and parsed data of a 2xx answer', async () => {
    const { request } = setup(null, () => json({ count: 3 }, 201));
    await expect(request({ method: 'GET', path: '/x' })).resolves.toEqual({ status: 201, data: { count: 3 } });
  });

  it('rejects with the response on a 500 whose JSON body normalises to the server message', async () => {
    const { request } = setup(null, () => json({ message: 'Database down' }, 500));
    const error = await request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, data: { message: 'Database down' } });
    expect(normalizeApiError(error)).toMatchObject({ status: 500, message: 'Database down' });
  });

  it('rejects on a 502 HTML page from a proxy without leaking the HTML into the message', async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const { request } = setup(null, () => new Response(html, { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, data: html });
    expect(normalizeApiError(error)).toEqual({
      status: 502,
      message: 'Something went wrong!',
      fieldErrors: {},
      code: 'ERR_BAD_RESPONSE',
    });
  });

  it('passes an offline failure through as the TypeError fetch throws', async () => {
    const { request } = setup(null, () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(normalizeApiError(error)).toMatchObject({ status: 0, code: 'ERR_NETWORK', message: 'Something went wrong!' });
  });

  it("says a failure it names itself in the call's language: offline and timed out on an Arabic page", async () => {
    vi.useFakeTimers();
    let offline = true;
    const fake = fakeFetch((...args) => {
      if (offline) throw new TypeError('Failed to fetch');
      return hangingResponder(...args);
    });
    const request = createRequest({ baseURL: BASE, getToken: () => null, getLocale: () => 'ar', fetch: fake.fetch });
    const lost = await request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(normalizeApiError(lost)).toMatchObject({ code: 'ERR_NETWORK', message: 'حدث خطأ ما!' });
    offline = false;
    const slow = request({ method: 'GET', path: '/slow', timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(normalizeApiError(await slow)).toMatchObject({ code: 'ECONNABORTED', message: 'انتهت مهلة الطلب. يرجى التحقق من اتصالك والمحاولة مرة أخرى.' });
  });

  it('aborts after timeoutMs with code ECONNABORTED, not a moment before', async () => {
    vi.useFakeTimers();
    const { request } = setup(null, hangingResponder);
    let settled = false;
    const pending = request({ method: 'POST', path: '/slow', timeoutMs: 30_000 }).finally(() => {
      settled = true;
    });
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ code: 'ECONNABORTED', timeoutMs: 30_000 });
  });

  it('reports a timeout even when it strikes while the body is still arriving', async () => {
    vi.useFakeTimers();
    const stalledBody = new ReadableStream<Uint8Array>({ start() {} });
    const { request } = setup(null, () => new Response(stalledBody, { status: 200 }));
    const outcome = request({ method: 'GET', path: '/slow', timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ code: 'ECONNABORTED' });
  });

  it('uses the client-wide timeout when a call names none, and no timeout at all by default', async () => {
    vi.useFakeTimers();
    const fake = fakeFetch(hangingResponder);
    const withDefault = createRequest({ baseURL: BASE, getToken: () => null, fetch: fake.fetch, timeoutMs: 500 });
    const outcome = withDefault({ method: 'GET', path: '/a' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toMatchObject({ code: 'ECONNABORTED' });

    const { request } = setup(null, hangingResponder);
    let settled = false;
    void request({ method: 'GET', path: '/a' }).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(600_000);
    expect(settled).toBe(false);
  });

  it('cancels through the caller signal with an AbortError, before or during the call', async () => {
    const { fake, request } = setup(null, hangingResponder);
    const controller = new AbortController();
    const during = request({ method: 'GET', path: '/frontend/search', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await during).toMatchObject({ name: 'AbortError' });

    const already = await request({ method: 'GET', path: '/x', signal: controller.signal }).catch((e: unknown) => e);
    expect(already).toMatchObject({ name: 'AbortError' });
    expect(fake.calls).toHaveLength(2);
  });
});
