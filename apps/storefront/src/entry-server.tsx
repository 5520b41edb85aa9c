// The server render (apps/api calls `render` for each page request when the SSR build is
// there): public browsing and content pages arrive as HTML with their data, so a shopper sees
// the page before any script has run, and the browser hydrates it (start.tsx). Account and
// checkout pages stay browser-rendered: they are a customer's own data, which the server,
// seeing no browser storage, does not have.
import { AsyncLocalStorage } from 'node:async_hooks';
import { localeBasename, type Locale } from '@horeca/core/locale';
import { renderWithServerStyles, setServerViewportWidth } from '@horeca/widgets';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router';
import { routes } from './app/router';
import { browsingRoutes, notFoundRoute } from './app/routes';
import { setServerFetch } from './resources/client';
import { AppProviders } from './lib/app-providers';
import { LANGUAGE_COOKIE, languageFromCookie, languageRedirect, loadPageLanguage, pageLanguage } from './lib/locale';
import { setServerOrigin } from './lib/page-origin';
import { pageHeadTags, takeServerPageMeta, type PageMeta } from './lib/use-page-meta';
import { setServerDom } from './lib/server-dom';
import { STOREFRONT_SETTING_KEY, detectStorefront, storefrontFromCookie } from './lib/storefront';
import { collectReads, makeReads } from './ssr/collect-reads';
import { guessViewportWidth } from './ssr/device';
import { payloadScript, type SsrPayload } from './ssr/payload';
import { makeRouteReads } from './ssr/route-reads';

export type RenderResult =
  /** `head` goes before </head> (with a <title> or description, in place of the shell's), `body` into #root, `data` (the payload script) before </body>; `renders`: React's renders it took (1 when its route names all its reads). */
  | { kind: 'page'; status: number; head: string; body: string; data: string; renders: number }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered route: serve the plain shell. */
  | { kind: 'browser-only' };

/**
 * The reads a route names are made before its first render (ssr/route-reads.ts), so a page
 * whose list is complete renders once; a read found only by rendering costs a round. Five is ample.
 */
const MAX_RENDERS = 5;

// One per language: Arabic pages live under /ar (the router's basename).
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routes),
  ar: createStaticHandler(routes, { basename: localeBasename('ar') }),
};
let domReady: Promise<void> | undefined;

/** One jsdom window for every render: only DOMPurify uses it (lib/server-dom.ts). */
function prepareDom(): Promise<void> {
  domReady ??= import('jsdom').then(({ JSDOM }) => setServerDom(new JSDOM('').window));
  return domReady;
}
void prepareDom(); // loading jsdom takes a while: start when the module loads
const serverRendered = new Set([...browsingRoutes, notFoundRoute]);
// So do the pages' modules: loaded now, the first shopper of each page does not wait for them.
for (const route of serverRendered) if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);

const ignoreNavigation = () => undefined;

/** The only cookies a render reads (apps/api passes no others): the shopper's storefront and language. */
export const pageCookies = [STOREFRONT_SETTING_KEY, LANGUAGE_COOKIE] as const;

/**
 * The ids the handlers give the server-rendered routes (and the not-found route): a request's
 * route is the last of the handler's matches, whose route objects are the handler's copies.
 */
function dataRouteIds(tree: RouteObject[], dataTree: RouteObject[], wanted: Set<RouteObject>, ids = new Set<string>()): Set<string> {
  tree.forEach((route, index) => {
    const dataRoute = dataTree[index]!;
    if (wanted.has(route)) ids.add(dataRoute.id!);
    if (route.children) dataRouteIds(route.children, dataRoute.children ?? [], wanted, ids);
  });
  return ids;
}
const serverRenderedIds = dataRouteIds(routes, handlers.en.dataRoutes, serverRendered);
const [notFoundId] = dataRouteIds(routes, handlers.en.dataRoutes, new Set([notFoundRoute]));

/**
 * A request's facts, worked out once: apps/api asks for the page's variant and then renders the
 * same request. The route is matched by the handler, which ranked the route table once when it
 * was made; react-router's `matchRoutes` flattens and ranks all of it on every call (~5% of a
 * cold product page's CPU).
 */
const factsOf = new WeakMap<Request, ReturnType<typeof workOutPageFacts>>();

function pageFacts(request: Request) {
  let facts = factsOf.get(request);
  if (!facts) factsOf.set(request, (facts = workOutPageFacts(request)));
  return facts;
}

