// @vitest-environment node
// A server render makes the reads a route names before React renders (issue 31): a product
// page, a category and home render once, with every read they show already answered; a page
// whose route names none still gets its reads by rendering, one round more.
import type { ProductDetail } from '@horeca/core/api';
import type { CategoryNode } from '@horeca/core/product';
import type * as reactRouter from 'react-router';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageVariant, render } from '../entry-server';
import { productDetail } from '../catalogue/product/product-fixture';

const ORIGIN = 'http://shop.test';

// Counted: how often the render matches the route table itself (react-router's own matching inside a render is not this export).
vi.mock('react-router', async (actual) => {
  const router = await actual<typeof reactRouter>();
  return { ...router, matchRoutes: vi.fn(router.matchRoutes) };
});

const tree: CategoryNode[] = [
  {
    id: 1, name: 'Kitchen Equipment', slug: 'kitchen-equipment', image: '/k.png',
    children: [{ id: 3, name: 'Deep Fryers', slug: 'deep-fryers', image: '/f.png', children: [{ id: 9, name: 'Gas Fryers', slug: 'gas-fryers', image: '/g.png', children: [] }] }],
  } as CategoryNode,
];

const fryer = productDetail({ breadcrumb: [{ id: null, name: 'Home', url: '/' }, { id: 3, name: 'Deep Fryers', url: '/kitchen-equipment/deep-fryers' }] });
const card = (id: number, name: string) => ({ ...productDetail({ id, product_id: id, name, product_name: name, slug: `p-${id}`, url: `kitchen-equipment/deep-fryers/p-${id}` }) });
const listing = (names: string[]) => ({
  data: names.map((name, index) => card(100 + index, name)),
  meta: { total: names.length, page: 1, per_page: 24, last_page: 1, sort: 'relevance' },
  category: { id: 3, name: 'Deep Fryers', slug: 'deep-fryers', level: 2, breadcrumb: [] },
  facets: { brands: [] },
});

/** The API in-process: what a product, a category and home read; 404 for anything else. Notes each read. */
function api(asked: string[], product: ProductDetail = fryer): typeof fetch {
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), ORIGIN);
    asked.push(url.pathname + url.search);
    const path = url.pathname.replace('/api/frontend', '');
    if (path === '/location') return Response.json({ countryCode: 'AE', country: 'United Arab Emirates', city: 'Dubai' });
    if (path === '/categories-with-children') return Response.json({ data: tree });
    if (path === `/products/slug/${product.slug}`) return Response.json({ data: product });
    if (path === '/categories/deep-fryers/products' && url.searchParams.get('sort') === 'rating') return Response.json(listing(['Twin Basket Fryer', 'Pressure Fryer']));
    if (/^\/categories\/[\w-]+\/products$/.test(path)) return Response.json(listing(['Listed Fryer One', 'Listed Fryer Two']));
    if (/^\/categories\/[\w-]+$/.test(path)) return Response.json({ data: { id: 9, name: 'Gas Fryers', slug: 'gas-fryers', level: 3, image: '/g.png', description: 'Gas fryers.', product_count: 2, children: [], breadcrumb: [] } });
    if (path === '/home-categories') return Response.json({ data: [] });
    if (path === '/sales') return Response.json({ data: [] });
    if (path === '/sliders/1') return Response.json({ items: [] });
    return Response.json({ message: 'Not found.' }, { status: 404 });
  };
}

async function page(path: string, asked: string[] = []) {
  const result = await render(new Request(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } }), api(asked));
  if (result.kind !== 'page') throw new Error(`${path} was not rendered: ${result.kind}`);
  return result;
}

