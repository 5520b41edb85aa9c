// @horeca/core/messages: every user-facing text by key (English here, Arabic in
// @horeca/core/locale-ar) and the lookup of one in another catalogue.
export { accountFormMessages, apiErrorMessages, formatMessage, messages, newsletterMessages, phoneMessages, registrationMessages } from './messages';
export type { Messages } from './messages';
export { findMessage, messageAt, translateMessage, valuesIn, type FoundMessage, type MessageWords } from './catalogue';
export type { Catalogue } from './catalogue';
