import type * as Routing from '@horeca/core/routing';
import { ChunkLoadError } from '@horeca/core/routing';
import type { RouteObject } from 'react-router';
import { commerceRoutes, protectedRoutes } from './routes';
import { lazyPage } from './lazy-page';

const offline = vi.hoisted(() => ({ on: false }));

// While `offline.on`, every chunk fails to download, as it does when the network drops.
vi.mock('@horeca/core/routing', async (original) => {
  const core = await original<typeof Routing>();
  return {
    ...core,
    loadChunk: (chunk: string | null, load: () => Promise<unknown>) =>
      offline.on ? Promise.reject(new core.ChunkLoadError('orders-page-Ab12', 'missing', 'orders-page-Ab12.js')) : core.loadChunk(chunk, load),
  };
});

const Page = () => null;
const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://shop.example/assets/orders-page-Ab12.js'));

afterEach(() => {
  offline.on = false;
});

describe('lazyPage', () => {
  it("gives the route a module's default page and its handle, or the page a route picks", async () => {
    await expect(lazyPage(async () => ({ default: Page, handle: { hideTopStrip: true } }))()).resolves.toEqual({ Component: Page, handle: { hideTopStrip: true } });
    await expect(lazyPage(async () => ({ OrdersPage: Page }), (module) => module.OrdersPage)()).resolves.toEqual({ Component: Page });
  });

  it("fails as 'Loading chunk {n} failed' when the chunk cannot be fetched, whether the page is picked or the default", async () => {
    await expect(lazyPage(unreachable)()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(lazyPage(unreachable, () => Page)()).rejects.toThrow(/^Loading chunk orders-page-Ab12\S* failed/);
  });
});

/** Every route below `routes` that loads its page lazily. */
const lazyRoutes = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);

describe("the shop's and the account's routes", () => {
  it('load their pages through core\'s loadChunk, so a chunk that fails shows the reload page (46 of them imported it bare)', async () => {
    offline.on = true;
    const routes = lazyRoutes([...commerceRoutes, ...protectedRoutes]);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) await expect((route.lazy as () => Promise<unknown>)(), route.path).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
