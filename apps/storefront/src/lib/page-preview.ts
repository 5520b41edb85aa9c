// What a shared link shows (issue 31): OpenGraph and Twitter card tags, written by the server
// into the page's head (use-page-meta.ts pageHeadTags), since link-preview fetchers (WhatsApp,
// Facebook, X, Slack) run no script. Only the server writes them: a browser has no use for them.
import { LINK_PREVIEW } from '@horeca/core/constants';
import { escapeHtml } from '@horeca/core/html';
import { localeFromPath, type Locale } from '@horeca/core/locale';
import { STOREFRONTS, type Storefront } from '@horeca/core/storefront';

export interface PagePreview {
  /** og:type: a product page 'product', a blog post 'article', anything else 'website'. */
  type?: 'website' | 'product' | 'article';
  /** The picture, absolute or a path on this site; the store's own picture when none. */
  image?: { url: string; width?: number; height?: number };
  /** A product's price as the page shows it (product:price:amount, product:price:currency). */
  price?: { amount: string; currency: string };
}

/** The store's own picture (public/share.png, at the preview's size) for pages that have none of their own. */
export const DEFAULT_SHARE_IMAGE = { url: '/share.png', ...LINK_PREVIEW } as const;

/** og:locale of a page: its language in the storefront's country (ar_AE, en_AE, en_US). */
export function ogLocale(locale: Locale, storefront: Storefront): string {
  const country = STOREFRONTS[storefront].locale.split('-')[1] ?? 'AE';
  return `${locale}_${country}`;
}

/** Previews show raster pictures only: an SVG (a brand's logo, a blog's artwork) gives way to the store's. */
const isRaster = (url: string) => !/\.svg(\?|$)/i.test(url);

export function previewTags(input: { title: string; description: string; canonical: string; siteName: string; storefront: Storefront; preview?: PagePreview }): string {
  const { title, description, canonical, siteName, storefront, preview = {} } = input;
  const url = new URL(canonical);
  const locale = localeFromPath(url.pathname);
  const image = preview.image && isRaster(preview.image.url) ? preview.image : DEFAULT_SHARE_IMAGE;
  const imageUrl = new URL(image.url, url.origin).toString();
  const tag = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    tag('og:site_name', siteName),
    tag('og:type', preview.type ?? 'website'),
    tag('og:title', title),
    tag('og:description', description),
    tag('og:url', canonical),
    tag('og:image', imageUrl),
    ...(image.width && image.height ? [tag('og:image:width', String(image.width)), tag('og:image:height', String(image.height))] : []),
    tag('og:image:alt', title),
    tag('og:locale', ogLocale(locale, storefront)),
    // The ae storefront sells in both languages: each page names the other as its alternate.
    ...(storefront === 'ae' ? [tag('og:locale:alternate', ogLocale(locale === 'ar' ? 'en' : 'ar', storefront))] : []),
    ...(preview.price ? [tag('product:price:amount', preview.price.amount), tag('product:price:currency', preview.price.currency)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', imageUrl),
  ];
  return tags.join('');
}
