// An element's runtime settings from its own attributes, the page-wide ones (page-config.ts)
// and the page around it, in that order, with one console warning per kind of mistake
// (docs/behaviour.md §7). Embedded on a partner's page (the store on another origin), product,
// category and search links go to the store unless the page sets link-base, and `storeUrl`
// tells the cart to hand its lines to the store. Runs in the initial script: nothing from core.
import type { WidgetConfig } from '../runtime/config';
import { warnOnce } from '../runtime/warn-once';
import type { PageConfig } from './page-config';

export interface ElementAttributes {
  apiBase?: string | undefined;
  storefront?: string | undefined;
  lang?: string | undefined;
  dir?: string | undefined;
  linkBase?: string | undefined;
  storeUrl?: string | undefined;
}

export type ElementConfig = Pick<WidgetConfig, 'apiBase' | 'storefront' | 'linkBase' | 'storeUrl'> & Partial<Pick<WidgetConfig, 'lang' | 'dir'>>;

/**
 * The element's language and direction: its own attributes, else the page-wide language, else
 * the nearest ancestor's (the page's <html lang="ar" dir="rtl">), as the browser reads them for
 * text. No direction anywhere: the provider takes the language's (Arabic is right to left).
 */
export function languageOf(host: Element | undefined, attrs: { lang?: string | undefined; dir?: string | undefined }, pageLang?: string): Partial<Pick<WidgetConfig, 'lang' | 'dir'>> {
  const lang = attrs.lang || pageLang || host?.closest('[lang]')?.getAttribute('lang') || undefined;
  const dir = (attrs.dir || host?.closest('[dir]')?.getAttribute('dir'))?.toLowerCase();
  return { lang, dir: dir === 'rtl' ? 'rtl' : dir ? 'ltr' : undefined };
}

/** The origin of an http(s) address (relative ones against the page), or null. */
function originOf(address: string, pageHref: string): string | null {
  try {
    const url = new URL(address, pageHref);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function storefrontOf(raw: string | undefined): WidgetConfig['storefront'] {
  if (raw === undefined || raw === '' || raw === 'ae' || raw === 'us') return raw === 'us' ? 'us' : 'ae';
  warnOnce(`storefront:${raw}`, `storefront="${raw}" is not a storefront: use "ae" (AED, the UAE and Gulf store) or "us" (USD, the US store). Showing ae.`);
  return 'ae';
}

export function resolveElementConfig(attrs: ElementAttributes, page: PageConfig, host: Element | undefined, pageHref: string = globalThis.location?.href ?? 'http://localhost/'): ElementConfig {
  const pageOrigin = originOf(pageHref, pageHref) ?? '';
  const apiBase = attrs.apiBase || page.apiBase || '';
  // An element already taken off the page (its root unmounts a moment later) has nothing to say.
  if (apiBase === '' && host?.isConnected !== false) {
    warnOnce(
      'api-base',
      `No api-base: add <horeca-config api-base="https://your-store.example"></horeca-config> once to the page (or api-base to each element). Until then the widgets call this page's own origin (${pageOrigin}).`,
    );
  }
  const storeGiven = attrs.storeUrl || page.storeUrl || '';
  let storeOrigin = storeGiven ? originOf(storeGiven, pageHref) : null;
  if (storeGiven && !storeOrigin) warnOnce(`store-url:${storeGiven}`, `store-url="${storeGiven}" is not an http(s) address: the api-base origin is used for the store.`);
  storeOrigin ??= originOf(apiBase || pageHref, pageHref) ?? pageOrigin;
  // The store is elsewhere: this is a partner's page.
  const embedded = storeOrigin !== pageOrigin;
  const linkBase = attrs.linkBase ?? page.linkBase ?? (embedded ? storeOrigin : '');
  return {
    apiBase,
    storefront: storefrontOf(attrs.storefront || page.storefront),
    ...languageOf(host, attrs, page.lang),
    linkBase,
    storeUrl: embedded ? storeOrigin : undefined,
  };
}
