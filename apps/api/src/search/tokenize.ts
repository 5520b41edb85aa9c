import { ARABIC_LETTERS, foldArabic } from './arabic';

/** Anything but these separates words. */
const NOT_A_WORD = new RegExp(`[^a-z0-9${ARABIC_LETTERS}]+`);

/**
 * One tokeniser for the index and the query: lower case, accents folded, Arabic spelling
 * folded (arabic.ts), words of [a-z0-9] and Arabic letters. Anything else (%, _, quotes,
 * backslashes, & | ! : * ( ) <->) only separates words, so no query text can reach LIKE or
 * tsquery syntax. A word mixing scripts ('vulcanفرن') stays one word, as the database's
 * parser reads it.
 */
export function tokenize(text: string): string[] {
  return foldArabic(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .split(NOT_A_WORD)
    .filter((word) => word.length > 0);
}

/** Longest prefix kept in the suggestion table; longer query words use the full-text index. */
export const MAX_PREFIX_LENGTH = 12;

/** The suggestion table's prefixes for these words: 'ab', 'ac' -> 'a', 'ab', 'ac'. */
export function prefixesOf(words: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const word of words) for (let length = 1; length <= Math.min(word.length, MAX_PREFIX_LENGTH); length++) prefixes.add(word.slice(0, length));
  return prefixes;
}
/**
 * Products stored per prefix, most popular first: the dropdown shows the first 7, and
 * multi-word search looks for its matches among them before asking the full-text index.
 */
export const PREFIX_TOP_K = 50;
/** Every list holds at least this many when its prefix has as many products (seeds before PREFIX_TOP_K = 50 kept 10). */
export const PREFIX_LIST_MIN = 10;
