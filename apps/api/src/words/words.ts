// The API's catalogue in the asked language (issue 27): one catalogue per language, en.ts and
// ar.ts, read by the answers' messages (words/message-keys.ts), the mails and the PDFs alike.
import type { Locale } from '@horeca/core/locale';
import { arWords } from './ar';
import { enWords, type ApiWords } from './en';

const WORDS: Record<Locale, ApiWords> = { en: enWords, ar: arWords };

export function apiWords(locale: Locale): ApiWords {
  return WORDS[locale];
}
