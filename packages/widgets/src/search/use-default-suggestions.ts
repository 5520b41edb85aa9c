// What the panel shows before anything is typed: /nlp/search with an empty query, which the
// service answers for its default term (docs/behaviour.md §7). Read once per page through swr and shared by
// the empty-box suggestions and 'Trending Products'.
import type { SearchResponse } from '@horeca/core/product';
import useSWR from 'swr';
import { useCommerceApi } from '../runtime/context';
import { toSearchResponse } from './search-options';

export function useDefaultSuggestions(enabled: boolean): { result: SearchResponse | null; loading: boolean } {
  const api = useCommerceApi();
  const { data, error, isLoading } = useSWR(enabled ? 'horeca:search-default' : null, async () => toSearchResponse(await api.nlpSearch('')));
  return { result: data ?? null, loading: enabled && !error && (isLoading || data === undefined) };
}
