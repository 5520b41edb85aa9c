// A message catalogue of another language has the English table's shape, key for key: the
// compiler refuses a missing or extra key, and the values are plain strings (English is `as
// const`, so its own values are literal types).
export type Catalogue<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Catalogue<T[K]> };

/**
 * The text of `english` in another catalogue, found by its place in the English table: a
 * message made from a template ('File a.png is too large...') is matched by the template and
 * its placeholders' values carried over. A text not in the table is returned as it is.
 *
 * Words are looked up by key everywhere (issue 27); this is the one way back from a sentence,
 * kept for what only reaches a widget as English text: a yup schema shared with the API
 * returns its message, not its key (react-hook-form's field errors), and so do the file rules
 * with a file's name filled in and a claim's failure (core's claimErrorMessage).
 */
export function translateMessage<T>(english: string, englishTable: T, otherTable: Catalogue<T>): string {
  const pairs = messagePairs(englishTable, otherTable);
  const exact = pairs.exact.get(english);
  if (exact !== undefined) return exact;
  for (const { pattern, names, template } of pairs.templates) {
    const match = pattern.exec(english);
    if (match) return template.replace(/\{([^{}]+)\}/g, (placeholder, key: string) => match[names.indexOf(key) + 1] ?? placeholder);
  }
  return english;
}

interface Pairs {
  exact: Map<string, string>;
  templates: { pattern: RegExp; names: string[]; template: string }[];
}

const pairsCache = new WeakMap<object, Pairs>();

function messagePairs(englishTable: unknown, otherTable: unknown): Pairs {
  const key = otherTable as object;
  let pairs = pairsCache.get(key);
  if (!pairs) {
    pairs = { exact: new Map(), templates: [] };
    collect(englishTable, otherTable, pairs);
    pairsCache.set(key, pairs);
  }
  return pairs;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collect(english: unknown, other: unknown, pairs: Pairs): void {
  if (typeof english === 'string' && typeof other === 'string') {
    if (!pairs.exact.has(english)) pairs.exact.set(english, other);
    const names = [...english.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '');
    if (names.length > 0) {
      const source = english.split(/\{[^{}]+\}/).map(escapeRegExp).join('(.+?)');
      pairs.templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, template: other });
    }
    return;
  }
  if (typeof english !== 'object' || english === null || typeof other !== 'object' || other === null) return;
  for (const [name, value] of Object.entries(english)) collect(value, (other as Record<string, unknown>)[name], pairs);
}
