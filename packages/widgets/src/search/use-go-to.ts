// Navigation that is not a link click (Enter on a suggestion, a submitted search): the host's
// navigate callback (a router, or the element's cancellable horeca:navigate) takes it, and
// without one, or when it declines, the page goes there as a followed link would.
import { useCallback } from 'react';
import { useWidgetConfig, type NavigationState } from '../runtime/config';
import { useLinkNavigation } from '../runtime/use-link-navigation';

export function useGoTo(): (path: string, state: NavigationState) => void {
  const { navigate } = useWidgetConfig();
  const { hrefFor } = useLinkNavigation();
  return useCallback(
    (path, state) => {
      const href = hrefFor(path);
      if (!navigate || navigate(href, state) === false) window.location.assign(href);
    },
    [navigate, hrefFor],
  );
}
