// How a route documents its answers. The shapes themselves are core's (@horeca/core/answers):
// declared once there, published here as JSON Schema, and the client's types inferred there.
import { errorAnswer, validationErrorAnswer } from '@horeca/core/answers';
import type { AnySchema } from 'yup';
import { yupToJsonSchema, type JsonSchema } from './json-schema';

/** One documented answer of an operation: its description, body per media type, headers. */
export interface ResponseSpec {
  description: string;
  content?: Record<string, JsonSchema>;
  headers?: Record<string, { description: string; required: boolean; schema: JsonSchema }>;
}

/** A JSON answer whose body matches `schema`. */
export const json = (schema: AnySchema, description: string): ResponseSpec => ({ description, content: { 'application/json': yupToJsonSchema(schema) } });

/** A file or page answered as bytes of one of `mediaTypes` (PDF, PNG, SVG, XML, HTML). */
export const file = (mediaTypes: readonly string[], description: string): ResponseSpec => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { type: 'string', format: 'binary' }])),
});

/** A 303 to the page named by `Location`. */
export const redirect = (description: string): ResponseSpec => ({
  description,
  headers: { Location: { description: 'Where to go next', required: true, schema: { type: 'string' } } },
});

/** The one error shape of the API (docs/behaviour.md §8): every 4xx answers it. */
export const ErrorBody = yupToJsonSchema(errorAnswer);
/** A 422: the first message, and every message per field. */
export const ValidationErrorBody = yupToJsonSchema(validationErrorAnswer);
