// The storefront a host name serves: the storefront's start (apps/storefront lib/storefront.ts)
// and the API's sitemap (Arabic pages only on the ae storefront) read it the same way.
import type { Storefront } from './storefront';

/** 'us.' prefix or '.us' top-level domain: us; 'ae.' or '.ae': ae; else null (not said). */
export function storefrontFromHost(hostname: string): Storefront | null {
  const host = hostname.toLowerCase();
  if (host.startsWith('us.') || host.endsWith('.us')) return 'us';
  if (host.startsWith('ae.') || host.endsWith('.ae')) return 'ae';
  return null;
}
