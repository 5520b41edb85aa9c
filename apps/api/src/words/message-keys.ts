// Messages by key (issue 27): what the API says itself names its entry in a catalogue, typed, and
// is written in the request's language from that key where the answer is made (an error by
// http/errors.ts, a success message by the route). The key is the same string an error answer
// carries as `message_key`: 'api.productNotFound' (words/en.ts `apiMessages`), and core's texts
// the API reuses by their path in core's tables, 'core.login.passwordRequired'.
import { type Locale } from '@horeca/core/locale';
import { accountFormMessages, messages, newsletterMessages, textAtKey as textInCatalogues, type CoreMessageKey, type KeyedMessage as KeyedIn, type MessageValues } from '@horeca/core/messages';
import { arAccountFormMessages, arMessages, arMessageWords, arNewsletterMessages } from '@horeca/core/locale-ar';
import { arWords } from './ar';
import { enWords, type apiMessages } from './en';

/** Each language's catalogues, by the name a key starts with: core's and the API's own. */
const CATALOGUES = {
  en: { core: messages, newsletter: newsletterMessages, accountForms: accountFormMessages, api: enWords.messages },
  ar: { core: arMessages, newsletter: arNewsletterMessages, accountForms: arAccountFormMessages, api: arWords.messages },
} as const;
/** The words messages carry as values (a Gulf country's name), in each language. */
const VALUE_WORDS = { en: {}, ar: arMessageWords } as const;

/** Every message's key, the API's and core's (core's messages/say.ts): a typo does not compile. */
export type MessageKey = `api.${keyof typeof apiMessages}` | CoreMessageKey;

export type { MessageValues };

/** A message by key with the values of its placeholders (core's type, with the API's keys too). */
export type KeyedMessage = KeyedIn<MessageKey>;

/** A message as the API's code names it: its key, or its key and values. */
export type Message = MessageKey | KeyedMessage;

/**
 * The message `key` (with `values`): where a key alone would be taken for text (a yup rule, a
 * success answer's `message`). It is also the API's `say` (core's messages/say.ts): core's
 * schemas in their keyed form (schemaIn(schema, said)) fail with these.
 */
export const said = (key: MessageKey, values?: MessageValues): KeyedMessage => (values ? { key, values } : { key });

export const isKeyedMessage = (value: unknown): value is KeyedMessage => typeof value === 'object' && value !== null && typeof (value as KeyedMessage).key === 'string';

export const keyedMessage = (message: Message): KeyedMessage => (typeof message === 'string' ? { key: message } : message);

/** `message` in `locale`, from its key: a value that is a word core knows (a Gulf country) in that language too. */
export function messageText(message: Message, locale: Locale): string {
  const { key, values = {} } = keyedMessage(message);
  const text = textAtKey(key, values, locale);
  if (text === undefined) throw new Error(`No message ${key}`); // unreachable while MessageKey is derived from the catalogues
  return text;
}

/** The text at a key ('api.productNotFound') in `locale`; none for a key no catalogue has. */
export function textAtKey(key: string, values: MessageValues, locale: Locale): string | undefined {
  return textInCatalogues(CATALOGUES[locale], key, values, VALUE_WORDS[locale]);
}

/**
 * A success answer's body with its `message` (named by key where the answer was made, e.g. a
 * service's "Your cart has been updated.") written in `locale`; a body without one as it is.
 * A success answer carries no `message_key` (core's acknowledgedAnswer).
 */
export function withMessageIn(body: unknown, locale: Locale): unknown {
  if (typeof body !== 'object' || body === null || !isKeyedMessage((body as { message?: unknown }).message)) return body;
  return { ...body, message: messageText((body as { message: KeyedMessage }).message, locale) };
}
