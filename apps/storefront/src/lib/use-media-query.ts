// Whether a CSS media query matches now, following changes (a phone turned sideways, a
// window resized). False where matchMedia does not exist (tests without layout). On the
// server and while hydrating, the answer for the width the server rendered for.
import { getServerViewportWidth } from '@horeca/widgets';
import { useSyncExternalStore } from 'react';
import { widthQueryMatches } from '../ssr/device';

export const PHONE_QUERY = '(max-width: 1023.98px)';

interface WatchedQuery {
  matches: boolean;
  subscribe: (onChange: () => void) => () => void;
  snapshot: () => boolean;
}

// One watcher per query, whose answer is kept until the query's change event: asking
// matchMedia on every render can make the browser bring style and layout up to date first.
const watched = new Map<string, WatchedQuery>();

// The server, and tests without matchMedia: nothing matches, nothing changes.
const NEVER: WatchedQuery = { matches: false, subscribe: () => () => undefined, snapshot: () => false };

function watch(query: string): WatchedQuery {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return NEVER;
  const known = watched.get(query);
  if (known) return known;
  const list = window.matchMedia(query);
  let listeners = 0;
  const created: WatchedQuery = {
    matches: list.matches,
    subscribe: (onChange) => {
      // Unwatched until now, the kept answer may be old (a render that never showed).
      if (listeners === 0 && created.matches !== list.matches) {
        created.matches = list.matches;
        queueMicrotask(onChange);
      }
      listeners += 1;
      const onQueryChange = (event: MediaQueryListEvent) => {
        created.matches = event.matches;
        onChange();
      };
      list.addEventListener('change', onQueryChange);
      return () => {
        list.removeEventListener('change', onQueryChange);
        listeners -= 1;
        // Unwatched, the kept answer could go stale: ask afresh next time.
        if (listeners === 0) watched.delete(query);
      };
    },
    snapshot: () => created.matches,
  };
  watched.set(query, created);
  return created;
}

export function useMediaQuery(query: string): boolean {
  const watcher = watch(query);
  return useSyncExternalStore(watcher.subscribe, watcher.snapshot, () => widthQueryMatches(query, getServerViewportWidth()));
}
