import { WIDGET_REQUEST_TIMEOUT_MS, createHttpCommerceApi } from './http-commerce-api';

function fakeFetch(body: unknown, status = 200) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('the CommerceApi adapter on core API client', () => {
  it('adds to cart with the bearer token and the Idempotency-Key', async () => {
    const fetch = fakeFetch({ success: true, message: 'ok', total: 3 });
    const api = createHttpCommerceApi({ apiBase: 'https://api.example', storefront: 'ae', getToken: () => 'tok', fetch });
    await expect(api.addToCart(7, 2, 'key-1')).resolves.toMatchObject({ success: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://api.example/api/frontend/cart/add');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(init?.body))).toEqual({ product_id: 7, quantity: 2 });
  });

  it.each([
    ['getCartTotal', { total: 4 }, 4, '/api/frontend/cart/total-products'],
    ['getWishlistCount', { count: 6 }, 6, '/api/frontend/wishlist/count'],
  ] as const)('%s reads the figure', async (method, body, expected, path) => {
    const fetch = fakeFetch(body);
    const api = createHttpCommerceApi({ apiBase: '', storefront: 'ae', getToken: () => null, fetch });
    await expect(api[method]()).resolves.toBe(expected);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(path);
  });

  it('reads a product and a category listing for the storefront, unwrapping { data }', async () => {
    const fetch = fakeFetch({ data: [{ id: 1, name: 'Tray' }] });
    const api = createHttpCommerceApi({ apiBase: '', storefront: 'us', getToken: () => null, fetch });
    await expect(api.getCategoryProducts('table ware')).resolves.toEqual([{ id: 1, name: 'Tray' }]);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/frontend/categories/table%20ware/products?storefront=us');
    fetch.mockResolvedValueOnce(Response.json({ data: { id: 7, name: 'Combi oven' } }));
    await expect(api.getProduct(7)).resolves.toEqual({ id: 7, name: 'Combi oven' });
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/frontend/products/7?storefront=us');
  });

  it('searches /frontend/search and /nlp/search with the query, and a signal cancels the call', async () => {
    const fetch = fakeFetch({ products: [], categories: [], brands: [] });
    const api = createHttpCommerceApi({ apiBase: '', storefront: 'ae', getToken: () => null, fetch });
    await expect(api.search('fry pan')).resolves.toEqual({ products: [], categories: [], brands: [] });
    await api.nlpSearch('');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/frontend/search?query=fry+pan', '/api/nlp/search?query=']);
    const controller = new AbortController();
    controller.abort();
    await expect(api.search('fry', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it.each([
    ['an HTML page (a hotel Wi-Fi login)', 'text/html', '<!doctype html><p>Sign in to the hotel network</p>'],
    ['a cut-off JSON body', 'application/json', '{"data":'],
    ['JSON of the wrong shape', 'application/json', '{"data":"maintenance"}'],
  ])('rejects a 200 carrying %s for a product and a listing, so the widget shows its failure', async (_label, type, body) => {
    const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': type } }));
    const api = createHttpCommerceApi({ apiBase: '', storefront: 'ae', getToken: () => null, fetch });
    await expect(api.getProduct(1)).rejects.toMatchObject({ name: 'MalformedAnswerError' });
    await expect(api.getCategoryProducts('ovens')).rejects.toMatchObject({ name: 'MalformedAnswerError' });
  });

  it.each([
    ['an HTML page', '<!doctype html><p>Sign in</p>'],
    ['a count that is not a number', '{"total":"lots","count":null}'],
  ])('rejects badge counts answered 200 with %s, so the badge logs and retries', async (_label, body) => {
    const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const api = createHttpCommerceApi({ apiBase: '', storefront: 'ae', getToken: () => 'tok', fetch });
    await expect(api.getCartTotal()).rejects.toMatchObject({ name: 'MalformedAnswerError' });
    await expect(api.getWishlistCount()).rejects.toMatchObject({ name: 'MalformedAnswerError' });
  });

  it('rejects a search answered 200 with an HTML page, so the box does not remember the term as having no results', async () => {
    const fetch = vi.fn(async () => new Response('<!doctype html><p>Sign in</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const api = createHttpCommerceApi({ apiBase: '', storefront: 'ae', getToken: () => null, fetch });
    await expect(api.search('mixer')).rejects.toMatchObject({ name: 'MalformedAnswerError' });
    await expect(api.nlpSearch('')).rejects.toMatchObject({ name: 'MalformedAnswerError' });
  });

  it('rejects on a server error, so callers log it', async () => {
    const api = createHttpCommerceApi({ apiBase: '', storefront: 'ae', getToken: () => null, fetch: fakeFetch({ message: 'x' }, 500) });
    await expect(api.getCartTotal()).rejects.toBeTruthy();
  });

  it('gives up on a call that hangs, so no widget waits for ever', async () => {
    vi.useFakeTimers();
    try {
      const hang = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }));
      const api = createHttpCommerceApi({ apiBase: '', storefront: 'ae', getToken: () => null, fetch: hang });
      const read = api.getProduct(5);
      const failed = expect(read).rejects.toMatchObject({ code: 'ECONNABORTED' });
      await vi.advanceTimersByTimeAsync(WIDGET_REQUEST_TIMEOUT_MS);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });
});
