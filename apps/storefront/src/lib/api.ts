// The storefront's one API client: the spec's calls (core's createApiClient) plus the
// reference API's catalogue, content and commerce calls (storeEndpoints, commerceEndpoints), on the same request
// function. Same origin: the API serves the built storefront, and `npm run dev` proxies /api.
import { authTokenAtom, getWidgetStore } from '@horeca/widgets';
import { commerceEndpoints, createApiClient, storeEndpoints } from '@horeca/core';

let serverFetch: typeof fetch | undefined;

/** On the server: calls go to the API in-process, always as a guest (no browser storage). */
export function setServerFetch(fetchInProcess: typeof fetch): void {
  serverFetch = fetchInProcess;
}

function createStorefrontApi() {
  const client = createApiClient({
    baseURL: import.meta.env.VITE_API_BASE ?? '',
    fetch: (input, init) => (serverFetch ?? globalThis.fetch)(input, init),
    // Read on every call so sign-in and sign-out apply at once.
    getToken: () => (serverFetch ? null : getWidgetStore().get(authTokenAtom)),
  });
  return { ...client, ...storeEndpoints(client.request), ...commerceEndpoints(client.request) };
}

export const api = createStorefrontApi();
export type StorefrontApi = typeof api;
