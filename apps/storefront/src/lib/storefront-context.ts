// The storefront chosen at start (see storefront.ts), for pages that format money, pick
// FAQ variants or pass it to the API.
import type { Storefront } from '@horeca/core/storefront';
import { createContext, useContext } from 'react';

export const StorefrontContext = createContext<Storefront>('ae');

export function useStorefront(): Storefront {
  return useContext(StorefrontContext);
}
