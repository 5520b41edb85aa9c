// Link clicks go through the host's navigate callback (a router, or the custom element's
// cancellable horeca:navigate event); without one, or when it declines, the plain link works.
import { useCallback, type MouseEvent } from 'react';
import { useWidgetConfig, type NavigationState } from './config';

export function useLinkNavigation() {
  const { navigate, linkBase } = useWidgetConfig();
  const hrefFor = useCallback((path: string) => (/^https?:\/\//i.test(path) ? path : `${linkBase}${path}`), [linkBase]);
  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, path: string, state: NavigationState) => {
      // Modified clicks (new tab, new window) always belong to the browser.
      if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      if (navigate(hrefFor(path), state) !== false) event.preventDefault();
    },
    [navigate, hrefFor],
  );
  return { hrefFor, onLinkClick };
}
