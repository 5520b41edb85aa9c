// Which of the two storefronts (docs/behaviour.md §1: ae = UAE/Gulf in AED with VAT included, us = USD
// with tax at checkout) this page serves. Decided once at start, in this order:
//  1. ?storefront=us|ae in the address (a shareable switch; it is also remembered),
//  2. the setting remembered in this browser (the US modal's switch writes it),
//  3. the host name: 'us.' prefix or a '.us' top-level domain means us,
//  4. the build setting VITE_STOREFRONT, else ae.
import { getSafeStorage } from '@horeca/core/storage';
import { STOREFRONTS, storefrontFromHost, type Storefront } from '@horeca/core/storefront';

export const STOREFRONT_SETTING_KEY = 'storefront';

export interface StorefrontLocation {
  hostname: string;
  search: string;
}

function asStorefront(value: string | null | undefined): Storefront | null {
  const code = (value ?? '').trim().toLowerCase();
  return code === 'ae' || code === 'us' ? code : null;
}

export { storefrontFromHost };

export function detectStorefront(
  location: StorefrontLocation,
  stored: string | null,
  buildDefault: string | undefined,
): Storefront {
  const fromQuery = asStorefront(new URLSearchParams(location.search).get(STOREFRONT_SETTING_KEY));
  return fromQuery ?? asStorefront(stored) ?? storefrontFromHost(location.hostname) ?? asStorefront(buildDefault) ?? 'ae';
}

/**
 * Keeps the choice in this browser, and in a cookie so the server renders the same storefront
 * (server-rendered pages otherwise start in the host's storefront and hydrate into the other).
 */
function rememberStorefront(storefront: Storefront): void {
  getSafeStorage('local').setItem(STOREFRONT_SETTING_KEY, storefront);
  document.cookie = `${STOREFRONT_SETTING_KEY}=${storefront}; path=/; max-age=31536000; samesite=lax`;
}

/** The remembered choice in a Cookie header (the server's view of this browser). */
export function storefrontFromCookie(cookieHeader: string | null | undefined): string | null {
  const match = /(?:^|;\s*)storefront=([^;]*)/.exec(cookieHeader ?? '');
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

/** Reads the address, the stored setting and the build default; remembers a query choice. */
export function currentStorefront(): Storefront {
  const storage = getSafeStorage('local');
  const storefront = detectStorefront(
    window.location,
    storage.getItem(STOREFRONT_SETTING_KEY),
    import.meta.env.VITE_STOREFRONT as string | undefined,
  );
  // A choice made in the address, or before the cookie existed, is remembered in both places.
  const chosen = new URLSearchParams(window.location.search).has(STOREFRONT_SETTING_KEY) || storage.getItem(STOREFRONT_SETTING_KEY) !== null;
  if (chosen && storefrontFromCookie(document.cookie) !== storefront) rememberStorefront(storefront);
  return storefront;
}

/** Switches this browser to the other storefront and reloads so every price follows. */
export function switchStorefront(to: Storefront): void {
  rememberStorefront(to);
  const url = new URL(window.location.href);
  url.searchParams.delete(STOREFRONT_SETTING_KEY);
  window.location.assign(url.toString());
}

export function storefrontSettings(storefront: Storefront) {
  return STOREFRONTS[storefront];
}
