// Everything around the router: the widgets' runtime (one jotai store, swr cache, toasts)
// with link clicks inside widgets routed through React Router, and the storefront code and
// its words in the page's language (lib/words.tsx).
import { LOCALES, type Locale } from '@horeca/core/locale';
import { type Storefront } from '@horeca/core/storefront';
import { HorecaProvider, createHttpCommerceApi, type NavigateFn, type WidgetConfig } from '@horeca/widgets';
import { useMemo, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { StorefrontContext } from './storefront-context';
import { PageWords } from './words';

export interface AppProvidersProps {
  storefront: Storefront;
  /** The page's language (its address: /ar/... is Arabic); the widgets speak it too. */
  locale?: Locale;
  /** The router's navigate; absolute links to other sites are left to the browser. */
  navigate: (to: string, options: { state: unknown }) => unknown;
  /** swr options of a server render and its hydration (the reads made on the server). */
  swr?: SWRConfiguration;
  /** On the server: the API, called in-process, for the widgets' reads (always as a guest). */
  serverFetch?: typeof fetch;
  children: ReactNode;
}

/** The tag id when configured, and never in tests (vitest's mode is 'test'). */
export function analyticsIdOf(env: { MODE?: string; VITE_ANALYTICS_ID?: string }): string | undefined {
  return env.MODE === 'test' ? undefined : env.VITE_ANALYTICS_ID?.trim() || undefined;
}

export function AppProviders({ storefront, locale = 'en', navigate, swr, serverFetch, children }: AppProvidersProps) {
  const config = useMemo<Partial<WidgetConfig>>(() => {
    const routed: NavigateFn = (to, state) => {
      if (/^https?:\/\//i.test(to)) return false;
      void navigate(to, { state });
      return true;
    };
    const apiBase = import.meta.env.VITE_API_BASE ?? '';
    const api = serverFetch ? createHttpCommerceApi({ apiBase, storefront, getToken: () => null, getLocale: () => locale, fetch: serverFetch }) : undefined;
    return { apiBase, storefront, lang: locale, dir: LOCALES[locale].dir, linkBase: '', navigate: routed, api, analyticsId: analyticsIdOf(import.meta.env) };
  }, [storefront, locale, navigate, serverFetch]);
  return (
    <StorefrontContext.Provider value={storefront}>
      <HorecaProvider config={config} swr={swr}>
        <PageWords locale={locale}>{children}</PageWords>
      </HorecaProvider>
    </StorefrontContext.Provider>
  );
}
