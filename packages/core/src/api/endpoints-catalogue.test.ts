import { describe, expect, it } from 'vitest';
import type { ApiRequest, RequestFn } from './http';
import { storeEndpoints } from './endpoints';

function recorder() {
  const calls: ApiRequest[] = [];
  const request = (async (req: ApiRequest) => {
    calls.push(req);
    return { status: 200, data: { ok: true } };
  }) as RequestFn;
  return { calls, api: storeEndpoints(request) };
}

describe('storeEndpoints', () => {
  it.each([
    ['getCategory', ['deep-fryers'], '/frontend/categories/deep-fryers'],
    ['getProduct', [14], '/frontend/products/14'],
    ['getProductBySlug', ['a b/c'], '/frontend/products/slug/a%20b%2Fc'],
    ['getBrand', ['vulcan'], '/frontend/brands/vulcan'],
    ['getSales', [], '/frontend/sales'],
    ['getBlogPost', ['post-1'], '/frontend/blog/posts/post-1'],
    ['getPage', ['return-policy'], '/frontend/pages/return-policy'],
    ['getSeoPage', [3], '/frontend/seo-pages/3'],
    ['getSitemap', [], '/frontend/sitemap'],
  ] as const)('%s calls GET %s', async (name, args, path) => {
    const { calls, api } = recorder();
    await (api[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path })]);
  });

  it('sends listing filters as the API reads them', async () => {
    const { calls, api } = recorder();
    await api.listCategoryProducts('refrigeration', { brand: [3, 7], min_price: 100, in_stock: true, sort: 'price_asc', page: 2, per_page: 48, storefront: 'us' });
    expect(calls[0]?.query).toEqual({ brand: '3,7', min_price: 100, max_price: undefined, in_stock: 1, sort: 'price_asc', page: 2, per_page: 48, storefront: 'us' });
  });

  it('leaves out filters that are not set', async () => {
    const { calls, api } = recorder();
    await api.listSaleProducts(5);
    expect(Object.values(calls[0]?.query ?? {}).every((v) => v === undefined)).toBe(true);
    await api.getFaqs();
    expect(calls[1]?.query).toEqual({ storefront: 'ae' });
  });
});
