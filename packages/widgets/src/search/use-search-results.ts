// One search at a time (docs/behaviour.md §4, §8): each new term aborts the request of the previous one, an
// answer that still arrives for an older term is dropped, and a failure is silent: the box
// keeps working and the last good suggestions stay on screen. Answers are remembered per
// term, so deleting back to an earlier text shows its suggestions at once.
import type { SearchResponse } from '@horeca/core/product';
import { useLayoutEffect, useRef, useState } from 'react';
import { useCommerceApi } from '../runtime/context';
import { toSearchResponse } from './search-options';

/** '/frontend/search' on wide screens, '/nlp/search' in the small-screen panel (docs/behaviour.md §7). */
export type SearchSource = 'search' | 'nlp';

export interface SearchResults {
  /** The term `result` answers; differs from the asked term while a newer one is on its way. */
  term: string | null;
  result: SearchResponse | null;
  loading: boolean;
}

const REMEMBERED_TERMS = 50;

export function useSearchResults(term: string, source: SearchSource, enabled: boolean): SearchResults {
  const api = useCommerceApi();
  const cache = useRef(new Map<string, SearchResponse>());
  const [answer, setAnswer] = useState<{ key: string; term: string; result: SearchResponse } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = `${source}:${term}`;
  const cached = cache.current.get(key);

  // Asked in the commit that brings the settled term, not in a passive effect: those run in a
  // later task, behind whatever the page has queued (the last answer's pictures decoding), and
  // that wait was part of the time from the last keystroke to the painted suggestions (issue 32).
  useLayoutEffect(() => {
    if (!enabled || term === '' || cache.current.has(key)) return;
    const controller = new AbortController();
    const call = source === 'nlp' ? api.nlpSearch : api.search;
    call(term, controller.signal).then(
      (body) => {
        if (controller.signal.aborted) return;
        const result = toSearchResponse(body);
        remember(cache.current, key, result);
        setAnswer({ key, term, result });
      },
      () => {
        // docs/behaviour.md §8: search failures are silently ignored; an abort is ours anyway.
        if (!controller.signal.aborted) setFailedKey(key);
      },
    );
    return () => controller.abort();
  }, [api, enabled, key, source, term]);

  if (cached) return { term, result: cached, loading: false };
  const loading = enabled && term !== '' && failedKey !== key;
  return { term: answer?.term ?? null, result: answer?.result ?? null, loading };
}

function remember(cache: Map<string, SearchResponse>, key: string, result: SearchResponse): void {
  cache.set(key, result);
  if (cache.size > REMEMBERED_TERMS) cache.delete(cache.keys().next().value as string);
}
