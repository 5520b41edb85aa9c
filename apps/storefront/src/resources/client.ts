// The storefront's one API client: every call of the reference API (core's client, one module
// per resource) on one request function, so every read and change has the same Bearer header,
// time-outs and error shape. Same origin: the API serves the built storefront, and `npm run dev`
// proxies /api. Pages read through the resource modules beside this file; changes call `api`.
import { authTokenAtom, getWidgetStore } from '@horeca/widgets';
import { createApiClient } from '@horeca/core/api';
import { requestLanguage } from './request-language';

let serverFetch: (() => typeof fetch | undefined) | undefined;

/**
 * On the server: calls go to the API in-process, always as a guest (no browser storage), through
 * the fetch of the render they belong to. `source` is asked on every call: renders run side by
 * side and a read is made after awaits, so a fetch set once per process would send one render's
 * reads with another request's forwarded headers (entry-server.tsx keeps each render's own).
 */
export function setServerFetch(source: () => typeof fetch | undefined): void {
  serverFetch = source;
}

export const api = createApiClient({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  fetch: (input, init) => (serverFetch?.() ?? globalThis.fetch)(input, init),
  // Read on every call so sign-in and sign-out apply at once.
  getToken: () => (serverFetch ? null : getWidgetStore().get(authTokenAtom)),
  // The page's language (request-language.ts): Arabic pages ask with lang=ar.
  getLocale: requestLanguage,
});
export type StorefrontApi = typeof api;
