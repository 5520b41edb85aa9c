// Everything around the router: the widgets' runtime (one jotai store, swr cache, toasts)
// with link clicks inside widgets routed through React Router, and the storefront code.
import type { Storefront } from '@horeca/core';
import { HorecaProvider, type NavigateFn, type WidgetConfig } from '@horeca/widgets';
import { useMemo, type ReactNode } from 'react';
import { StorefrontContext } from './storefront-context';

export interface AppProvidersProps {
  storefront: Storefront;
  /** The router's navigate; absolute links to other sites are left to the browser. */
  navigate: (to: string, options: { state: unknown }) => unknown;
  children: ReactNode;
}

export function AppProviders({ storefront, navigate, children }: AppProvidersProps) {
  const config = useMemo<Partial<WidgetConfig>>(() => {
    const routed: NavigateFn = (to, state) => {
      if (/^https?:\/\//i.test(to)) return false;
      void navigate(to, { state });
      return true;
    };
    return { apiBase: import.meta.env.VITE_API_BASE ?? '', storefront, linkBase: '', navigate: routed };
  }, [storefront, navigate]);
  return (
    <StorefrontContext.Provider value={storefront}>
      <HorecaProvider config={config}>{children}</HorecaProvider>
    </StorefrontContext.Provider>
  );
}
