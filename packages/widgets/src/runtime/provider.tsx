// The runtime around every widget: the page-wide jotai store, a fresh swr cache, the config
// and API client, the style target and the toaster. Custom elements mount one per element;
// a React host wraps its widgets in one.
import { LOCALES, localeFor, localeOf } from '@horeca/core/locale';
import { Provider as JotaiProvider } from 'jotai/react';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { authTokenAtom } from './atoms';
import { CommerceApiContext, ToastOriginContext, TokenGetterContext } from './context';
import { WidgetConfigContext, defaultWidgetConfig, type WidgetConfig } from './config';
import { createHttpCommerceApi } from './http-commerce-api';
import { getWidgetStore, type WidgetStore } from './store';
import { StyleProvider } from './styles';
import { swrOptions } from './swr-options';
import { Toaster } from './toaster';

export interface HorecaProviderProps {
  config?: Partial<WidgetConfig>;
  /** Defaults to the page-wide store shared by every widget. */
  store?: WidgetStore;
  /** Where styles go: the element's shadow root; omitted for document.head (React face). */
  styleTarget?: ShadowRoot | HTMLElement;
  /** Extra swr options: a server-rendering host passes the reads it made (`fallback`). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

export function HorecaProvider({ config, store, styleTarget, swr, children }: HorecaProviderProps) {
  const activeStore = store ?? getWidgetStore();
  const origin = useId();
  const merged = useMemo<WidgetConfig>(() => {
    const given = stripUndefined(config ?? {});
    // No direction given: the language's own (Arabic is right to left).
    return { ...defaultWidgetConfig, dir: LOCALES[localeOf(given.lang)].dir, ...given };
  }, [config]);
  const { api: injectedApi, apiBase, storefront } = merged;
  const getToken = useCallback(() => activeStore.get(authTokenAtom), [activeStore]);
  // The language the widgets speak (runtime/locale.tsx useLocale) is the one their calls ask in.
  const locale = localeFor(storefront, localeOf(merged.lang));
  const api = useMemo(
    () => injectedApi ?? createHttpCommerceApi({ apiBase, storefront, getToken, getLocale: () => locale }),
    [injectedApi, apiBase, storefront, getToken, locale],
  );
  // One Map per provider, created once: tests and separate elements never share cached reads.
  const [swrValue] = useState(() => {
    const cache = new Map();
    return { ...swrOptions, ...swr, provider: () => cache };
  });

  return (
    <JotaiProvider store={activeStore}>
      <SWRConfig value={swrValue}>
        <WidgetConfigContext.Provider value={merged}>
          <CommerceApiContext.Provider value={api}>
            <TokenGetterContext.Provider value={getToken}>
              <StyleProvider target={styleTarget}>
                <ToastOriginContext.Provider value={origin}>
                  {children}
                  <Toaster />
                </ToastOriginContext.Provider>
              </StyleProvider>
            </TokenGetterContext.Provider>
          </CommerceApiContext.Provider>
        </WidgetConfigContext.Provider>
      </SWRConfig>
    </JotaiProvider>
  );
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