async function workOutPageFacts(request: Request) {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const storefront = detectStorefront(
    { hostname: url.hostname, search: url.search },
    storefrontFromCookie(cookie),
    import.meta.env.VITE_STOREFRONT as string | undefined,
  );
  const moved = languageRedirect(url.pathname, url.search, storefront, languageFromCookie(cookie));
  const locale = pageLanguage(url.pathname, storefront);
  const routed = moved ? null : await handlers[locale].query(request);
  const leafId = routed && !(routed instanceof Response) ? routed.matches.at(-1)?.route.id : undefined;
  return { url, storefront, moved, locale, routed, leafId, rendered: leafId !== undefined && serverRenderedIds.has(leafId) };
}

/**
 * What `request`'s render depends on beside its address: the storefront, the language and the
 * device class (the width the page is drawn for). apps/api keeps a guest page per variant and
 * address (render/page-cache.ts); null: no server-rendered page (a redirect or a browser-only route).
 */
export async function pageVariant(request: Request): Promise<string | null> {
  const { storefront, moved, locale, rendered } = await pageFacts(request);
  if (moved || !rendered) return null;
  return `${storefront}:${locale}:${guessViewportWidth(request.headers.get('user-agent'))}`;
}

/**
 * Renders `request`'s page. `fetchInProcess` answers the page's API reads (relative URLs) in
 * the same process, always as a guest. Once `signal` aborts (the render ran past its budget
 * and the shopper got the plain shell) no further round is rendered.
 */
export async function render(request: Request, fetchInProcess: typeof fetch, signal?: AbortSignal): Promise<RenderResult> {
  return renderFetch.run(fetchInProcess, () => renderPage(request, fetchInProcess, signal));
}

// Each render's reads go through its own fetchInProcess (its request's forwarded headers), even
// when another render started since: the client asks for the fetch of the render it runs in.
const renderFetch = new AsyncLocalStorage<typeof fetch>();
setServerFetch(() => renderFetch.getStore());

async function renderPage(request: Request, fetchInProcess: typeof fetch, signal?: AbortSignal): Promise<RenderResult> {
  const { url, storefront, moved, locale, routed: context, leafId, rendered } = await pageFacts(request);
  if (moved) return { kind: 'redirect', status: 302, location: moved };
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (!rendered || !context) return { kind: 'browser-only' };
  await Promise.all([prepareDom(), loadPageLanguage(locale)]);
  const handler = handlers[locale];
  const payload: SsrPayload = {
    storefront,
    viewportWidth: guessViewportWidth(request.headers.get('user-agent')),
    reads: {},
  };
  const failed = new Set<string>();
  const page = context.matches.at(-1);
  await makeRouteReads(
    { handle: page?.route.handle, params: page?.params ?? {}, pathname: page?.pathname ?? url.pathname, search: url.search, storefront, locale },
    payload.reads,
    failed,
  );
  let body = '';
  let css = '';
  let meta: PageMeta | null = null;
  let renders = 0;
  for (let round = 0; round < MAX_RENDERS; round += 1) {
    signal?.throwIfAborted();
    renders += 1;
    const collector = collectReads(payload.reads, failed);
    // goober's server sheet is shared: emptied before and read right after each render, which
    // is synchronous, so it holds this render's rules and no other request's. So is the page's meta.
    takeServerPageMeta();
    ({ html: body, css } = renderWithServerStyles(() => renderOnce(handler, context, payload, locale, collector.middleware, fetchInProcess, url.origin)));
    meta = takeServerPageMeta();
    if (collector.wanted.size === 0) break;
    await makeReads(collector, payload.reads, failed);
  }
  const status = context.statusCode === 200 && leafId === notFoundId ? 404 : context.statusCode;
  const head = `${meta ? pageHeadTags(meta, url, storefront) : ''}<style id="_goober">${css}</style>`;
  return { kind: 'page', status, head, body, data: payloadScript(payload), renders };
}

function renderOnce(
  handler: ReturnType<typeof createStaticHandler>,
  context: StaticHandlerContext,
  payload: SsrPayload,
  locale: Locale,
  collect: ReturnType<typeof collectReads>['middleware'],
  fetchInProcess: typeof fetch,
  pageOrigin: string,
): string {
  setServerViewportWidth(payload.viewportWidth);
  setServerOrigin(pageOrigin);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders
        storefront={payload.storefront}
        locale={locale}
        navigate={ignoreNavigation}
        swr={{ fallback: payload.reads, use: [collect] }}
        serverFetch={fetchInProcess}
      >
        {/* No hydration data (no route has a loader); its <script> would also shift useId. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
