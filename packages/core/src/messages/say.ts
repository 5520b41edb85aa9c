// Messages by key for the rules that core's schemas, file rules and banners share with the API
// (issue 27): a rule names its message by key ('core.login.passwordRequired') and a `say` turns
// the key into what the caller needs: English text (the default, for partners who use the
// schemas as they are), Arabic text (the widgets and pages of /ar), or the key itself with its
// values (the API, which writes it in the request's language and answers it as `message_key`).
// Nothing reads a sentence back to find its key.
import { messageAt, valuesIn, type Catalogue, type MessageWords } from './catalogue';
import type { accountFormMessages, Messages, newsletterMessages } from './messages';

/** The dotted paths of a table's texts ('login.emailRequired'); a list (a page's tab names) is no message. */
export type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends readonly unknown[] ? never : `${K}.${TextPaths<T[K]>}`;
}[keyof T & string];

/** The key of every message of core's tables: a typo does not compile. */
export type CoreMessageKey =
  | `core.${TextPaths<Messages>}`
  | `newsletter.${TextPaths<typeof newsletterMessages>}`
  | `accountForms.${TextPaths<typeof accountFormMessages>}`;

/** What fills a message's '{name}' placeholders: a count, a limit, a file's name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message by key with its placeholders' values. A type, not an interface: yup takes it as a
 * rule's message (an object it hands back as it was given).
 */
export type KeyedMessage<K extends string = CoreMessageKey> = {
  key: K;
  values?: MessageValues;
};

/** A rule's message as its `say` made it: a text, or a key with its values. */
export type SaidMessage = string | KeyedMessage<string>;

/** Turns a message's key (and values) into the caller's form of it (text in a language, or the key). */
export type Say<M extends SaidMessage = SaidMessage> = (key: CoreMessageKey, values?: MessageValues) => M;

/** Core's tables in one language, by the name a key starts with. */
export interface CoreCatalogues {
  core: Catalogue<Messages>;
  newsletter: Catalogue<typeof newsletterMessages>;
  accountForms: Catalogue<typeof accountFormMessages>;
}

/**
 * The text at `key` in `catalogues` (the catalogue its first part names, then the path in it:
 * 'core.login.emailRequired'), its placeholders filled from `values`, a value that is a word of
 * `words` in their language; undefined for a key no catalogue has. The API's catalogues add its own
 * ('api.productNotFound').
 */
export function textAtKey(catalogues: object, key: string, values: MessageValues = {}, words: MessageWords = {}): string | undefined {
  const [name = '', ...path] = key.split('.');
  if (!Object.hasOwn(catalogues, name)) return undefined;
  const texts = Object.fromEntries(Object.entries(values).map(([placeholder, value]) => [placeholder, String(value)]));
  return messageAt((catalogues as Record<string, unknown>)[name], path.join('.'), valuesIn(texts, words));
}

/**
 * The texts of `catalogues`, by key. `words`: the English words a message carries as values in
 * this language (a Gulf country's name: 'Please enter a valid UAE number' reads 'الإمارات').
 * Made once per language and kept: a schema in that language is made once per `say` (schemaIn).
 */
export function sayFrom(catalogues: CoreCatalogues, words: MessageWords = {}): Say<string> {
  return (key, values) => {
    const text = textAtKey(catalogues, key, values, words);
    if (text === undefined) throw new Error(`No message ${key}`); // unreachable while CoreMessageKey comes from the tables
    return text;
  };
}
