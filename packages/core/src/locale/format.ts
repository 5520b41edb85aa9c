// Numbers, prices and dates in Arabic go through Intl for ar-AE (AED as 'د.إ.', the digits
// the shopper chose). English keeps money.ts's hand-written format, which skips loading the
// browser's number data on the English first load.
import { PRICE_DECIMALS } from '../constants/constants';
import { parseNumberInput } from '../fields/digits';
import { DEFAULT_DIGITS, intlLocale, type DigitStyle, type Locale } from './locale';

/** How an Arabic page writes numbers: its digits. */
export interface ArabicFormat {
  digits?: DigitStyle;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** An AED amount in Arabic: '‏1,234.50 د.إ.‏' (or with ١٬٢٣٤٫٥٠); '' for an unreadable amount. */
export function formatArabicMoney(amount: number | string | null | undefined, { digits = DEFAULT_DIGITS }: ArabicFormat = {}): string {
  const value = parseNumberInput(amount);
  if (!Number.isFinite(value)) return '';
  const locale = intlLocale('ar', digits);
  return cached(
    `money:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'AED',
        currencyDisplay: 'symbol',
        minimumFractionDigits: PRICE_DECIMALS,
        maximumFractionDigits: PRICE_DECIMALS,
        signDisplay: 'negative',
      }),
  ).format(value);
}

/** A whole count in Arabic with grouping: '12,480' or '١٢٬٤٨٠'. */
export function formatArabicCount(count: number, { digits = DEFAULT_DIGITS }: ArabicFormat = {}): string {
  const locale = intlLocale('ar', digits);
  return cached(`count:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(Math.trunc(count));
}

/** A date in Arabic: '24 نوفمبر 2026' (Gregorian, as UAE stores and invoices write it). */
export function formatArabicDate(date: Date | string | number, { digits = DEFAULT_DIGITS }: ArabicFormat = {}): string {
  const when = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(when.getTime())) return '';
  const locale = `${intlLocale('ar', digits)}-ca-gregory`;
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })).format(when);
}

/**
 * A date as the storefront's pages write it: '24 Nov 2026' in English (en-GB, the spec's
 * format, in the browser's time zone as before), formatArabicDate in Arabic; '' for an
 * unreadable date.
 */
export function formatDate(date: Date | string | number, locale: Locale = 'en', digits?: DigitStyle): string {
  if (locale === 'ar') return formatArabicDate(date, { digits });
  const when = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(when.getTime())) return '';
  return cached('date:en-GB', () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })).format(when);
}

/**
 * A time of day in the shopper's own time zone: '14:35' in English (en-GB), the ar-AE clock in
 * Arabic with the shopper's digits; '' for an unreadable time. For a deadline the shopper
 * acts on (a card payment's, issue 28).
 */
export function formatTime(date: Date | string | number, locale: Locale = 'en', digits?: DigitStyle): string {
  const when = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(when.getTime())) return '';
  const tag = locale === 'ar' ? intlLocale('ar', digits ?? DEFAULT_DIGITS) : 'en-GB';
  return cached(`time:${tag}`, () => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' })).format(when);
}
