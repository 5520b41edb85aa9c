// Title, description and canonical link of the current page (every route sets them). The
// canonical is absolute on this origin and drops the query, except a page number.
import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** A path on this site; defaults to the current path. */
  canonical?: string;
}

export const SITE_NAME = 'Horeca Store';

function upsertHead(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

export function canonicalUrl(path: string, origin: string): string {
  const url = new URL(path, origin);
  const page = url.searchParams.get('page');
  url.search = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  url.hash = '';
  return url.toString();
}

export function usePageMeta({ title, description, canonical }: PageMeta): void {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
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
    link.setAttribute('href', canonicalUrl(path, window.location.origin));
  }, [title, description, canonical]);
}
