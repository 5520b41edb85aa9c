// The search page's results (the header's panel searches as the shopper types, in the widgets).
import { api } from './client';
import { useResource } from './use-resource';

export const useSearchResults = (query: string) => useResource(['search-page', query], () => api.search(query));
