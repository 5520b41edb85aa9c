// @horeca/core/messages: every user-facing text by key (English here, Arabic in
// @horeca/core/locale-ar), and a message's text by its key in a language (say).
export { accountFormMessages, apiErrorMessages, formatMessage, messages, newsletterMessages, phoneMessages, registrationMessages } from './messages';
export type { Messages } from './messages';
export { messageAt, valuesIn, type MessageWords } from './catalogue';
export type { Catalogue } from './catalogue';
export { sayFrom, textAtKey } from './say';
export type { CoreCatalogues, CoreMessageKey, KeyedMessage, MessageValues, SaidMessage, Say, TextPaths } from './say';
export { sayInEnglish } from './say-english';
