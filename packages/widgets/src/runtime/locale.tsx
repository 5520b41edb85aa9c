// The widgets' language (issue 23): English, or Arabic on the ae storefront when the config's
// `lang` says so (an element's lang attribute or its nearest ancestor's, the storefront's
// /ar/ pages). English words are imported as before; the Arabic catalogue is one chunk loaded
// the first time an Arabic widget renders (that render suspends until it is there), so an
// English page never downloads it. Should it fail to load, the widget speaks English rather
// than showing nothing.
import { formatDate, formatTime, localeFor, localeOf, type Locale } from '@horeca/core/locale';
import { sayFrom, type Catalogue, type Say } from '@horeca/core/messages';
import { formatCount, formatMoney } from '@horeca/core/money';
import { type Storefront } from '@horeca/core/storefront';
import { useCallback } from 'react';
import type { arabicTables } from './catalogue-ar';

/** The Arabic chunk's tables, and core's messages by key read from them (use-say.ts). */
export type ArabicCatalogue = typeof arabicTables & { say: Say<string> };
import { useWidgetConfig } from './config';

let arabic: ArabicCatalogue | undefined;
let arabicFailed = false;
let loading: Promise<void> | undefined;

/**
 * Loads `locale`'s words before a render that must not suspend (a server render, the
 * storefront's hydration of an Arabic page). Resolves once they are there, or failed.
 */
export function loadWidgetLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || arabic) return Promise.resolve();
  loading ??= import('./catalogue-ar').then(
    (module) => {
      const tables = module.arabicTables;
      arabic = { ...tables, say: sayFrom(tables, tables.words) };
    },
    (error: unknown) => {
      arabicFailed = true;
      console.error('The Arabic words of the widgets could not be loaded; showing English', error);
    },
  );
  return loading;
}

/** The language this widget speaks: Arabic only where the storefront sells in Arabic. */
export function useLocale(): Locale {
  const { lang, storefront } = useWidgetConfig();
  return localeFor(storefront, localeOf(lang));
}

/** The widget's language as its API client's getter (core's getLocale): its calls ask in it. */
export function useLocaleGetter(): () => Locale {
  const locale = useLocale();
  return useCallback(() => locale, [locale]);
}

/** `english`, or its Arabic catalogue (`pick`) when the widget speaks Arabic. */
export function useText<T>(english: T, pick: (catalogue: ArabicCatalogue) => Catalogue<T>): Catalogue<T> {
  return useInLanguage(english as Catalogue<T>, pick);
}

/** `english`, or what `pick` takes from the Arabic chunk when the widget speaks Arabic: a table, or a function (use-say.ts). */
export function useInLanguage<T>(english: T, pick: (catalogue: ArabicCatalogue) => T): T {
  const locale = useLocale();
  if (locale === 'en' || arabicFailed) return english;
  // Suspends the first Arabic render until the catalogue is in (React retries on resolve).
  if (!arabic) throw loadWidgetLocale(locale);
  return pick(arabic);
}

/**
 * Prices, counts and dates in the widget's language and digits: 'AED 10.00' or '‏10.00 د.إ.‏',
 * '24 Nov 2026' or '24 نوفمبر 2026'. The storefront's pages use it too, so every number on an
 * /ar page follows one rule. `money` takes another storefront for an amount in its currency
 * (an order placed on the us storefront shows dollars).
 */
export function useNumbers() {
  const { storefront, digits } = useWidgetConfig();
  const locale = useLocale();
  const money = useCallback(
    (amount: number | string | null | undefined, of: Storefront = storefront) => formatMoney(amount, of, locale, digits),
    [storefront, locale, digits],
  );
  const count = useCallback((value: number) => formatCount(value, locale, digits), [locale, digits]);
  const date = useCallback((value: Date | string | number) => formatDate(value, locale, digits), [locale, digits]);
  const time = useCallback((value: Date | string | number) => formatTime(value, locale, digits), [locale, digits]);
  return { money, count, date, time };
}

/** For tests: forget the loaded catalogue. */
export function resetWidgetLocaleForTests(): void {
  arabic = undefined;
  arabicFailed = false;
  loading = undefined;
}
