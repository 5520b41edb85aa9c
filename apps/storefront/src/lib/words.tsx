// The storefront's own words in the page's language (issue 27: one i18n mechanism). The
// language is chosen per render: AppProviders puts the page's catalogue (words.en.ts, or
// words.ar.ts once loadWords has fetched its chunk) in context, and pages read it with
// useWords(). No table is rewritten in place, so two pages rendered side by side on the server
// keep their own words even when a render waits between its parts.
import type { Locale } from '@horeca/core/locale';
import { createContext, useContext, type ReactNode } from 'react';
import { englishWords } from './words.en';

/** A table's words in another language: the same keys, and templates take the same values. */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer I)[]
      ? readonly Words<I>[]
      : { readonly [K in keyof T]: Words<T[K]> };

/** Every table of the storefront's words, in one language. */
export type StorefrontWords = Words<typeof englishWords>;

// Without a provider (a component's unit test) the words are English.
const WordsContext = createContext<StorefrontWords>(englishWords);

let arabic: StorefrontWords | undefined;

/** Fetches the words of `locale`: Arabic is a chunk that only Arabic pages load (vite.config.ts). */
export async function loadWords(locale: Locale): Promise<void> {
  if (locale === 'ar') arabic ??= (await import('./words.ar')).arabicWords;
}

/** The words of `locale` (Arabic: after loadWords). */
export function wordsFor(locale: Locale): StorefrontWords {
  if (locale === 'en') return englishWords;
  if (!arabic) throw new Error('The Arabic words are not loaded: await loadWords (lib/locale.ts loadPageLanguage) before the render');
  return arabic;
}

/** The words of `locale` for everything below. */
export function PageWords({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <WordsContext.Provider value={wordsFor(locale)}>{children}</WordsContext.Provider>;
}

/** The storefront's words in the language of the page being rendered. */
export function useWords(): StorefrontWords {
  return useContext(WordsContext);
}
