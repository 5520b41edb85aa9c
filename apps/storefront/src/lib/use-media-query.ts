// Whether a CSS media query matches now, following changes (a phone turned sideways, a
// window resized). False where matchMedia does not exist (tests without layout). On the
// server and while hydrating, the answer for the width the server rendered for.
import { getServerViewportWidth } from '@horeca/widgets';
import { useCallback, useSyncExternalStore } from 'react';
import { widthQueryMatches } from '../ssr/device';

export const PHONE_QUERY = '(max-width: 1023.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => widthQueryMatches(query, getServerViewportWidth()),
  );
}