describe('a server render with its route’s reads made first', { timeout: 30_000 }, () => {
  it('renders a product page once, with the product and its related products', async () => {
    const asked: string[] = [];
    const result = await page('/kitchen-equipment/deep-fryers/countertop-deep-fryer-8l', asked);
    expect(result.renders).toBe(1);
    expect(result.body).toContain('Countertop Deep Fryer 8L');
    expect(result.body).toContain('Twin Basket Fryer');
    expect(asked).toContain('/api/frontend/categories/deep-fryers/products?sort=rating&per_page=13&storefront=ae');
    // Each read once: the render asked for nothing the list had not made.
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('never flattens the route table for a page whose variant the API asked first (issue 31: matchRoutes flattens and ranks every route on each call)', async () => {
    const request = new Request(`${ORIGIN}/kitchen-equipment/deep-fryers/countertop-deep-fryer-8l`, { headers: { accept: 'text/html' } });
    vi.mocked(matchRoutes).mockClear();
    expect(await pageVariant(request)).toMatch(/^ae:en:/);
    expect((await render(request, api([]))).kind).toBe('page');
    expect(matchRoutes).not.toHaveBeenCalled();
  });

  it('answers an address no route has with the not-found page, status 404, and leaves a customer’s own page to the browser', async () => {
    expect((await page('/no/such/page/at/all')).status).toBe(404);
    expect((await page('/kitchen-equipment/deep-fryers/countertop-deep-fryer-8l')).status).toBe(200);
    const ordersPage = new Request(`${ORIGIN}/my-order`, { headers: { accept: 'text/html' } });
    expect(await pageVariant(ordersPage)).toBeNull();
    expect((await render(ordersPage, api([]))).kind).toBe('browser-only');
  });

  it('renders a three-segment address that names a category as its listing, once', async () => {
    const result = await page('/kitchen-equipment/deep-fryers/gas-fryers');
    expect(result.renders).toBe(1);
    expect(result.body).toContain('Listed Fryer One');
  });

  it('renders a category with the address’s sort and page, once', async () => {
    const asked: string[] = [];
    const result = await page('/kitchen-equipment/deep-fryers?sort=price_asc&page=2', asked);
    expect(result.renders).toBe(1);
    expect(result.body).toContain('Listed Fryer Two');
    expect(asked).toContain('/api/frontend/categories/deep-fryers/products?sort=price_asc&page=2&per_page=24&storefront=ae');
  });

  it('renders a department and home once', async () => {
    expect((await page('/kitchen-equipment')).renders).toBe(1);
    expect((await page('/')).renders).toBe(1);
  });

  it('renders an Arabic product page once, its reads asked in Arabic', async () => {
    const asked: string[] = [];
    const result = await page('/ar/kitchen-equipment/deep-fryers/countertop-deep-fryer-8l', asked);
    expect(result.renders).toBe(1);
    expect(asked.every((read) => read.includes('lang=ar'))).toBe(true);
  });

  it('still finds the reads of a page whose route names none, by rendering again', async () => {
    const asked: string[] = [];
    const result = await page('/faq', asked);
    expect(result.renders).toBe(2);
    expect(asked.filter((read) => read.includes('faq'))).toHaveLength(1);
  });

  it('sends each of two renders side by side through its own request: no read goes out with the other page’s headers', async () => {
    const productAsked: string[] = [];
    const homeAsked: string[] = [];
    const slow = (fetchInProcess: typeof fetch): typeof fetch => async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fetchInProcess(input, init);
    };
    const [product, home] = await Promise.all([
      render(new Request(`${ORIGIN}/kitchen-equipment/deep-fryers/countertop-deep-fryer-8l`, { headers: { accept: 'text/html' } }), slow(api(productAsked))),
      render(new Request(`${ORIGIN}/`, { headers: { accept: 'text/html' } }), slow(api(homeAsked))),
    ]);
    expect(product.kind).toBe('page');
    expect(home.kind).toBe('page');
    expect(productAsked).toContain('/api/frontend/products/slug/countertop-deep-fryer-8l?storefront=ae');
    expect(homeAsked.filter((asked) => asked.includes('/products/slug/') || asked.includes('/categories/deep-fryers/'))).toEqual([]);
    expect(productAsked.filter((asked) => asked.includes('/home-categories') || asked.includes('/sliders/'))).toEqual([]);
  });
});
