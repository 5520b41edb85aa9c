// The `from` of a cart handoff (docs/behaviour.md §2: /cart/add) names the partner site an
// order came from. A stranger writes it, so it is kept only as an origin: scheme, host and
// port, nothing of a path, query, credentials or markup, and never longer than an origin
// reasonably is. Anything else is no partner at all (null), never an error: the shopper's
// cart must not fail over a bad attribution.

/** Longest `from` read at all; the kept origin is at most PARTNER_ORIGIN_MAX characters. */
export const PARTNER_FROM_MAX = 2048;
export const PARTNER_ORIGIN_MAX = 255;

/** `https://partner.example`, `partner.example` or a page URL on it: its origin, or null. */
export function normalisePartnerOrigin(from: string | null | undefined): string | null {
  const text = (from ?? '').trim();
  if (text === '' || text.length > PARTNER_FROM_MAX || /[\s<>"'`\\]/.test(text)) return null;
  // A bare host (as Shopify's `from=partner.example`) is taken as https.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A site has a dotted name (or is localhost or an address): 'null', a page's opaque origin, is none.
  const host = url.hostname;
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)+\.?|localhost)$/.test(host)) return null;
  const origin = url.origin;
  return origin.length <= PARTNER_ORIGIN_MAX ? origin : null;
}
