// The app's start (main.tsx loads it once React is ready): pick the storefront, capture UTM
// values (docs/behaviour.md §4), mount the router inside the widgets' runtime. A server-rendered page
// (entry-server.tsx) is hydrated: its route's code is loaded first and React adopts the
// server's HTML in slices (a transition), so the page stays responsive; any other page is
// rendered here.
import { authTokenAtom, getWidgetStore, setServerViewportWidth } from '@horeca/widgets';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { localeBasename, type Locale } from '@horeca/core/locale';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import type { SWRConfiguration } from 'swr';
import { routes } from './app/router';
import { AppProviders } from './lib/app-providers';
import { languageRedirect, loadPageLanguage, pageLanguage, rememberedLanguage, setPageLanguage } from './lib/locale';
import { currentStorefront } from './lib/storefront';
import { captureUtmAtStart } from './lib/utm';
import { nextTask } from './lib/when-idle';
import { followLandingScroll, forgetLandingScroll } from './shell/scroll-memory';
import { hydrationSwrOptions } from './ssr/hydration-reads';
import { readSsrPayload } from './ssr/payload';

/**
 * Loads the lazy routes of the current address, so hydration renders what the server did. A
 * chunk that fails to load stays lazy: the router tries again and shows its error page.
 * Answers whether every chunk loaded.
 */
async function loadLandingRoutes(locale: Locale): Promise<boolean> {
  const matches = matchRoutes(routes, window.location, localeBasename(locale)) ?? [];
  // Matching ranks the whole route table (several ms on a phone); the pages' modules are
  // evaluated in the next task.
  await nextTask();
  const loads = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      const loaded = await route.lazy().catch(() => null);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
      return loaded !== null;
    }),
  );
  return loads.every(Boolean);
}

export async function start(): Promise<void> {
  void captureUtmAtStart();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  const storefront = currentStorefront();
  // An Arabic address on the us storefront, or an English one for a shopper who chose Arabic.
  const moved = languageRedirect(window.location.pathname, window.location.search, storefront, rememberedLanguage());
  if (moved) {
    window.location.replace(moved);
    return;
  }
  const locale = pageLanguage(window.location.pathname, storefront);
  // Before the first render: hydration draws the words the server drew.
  await loadPageLanguage(locale);
  setPageLanguage(locale);
  const payload = readSsrPayload();
  // The server could not know a storefront chosen in this browser before its cookie existed.
  const serverDrawn = payload !== undefined && payload.storefront === storefront;

  if (serverDrawn) setServerViewportWidth(payload.viewportWidth);
  // Also for a page rendered here: the router then starts on the page, not on a blank frame.
  const landed = await loadLandingRoutes(locale);
  // The router ranks every route when made: its own task, after the page's code has run.
  await nextTask();
  // Without its page's code the browser cannot draw what the server did; it draws the route's
  // error page itself instead of hydrating into a mismatch.
  const hydrating = serverDrawn && landed;
  const basename = localeBasename(locale);
  const landing = { pathname: window.location.pathname.slice(basename?.length ?? 0) || '/', search: window.location.search };
  forgetLandingScroll(landing);
  followLandingScroll();
  const router = createBrowserRouter(routes, { basename });
  // Making the router ranks the routes again and reads the history: React starts in a task of its own.
  await nextTask();
  const navigate = (to: string, options: { state: unknown }) => router.navigate(to, options);
  // The server's reads serve either way: the shell around the error page needs them too.
  const swr: SWRConfiguration | undefined = serverDrawn
    ? hydrationSwrOptions(payload.reads, Boolean(getWidgetStore().get(authTokenAtom)))
    : undefined;

  const app = (
    <StrictMode>
      <AppProviders storefront={storefront} locale={locale} navigate={navigate} swr={swr}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  performance.mark('horeca:render-start');
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
