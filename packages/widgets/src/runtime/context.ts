// Per-provider context: the commerce API built from the config, and the provider's id that
// tags the toasts it raises.
import { createContext, useContext } from 'react';
import type { CommerceApi } from './commerce-api';

export const CommerceApiContext = createContext<CommerceApi | null>(null);
export const ToastOriginContext = createContext<string>('horeca');

export function useCommerceApi(): CommerceApi {
  const api = useContext(CommerceApiContext);
  if (!api) throw new Error('Horeca widgets must render inside <HorecaProvider>.');
  return api;
}
