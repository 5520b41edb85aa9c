// Per-provider context: the commerce API built from the config, the provider's id that tags
// the toasts it raises, and how a widget reads the shopper's token when it calls the API.
import { STORAGE_KEYS } from '@horeca/core/storage';
import { createContext, useContext } from 'react';
import type { CommerceApi } from './commerce-api';
import { readStoredString } from './stored-string';

export const CommerceApiContext = createContext<CommerceApi | null>(null);
export const ToastOriginContext = createContext<string>('horeca');

export function useCommerceApi(): CommerceApi {
  const api = useContext(CommerceApiContext);
  if (!api) throw new Error('Horeca widgets must render inside <HorecaProvider>.');
  return api;
}

/** Reads the signed-in shopper's token at call time; null for a guest. */
export type TokenGetter = () => string | null;

/**
 * HorecaProvider hands in its store's authToken; outside a provider the token is read from
 * storage (where the store persists it). A context rather than the jotai store itself, so a
 * widget that only sends the token (the newsletter) loads no store code.
 */
export const TokenGetterContext = createContext<TokenGetter>(() => readStoredString(STORAGE_KEYS.authToken));

export function useTokenGetter(): TokenGetter {
  return useContext(TokenGetterContext);
}
