// The answers every area shares: errors, acknowledgements and the `{ data }` envelope.
import type { ObjectShape, Schema } from 'yup';
import { described, flag, listOf, named, shape, text } from './fields';

/**
 * The one error shape of the API (docs/behaviour.md §8): every 4xx answers it. `message_key`
 * names the message in the catalogues ('api.productNotFound', 'core.login.emailRequired'; none
 * for a text no catalogue has), `message` is its text in the asked language.
 */
const messageKey = text().optional();
export const errorAnswer = named('Error', shape({ message: text(), message_key: messageKey }));

/** A 422: the first message (and its key), and every message per field (dotted paths for nested fields). */
export const validationErrorAnswer = named(
  'ValidationError',
  shape({
    message: text(),
    message_key: messageKey,
    errors: described<Record<string, string[]>>({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 } }).optional(),
  }),
);

/** `{ success: true }`: a change that has nothing more to say. */
export const doneAnswer = named('Done', shape({ success: flag() }));
/** `{ success, message }`: a change and the sentence to show. */
export const acknowledgedAnswer = named('Acknowledged', shape({ success: flag(), message: text() }));
/** `{ data }`: the envelope most answers use. */
export const dataOf = <S extends Schema>(schema: S) => shape({ data: schema });
/** `{ data: [...] }`. */
export const dataListOf = <S extends Schema>(item: S) => shape({ data: listOf(item) });
/** `{ success, message, data }`: a change and what it made. */
export const changed = <S extends Schema>(schema: S) => shape({ success: flag(), message: text(), data: schema });
/** An answer with more fields beside `success` and `message`. */
export const acknowledgedWith = <F extends ObjectShape>(fields: F) => shape({ success: flag(), message: text(), ...fields });
