import type { JsonSchema } from '../json-schema';

/**
 * Typed builders for the API's response schemas (JSON Schema, the OpenAPI 3.1 dialect).
 *
 * Why JSON Schema and not yup like the requests: a yup schema describes what it accepts after
 * casting and stripping, and its `describe()` loses unions, nullable references and free-form
 * maps that answers are full of. Answers are never cast, only checked, and the contract test
 * checks them with Ajv against exactly the schema the document publishes, so one definition
 * both documents and validates each answer.
 */

const components = new Map<string, JsonSchema>();

/**
 * A named, reusable schema: registered under `components.schemas.<name>` of the document and
 * used through the `$ref` this returns, so each shape is declared once.
 */
export function component(name: string, schema: JsonSchema): JsonSchema {
  if (components.has(name)) throw new Error(`Schema component ${name} is declared twice.`);
  components.set(name, schema);
  return { $ref: `#/components/schemas/${name}` };
}

/** Every component declared so far, by name (the modules that declare them are imported by the routes). */
export function componentSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries([...components.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

export const str = (more: JsonSchema = {}): JsonSchema => ({ type: 'string', ...more });
export const int = (more: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...more });
export const num = (more: JsonSchema = {}): JsonSchema => ({ type: 'number', ...more });
export const bool = (): JsonSchema => ({ type: 'boolean' });
export const dateTime = (): JsonSchema => ({ type: 'string', format: 'date-time' });
export const oneOfValues = (values: readonly (string | number)[]): JsonSchema => ({ enum: [...values] });
export const constant = (value: string | number | boolean): JsonSchema => ({ const: value });
export const arrayOf = (items: JsonSchema, more: JsonSchema = {}): JsonSchema => ({ type: 'array', items, ...more });
/** A map of free keys (e.g. a product's specifications by name) whose values match `values`. */
export const record = (values: JsonSchema): JsonSchema => ({ type: 'object', additionalProperties: values });
/** Any JSON value: only for data the customer stored as they sent it (e.g. a claim's extra answers). */
export const anyValue = (description: string): JsonSchema => ({ description });

/** `schema` or null. A plain type becomes `[type, 'null']`; a reference or union needs anyOf. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.$ref && !schema.anyOf && !schema.enum && schema.const === undefined) {
    return { ...schema, type: [schema.type, 'null'] };
  }
  return { anyOf: [schema, { type: 'null' }] };
}

export const anyOf = (...schemas: JsonSchema[]): JsonSchema => ({ anyOf: schemas });

/**
 * An object whose listed keys are all required except those named in `optional`. Other keys
 * are allowed (clients must ignore what they do not know), so adding a key is not a break.
 */
export function obj<K extends string>(properties: Record<K, JsonSchema>, optional: readonly NoInfer<K>[] = []): JsonSchema {
  const required = Object.keys(properties).filter((key) => !optional.includes(key as K));
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** Adds keys to an object schema built by `obj` (e.g. a product card plus its cart quantity). */
export function extend(base: JsonSchema, properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  return { allOf: [base, obj(properties, optional)] };
}
