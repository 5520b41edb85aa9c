// Renders commerce routes as the storefront does: one HorecaProvider (fresh store read from
// localStorage as the test left it, the widgets' fake API for merge calls) around a memory
// router. A line under the page names the current path, so redirects can be asserted.
import { type DigitStyle, type Locale } from '@horeca/core/locale';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { type Storefront } from '@horeca/core/storefront';
import { HorecaProvider, resetWidgetStore, type WidgetStore } from '@horeca/widgets';
import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { fakeApi, type FakeApi } from '../../../../packages/widgets/test/fake-api';
import { StorefrontContext } from '../lib/storefront-context';
import { loadWords, PageWords } from '../lib/words';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <p>Current page: {pathname + search}</p>;
}

export interface RouteOptions {
  path: string;
  token?: string;
  widgetApi?: FakeApi;
  /** The storefront the page is on (ae when not given). */
  storefront?: Storefront;
  /** The page's language (English when not given), as the storefront hands it to its words and the widgets. */
  lang?: Locale;
  /** The shopper's digits on an Arabic page. */
  digits?: DigitStyle;
}

/** Pages are lazy chunks in the storefront; tests load them all first so routing is immediate. */
async function loadPages(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      const page = typeof lazy === 'function' ? await lazy() : {};
      return { ...route, ...page, ...(children ? { children: await loadPages(children) } : {}) } as RouteObject;
    }),
  );
}

export async function renderRoutes(
  routes: RouteObject[],
  { path, token, widgetApi = fakeApi(), storefront = 'ae', lang, digits }: RouteOptions,
): Promise<RenderResult & { store: WidgetStore; widgetApi: FakeApi }> {
  if (token) localStorage.setItem(STORAGE_KEYS.authToken, token);
  const store = resetWidgetStore();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <CurrentPath />
          </>
        ),
        children: [...(await loadPages(routes)), { path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  await loadWords(lang ?? 'en');
  const result = render(
    <StorefrontContext.Provider value={storefront}>
      <HorecaProvider config={{ api: widgetApi, storefront, lang, digits }} store={store}>
        <PageWords locale={lang ?? 'en'}>
          <RouterProvider router={router} />
        </PageWords>
      </HorecaProvider>
    </StorefrontContext.Provider>,
  );
  return { ...result, store, widgetApi };
}

/** The path the router shows now. */
export function currentPath(): string {
  return (screen.getByText(/^Current page: /).textContent ?? '').replace('Current page: ', '');
}
