// Search: the header's panel and the search page (the keyword and the NLP engine).
import type { SearchResponse } from '../../types/product';
import type { RequestFn } from '../http';

export interface SearchOptions {
  /** Abort a stale search when the shopper types on. */
  signal?: AbortSignal;
}

export function searchEndpoints(request: RequestFn) {
  const get = async (path: string, query: string, signal?: AbortSignal) =>
    (await request<SearchResponse>({ method: 'GET', path, query: { query }, signal })).data;
  return {
    search: (query: string, options: SearchOptions = {}) => get('/frontend/search', query, options.signal),
    nlpSearch: (query: string, options: SearchOptions = {}) => get('/nlp/search', query, options.signal),
  };
}
