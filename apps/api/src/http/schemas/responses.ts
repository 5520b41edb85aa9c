import type { JsonSchema } from '../json-schema';
import { arrayOf, bool, component, obj, record, str } from './build';

/** One documented answer of an operation: its description, body per media type, headers. */
export interface ResponseSpec {
  description: string;
  content?: Record<string, JsonSchema>;
  headers?: Record<string, { description: string; required: boolean; schema: JsonSchema }>;
}

/** A JSON answer whose body matches `schema`. */
export const json = (schema: JsonSchema, description: string): ResponseSpec => ({ description, content: { 'application/json': schema } });

/** A file or page answered as bytes of one of `mediaTypes` (PDF, PNG, SVG, XML, HTML). */
export const file = (mediaTypes: readonly string[], description: string): ResponseSpec => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { type: 'string', format: 'binary' }])),
});

/** A 303 to the page named by `Location`. */
export const redirect = (description: string): ResponseSpec => ({
  description,
  headers: { Location: { description: 'Where to go next', required: true, schema: str() } },
});

/**
 * The one error shape of the API (docs/behaviour.md §8): every 4xx answers it. `message_key`
 * names the message in the catalogues ('api.productNotFound', 'core.login.emailRequired'; none
 * for a text no catalogue has), `message` is its text in the asked language (http/translate.ts).
 */
export const ErrorBody = component('Error', obj({ message: str(), message_key: str() }, ['message_key']));

/** A 422: the first message (and its key), and every message per field (dotted paths for nested fields). */
export const ValidationErrorBody = component(
  'ValidationError',
  obj({ message: str(), message_key: str(), errors: record(arrayOf(str(), { minItems: 1 })) }, ['message_key', 'errors']),
);

/** `{ success: true }`: a change that has nothing more to say. */
export const Done = component('Done', obj({ success: bool() }));
/** `{ success, message }`: a change and the sentence to show. */
export const Acknowledged = component('Acknowledged', obj({ success: bool(), message: str() }));
/** `{ data }`: the envelope most answers use. */
export const dataOf = (schema: JsonSchema): JsonSchema => obj({ data: schema });
/** `{ success, message, data }`: a change and what it made. */
export const changed = (schema: JsonSchema): JsonSchema => obj({ success: bool(), message: str(), data: schema });
