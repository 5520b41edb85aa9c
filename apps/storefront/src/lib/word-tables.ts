// The storefront's tables of words (issue 23): lib/messages.ts and each commerce area's
// *-text.ts register here, and are set to the page's language in place, so a page reads
// `cartText.title` and gets the page's words. Their Arabic twins (*.ar.ts, gathered in
// words.ar.ts) are one chunk that only Arabic pages load (lib/locale.ts). A table registered
// after the language was set (a lazily loaded page's) starts in that language.
/** A table's words in another language: the same keys, and templates take the same values. */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer I)[]
      ? readonly Words<I>[]
      : { readonly [K in keyof T]: Words<T[K]> };

/** The tables, by their key in words.ar.ts. */
export type TableName = 'storefront' | 'commerce' | 'account' | 'cart' | 'checkout' | 'payment' | 'history' | 'invoice' | 'orders' | 'quotes' | 'quoteEdit' | 'returns' | 'reviews' | 'priceMatch';
export type WordTables = Readonly<Record<TableName, object>>;

interface Entry {
  name: TableName;
  table: Record<string, unknown>;
  english: Record<string, unknown>;
}

const tables: Entry[] = [];
let arabic: WordTables | null = null;

function apply(entry: Entry): void {
  Object.assign(entry.table, arabic ? arabic[entry.name] : entry.english);
}

/** Registers `table` (English) under `name`, its key in words.ar.ts. */
export function wordTable<T extends object>(name: TableName, table: T): T {
  // The tables are `as const` for their readers; only this module writes them, word for word.
  const entry: Entry = { name, table: table as Record<string, unknown>, english: { ...(table as Record<string, unknown>) } };
  tables.push(entry);
  apply(entry);
  return table;
}

/** Every table in Arabic (`words`), or back in English (null). */
export function setWordTables(words: WordTables | null): void {
  arabic = words;
  for (const entry of tables) apply(entry);
}

/** For the catalogue's test: every registered table, with its English words. */
export function registeredTables(): readonly Readonly<Entry>[] {
  return tables;
}
