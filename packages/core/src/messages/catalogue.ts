// A message catalogue of another language has the English table's shape, key for key: the
// compiler refuses a missing or extra key, and the values are plain strings (English is `as
// const`, so its own values are literal types).
import { formatMessage } from './messages';

export type Catalogue<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Catalogue<T[K]> };

/**
 * The text of `english` in another catalogue, found by its place in the English table: a
 * message made from a template ('File a.png is too large...') is matched by the template and
 * its placeholders' values carried over, put in the other language where `otherWords` knows
 * them ('Please enter a valid UAE number': the country's name). A text not in the table is
 * returned as it is.
 *
 * Words are looked up by key everywhere (issue 27); this is the one way back from a sentence,
 * kept for what only reaches a widget or a page as English text: a yup schema shared with the
 * API returns its message, not its key (react-hook-form's field errors), and so do the file
 * rules with a file's name filled in, a claim's failure (core's claimErrorMessage) and a
 * failure the client itself names (a timeout).
 */
export function translateMessage<T>(english: string, englishTable: T, otherTable: Catalogue<T>, otherWords?: MessageWords): string {
  const found = findMessage(english, englishTable);
  return (found && messageAt(otherTable, found.key, valuesIn(found.values, otherWords))) ?? english;
}

/** English words messages carry as values (a Gulf country's name), and the same in another language. */
export type MessageWords = Readonly<Record<string, string>>;

/** A message's values in the other language where they are words it knows ('UAE' -> 'الإمارات'); a name or a number as it is. */
export function valuesIn(values: Readonly<Record<string, string>>, otherWords: MessageWords = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Object.hasOwn(otherWords, value) ? otherWords[value]! : value]));
}

/** A message found in a table: its key (a dotted path, 'claim.emailRequired') and its template's values. */
export interface FoundMessage {
  key: string;
  values: Readonly<Record<string, string>>;
}

/** The key of `english` in `englishTable` (a template's values carried over), or undefined. */
export function findMessage<T>(english: string, englishTable: T): FoundMessage | undefined {
  const pairs = messagePairs(englishTable);
  const key = pairs.exact.get(english);
  if (key !== undefined) return { key, values: {} };
  for (const { pattern, names, key: templateKey } of pairs.templates) {
    const match = pattern.exec(english);
    if (match) return { key: templateKey, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}

/** The message at `key` (a dotted path) of `table`, its '{name}' placeholders filled from `values`. */
export function messageAt(table: unknown, key: string, values: Readonly<Record<string, string>> = {}): string | undefined {
  let value: unknown = table;
  for (const part of key.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' ? formatMessage(value, values) : undefined;
}

interface Pairs {
  exact: Map<string, string>;
  templates: { pattern: RegExp; names: string[]; key: string }[];
}

const pairsCache = new WeakMap<object, Pairs>();

function messagePairs(englishTable: unknown): Pairs {
  const table = englishTable as object;
  let pairs = pairsCache.get(table);
  if (!pairs) {
    pairs = { exact: new Map(), templates: [] };
    collect(englishTable, '', pairs);
    pairsCache.set(table, pairs);
  }
  return pairs;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collect(english: unknown, key: string, pairs: Pairs): void {
  if (typeof english === 'string') {
    if (!pairs.exact.has(english)) pairs.exact.set(english, key);
    const names = [...english.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '');
    if (names.length > 0) {
      const source = english.split(/\{[^{}]+\}/).map(escapeRegExp).join('(.+?)');
      pairs.templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, key });
    }
    return;
  }
  if (typeof english !== 'object' || english === null) return;
  for (const [name, value] of Object.entries(english)) collect(value, key ? `${key}.${name}` : name, pairs);
}
