// The storefront's language (issue 23): English at /..., Arabic at /ar/... on the ae storefront
// (the us storefront stays English). The address decides, so a link, a crawler and a shared page
// all see one language; the shopper's choice is remembered in this browser (the `language` key
// of /settings) and in a `language` cookie, like the storefront choice, and a later visit to an
// English address goes to its Arabic twin.
//
// One language per page load: the switch is a full navigation to the other address. The
// storefront's own words come with each render's context (lib/words.tsx: AppProviders gives the
// page's catalogue, pages read it with useWords), so the server renders pages in either language
// side by side. Widgets and core words follow the language through the widgets' config
// (runtime/locale.tsx in @horeca/widgets); so do the API's answers (resources/request-language.ts:
// calls ask with lang=ar).
import { LOCALES, localeFor, localeFromPath, localizedPath, type Locale } from '@horeca/core/locale';
import { STORAGE_KEYS, getSafeStorage, writeString } from '@horeca/core/storage';
import { type Storefront } from '@horeca/core/storefront';
import { loadWidgetLocale } from '@horeca/widgets';
import { setRequestLanguage } from '../resources/request-language';
import { loadWords } from './words';

export const LANGUAGE_COOKIE = 'language';

/** The language of the page at `pathname` on `storefront`. */
export function pageLanguage(pathname: string, storefront: Storefront): Locale {
  return localeFor(storefront, localeFromPath(pathname));
}

/** Loads the words of `locale` (Arabic: the storefront's, the widgets' and core's chunks). */
export async function loadPageLanguage(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await Promise.all([loadWords(locale), loadWidgetLocale(locale)]);
}

/** The browser: the page's language for its whole life (loadPageLanguage first). */
export function setPageLanguage(locale: Locale): void {
  setRequestLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = LOCALES[locale].dir;
}

/** The remembered choice in a Cookie header (the server's view of this browser). */
export function languageFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const match = /(?:^|;\s*)language=(en|ar)(?:;|$)/.exec(cookieHeader ?? '');
  return (match?.[1] as Locale | undefined) ?? null;
}

/**
 * Where a page request should go instead, or null: an Arabic address on the us storefront goes
 * to its English one; an English address, for a shopper who chose Arabic, to its Arabic one.
 */
export function languageRedirect(pathname: string, search: string, storefront: Storefront, chosen: Locale | null): string | null {
  const asked = localeFromPath(pathname);
  const wanted = localeFor(storefront, asked === 'en' && chosen === 'ar' ? 'ar' : asked);
  return wanted === asked ? null : `${localizedPath(pathname, wanted)}${search}`;
}

/**
 * Remembers the choice in this browser and its cookie (so the server renders it too), and opens
 * this page in that language when it is another.
 */
export function switchLanguage(to: Locale): void {
  writeString(getSafeStorage('local'), STORAGE_KEYS.language, to);
  document.cookie = `${LANGUAGE_COOKIE}=${to}; path=/; max-age=31536000; samesite=lax`;
  const { pathname, search, hash } = window.location;
  if (localeFromPath(pathname) !== to) window.location.assign(`${localizedPath(pathname, to)}${search}${hash}`);
}

/** The remembered choice in this browser, if any. */
export function rememberedLanguage(): Locale | null {
  const stored = getSafeStorage('local').getItem(STORAGE_KEYS.language);
  return stored === 'ar' || stored === 'en' ? stored : null;
}
