// One API client for the commerce pages: core's section-7 calls plus the commerce calls,
// on the same host as the widgets and with the token read from the shared store per call,
// so a sign-in or sign-out applies to the very next request.
import { commerceEndpoints, createApiClient, type ApiClient, type CommerceEndpoints } from '@horeca/core';
import { authTokenAtom, useWidgetConfig } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useMemo } from 'react';

export type StoreApi = ApiClient & CommerceEndpoints;

export function useApi(): StoreApi {
  const store = useStore();
  const { apiBase } = useWidgetConfig();
  return useMemo(() => {
    const client = createApiClient({ baseURL: apiBase, getToken: () => store.get(authTokenAtom) });
    return { ...client, ...commerceEndpoints(client.request) };
  }, [apiBase, store]);
}
