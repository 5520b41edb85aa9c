// Title, description and canonical link of the current page (every route sets them). The
// canonical is absolute on this origin and drops the query, except a page number. In the
// browser an effect writes them into <head>; on the server, which runs no effects, the render
// leaves them here and entry-server.tsx writes them into the page's HTML, so a crawler or a
// link preview that runs no script reads the page's own title, not the shell's.
import { escapeHtml } from '@horeca/core/html';
import { localeFromPath, localizedPath, type Locale } from '@horeca/core/locale';
import { type Storefront } from '@horeca/core/storefront';
import { useEffect } from 'react';
import { previewTags, type PagePreview } from './page-preview';
import { useStorefront } from './storefront-context';

export interface PageMeta {
  title: string;
  description: string;
  /** A path on this site; defaults to the current path. */
  canonical?: string;
  /** What a shared link shows (page-preview.ts): written by the server only. */
  preview?: PagePreview;
}

export const SITE_NAME = 'Horeca Store';

/** The document's title: the page's, with the store's name unless it already has it. */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

function upsertHead(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

export function canonicalUrl(path: string, origin: string, locale: Locale = localeFromPath(path)): string {
  // Each language is its own page: the Arabic page's canonical is its /ar/ address.
  const url = new URL(localizedPath(path, locale), origin);
  const page = url.searchParams.get('page');
  url.search = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  url.hash = '';
  return url.toString();
}

let serverPageMeta: PageMeta | null = null;

/** The meta of the server's last render (null if its page set none), and forgets it. */
export function takeServerPageMeta(): PageMeta | null {
  const meta = serverPageMeta;
  serverPageMeta = null;
  return meta;
}

/**
 * The page in each language the storefront sells in (hreflang; English is the default for
 * other languages): the ae storefront in English and Arabic, the us storefront none.
 */
export function languageAlternates(canonical: string, storefront: Storefront): { hreflang: string; href: string }[] {
  if (storefront !== 'ae') return [];
  const url = new URL(canonical);
  const at = (locale: Locale) => new URL(`${localizedPath(url.pathname, locale)}${url.search}`, url.origin).toString();
  return [
    { hreflang: 'en', href: at('en') },
    { hreflang: 'ar', href: at('ar') },
    { hreflang: 'x-default', href: at('en') },
  ];
}

/** The <head> tags of `meta` for the page at `url` (the server's request) on `storefront`. */
export function pageHeadTags(meta: PageMeta, url: URL, storefront: Storefront = 'ae'): string {
  const canonical = canonicalUrl(meta.canonical ?? `${url.pathname}${url.search}`, url.origin, localeFromPath(url.pathname));
  return (
    `<title>${escapeHtml(documentTitle(meta.title))}</title>` +
    `<meta name="description" content="${escapeHtml(meta.description)}" />` +
    `<link rel="canonical" href="${escapeHtml(canonical)}" />` +
    languageAlternates(canonical, storefront)
      .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`)
      .join('') +
    previewTags({ title: meta.title, description: meta.description, canonical, siteName: SITE_NAME, storefront, preview: meta.preview })
  );
}

export function usePageMeta({ title, description, canonical, preview }: PageMeta): void {
  const storefront = useStorefront();
  if (typeof window === 'undefined') serverPageMeta = { title, description, canonical, preview };
  useEffect(() => {
    document.title = documentTitle(title);
    const meta = upsertHead('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.setAttribute('name', 'description');
      return element;
    });
    meta.setAttribute('content', description);
    const link = upsertHead('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.setAttribute('rel', 'canonical');
      return element;
    });
    const path = canonical ?? `${window.location.pathname}${window.location.search}`;
    const canonicalHref = canonicalUrl(path, window.location.origin, localeFromPath(window.location.pathname));
    link.setAttribute('href', canonicalHref);
    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
    for (const { hreflang, href } of languageAlternates(canonicalHref, storefront)) {
      const alternate = document.createElement('link');
      alternate.setAttribute('rel', 'alternate');
      alternate.setAttribute('hreflang', hreflang);
      alternate.setAttribute('href', href);
      document.head.append(alternate);
    }
  }, [title, description, canonical, storefront]);
}
