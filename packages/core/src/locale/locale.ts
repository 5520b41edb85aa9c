// The store's languages: English everywhere, Arabic beside it on the ae storefront (issue 23;
// the us storefront stays English). One rule for all three places that ask: the widgets (their
// `lang`), the storefront (its /ar/... address) and the API's server render (<html lang dir>).
import type { Storefront } from '../storefront';

export const LOCALES = {
  en: { label: 'English', dir: 'ltr', intl: 'en' },
  ar: { label: 'العربية', dir: 'rtl', intl: 'ar-AE' },
} as const;
export type Locale = keyof typeof LOCALES;
export type Direction = (typeof LOCALES)[Locale]['dir'];

/**
 * Digits of numbers, prices and dates in Arabic. Latin by default: Emirati stores (and the
 * CLDR default for ar-AE) write prices, SKUs, model numbers and phone numbers in Latin digits,
 * so one product reads the same in both languages; Arabic-Indic (٠-٩) is the shopper's setting.
 */
export const DIGIT_STYLES = ['latn', 'arab'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];
export const DEFAULT_DIGITS: DigitStyle = 'latn';

/** The locale of a BCP 47 tag ('ar', 'ar-AE', 'AR'): Arabic for any Arabic tag, else English. */
export function localeOf(lang: string | null | undefined): Locale {
  return /^ar(?:-|$)/i.test((lang ?? '').trim()) ? 'ar' : 'en';
}

/** Arabic only where the storefront sells in it: the us storefront stays English. */
export function localeFor(storefront: Storefront, wanted: Locale): Locale {
  return storefront === 'us' ? 'en' : wanted;
}

/** The Intl locale of `locale` with its digits: 'ar-AE-u-nu-latn', or 'en' for English. */
export function intlLocale(locale: Locale, digits: DigitStyle = DEFAULT_DIGITS): string {
  return locale === 'ar' ? `${LOCALES.ar.intl}-u-nu-${digits}` : LOCALES.en.intl;
}

// --- the address: English pages at /..., Arabic pages at /ar/... ---

const ARABIC_PREFIX = /^\/ar(?=\/|$)/;

/** The language of a page's path: '/ar' and '/ar/...' are Arabic. */
export function localeFromPath(pathname: string): Locale {
  return ARABIC_PREFIX.test(pathname) ? 'ar' : 'en';
}

/** The router's base of `locale`: '/ar' for Arabic, none for English. */
export function localeBasename(locale: Locale): string | undefined {
  return locale === 'ar' ? '/ar' : undefined;
}

/** `path` (an English path, or either language's) as a page of `locale`: '/faq' -> '/ar/faq'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = path.replace(ARABIC_PREFIX, '') || '/';
  if (locale === 'en') return bare;
  return bare === '/' ? '/ar' : `/ar${bare.startsWith('/') ? '' : '/'}${bare}`;
}
