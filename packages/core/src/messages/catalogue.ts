// A message catalogue of another language has the English table's shape, key for key: the
// compiler refuses a missing or extra key, and the values are plain strings (English is `as
// const`, so its own values are literal types).
import { formatMessage } from './messages';

export type Catalogue<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Catalogue<T[K]> };

/** English words messages carry as values (a Gulf country's name), and the same in another language. */
export type MessageWords = Readonly<Record<string, string>>;

/** A message's values in the other language where they are words it knows ('UAE' -> 'الإمارات'); a name or a number as it is. */
export function valuesIn(values: Readonly<Record<string, string>>, otherWords: MessageWords = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Object.hasOwn(otherWords, value) ? otherWords[value]! : value]));
}

/** The message at `key` (a dotted path) of `table`, its '{name}' placeholders filled from `values`. */
export function messageAt(table: unknown, key: string, values: Readonly<Record<string, string>> = {}): string | undefined {
  let value: unknown = table;
  for (const part of key.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' ? formatMessage(value, values) : undefined;
}
