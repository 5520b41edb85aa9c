// The store's HTTP API for the element stories: a custom element builds its own HTTP client
// from `api-base`, so where a React story hands the widget storyApi, an element story answers
// the client's calls to STORY_STORE with the same storyApi, as JSON shaped like the API's.
// Calls to any other address (Storybook's own) go to the real fetch; none reaches a server.
import type { HorecaStoryParameters } from './story-runtime';
import { storyAnswer, storyApi } from './story-runtime';

/** The `api-base` every element story writes: the partner's HTML as the docs show it. */
export const STORY_STORE = 'https://your-store.example';

type Answer = (url: URL, match: RegExpMatchArray) => Promise<unknown>;

function routes(parameters: HorecaStoryParameters): [method: string, path: RegExp, answer: Answer][] {
  const api = storyApi(parameters);
  const answer = storyAnswer(parameters.api);
  const done = () => answer({ success: true, message: 'ok' });
  return [
    ['GET', /^\/frontend\/products\/(\d+)$/, (_, [, id]) => api.getProduct(Number(id)).then((data) => ({ data }))],
    ['GET', /^\/frontend\/categories\/([^/]+)\/products$/, (_, [, slug]) => api.getCategoryProducts(slug ?? '').then((data) => ({ data, meta: { total: data.length } }))],
    ['GET', /^\/frontend\/cart\/total-products$/, () => api.getCartTotal().then((total) => ({ total }))],
    ['GET', /^\/frontend\/wishlist\/count$/, () => api.getWishlistCount().then((count) => ({ count }))],
    ['GET', /^\/frontend\/search$/, (url) => api.search(url.searchParams.get('query') ?? '')],
    ['GET', /^\/nlp\/search$/, (url) => api.nlpSearch(url.searchParams.get('query') ?? '')],
    ['GET', /^\/frontend\/orders$/, () => answer({ data: [], meta: { page: 1, per_page: 50, total: 0 } })],
    ['GET', /^\/health$/, () => answer({ status: 'ok' })],
    ['POST', /^\/newsletters$/, () => answer({ message: 'Thank you for subscribing!' })],
    ['POST', /^\/frontend\/price-match-claims$/, () => answer({ id: 1, status: 'received', message: 'Received' })],
    ['POST', /^\/frontend\/glitch-errors$/, done],
    ['POST', /^\/frontend\/(cart|wishlist)\//, done],
    ['PUT', /^\/frontend\/cart\/decrease$/, done],
    ['DELETE', /^\/frontend\//, done],
  ];
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering STORY_STORE/api/... from the story's parameters, and passing other calls to `real`. */
export function storyStoreFetch(parameters: HorecaStoryParameters, real: typeof fetch): typeof fetch {
  const table = routes(parameters);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== STORY_STORE) return real(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    for (const [routeMethod, pattern, answer] of table) {
      const match = method === routeMethod ? path.match(pattern) : null;
      if (!match) continue;
      try {
        return json(await answer(url, match));
      } catch (error) {
        // No network fails the call itself; any other failure is the server's 500.
        if (error instanceof TypeError) throw error;
        return json({ message: 'Server Error' }, 500);
      }
    }
    // A 404 (the handoff the store has not taken yet, a call the stories never make).
    return json({ message: 'Not Found' }, 404);
  };
}

/** Storybook's beforeEach for an element story: the stub in place, and its cleanup. */
export function installStoryStoreFetch(parameters: HorecaStoryParameters = {}): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = storyStoreFetch(parameters, real);
  return () => {
    globalThis.fetch = real;
  };
}
