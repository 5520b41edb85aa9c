// Validation is type-strict about shapes: yup's casts turn `[5]` into the number 5 and
// `[["true"]]` into true (String() of an array), and a field given an array prints the whole
// value into its message (a 4 KB array 2,000 levels deep answered a 16 MB message, issue 28).
// Before yup runs, this walks the schema beside the input and refuses an object or an array
// where the schema wants a scalar, an array where it wants an object and an object where it
// wants a list, with one short message per field. Text stays yup's to judge ('5' -> 5, and
// '1,2' -> [1, 2] for a list of ids): query strings and forms only have text. The walk
// follows the schema, so it is never deeper than the schema is.
import type { AnySchema, ArraySchema, ObjectSchema } from 'yup';
import type { FieldErrors } from './errors';
import type { MessageKey } from '../words/message-keys';

export const MUST_BE_TEXT: MessageKey = 'api.fieldText';
export const MUST_BE_NUMBER: MessageKey = 'api.fieldNumber';
export const MUST_BE_BOOLEAN: MessageKey = 'api.fieldTrueFalse';
export const MUST_BE_DATE: MessageKey = 'api.fieldDate';
export const MUST_BE_LIST: MessageKey = 'api.fieldList';
export const MUST_BE_OBJECT: MessageKey = 'api.fieldObject';

const SCALAR_MESSAGES: Record<string, MessageKey> = { string: MUST_BE_TEXT, number: MUST_BE_NUMBER, boolean: MUST_BE_BOOLEAN, date: MUST_BE_DATE };

interface Walked {
  type: string;
  fields?: Record<string, AnySchema>;
  innerType?: AnySchema;
  resolve(options: { value: unknown; parent?: unknown }): Walked;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** The schema that applies to this value: `when` conditions and lazy() resolved. */
function resolved(schema: Walked, value: unknown, parent: unknown): Walked {
  try {
    return schema.resolve({ value, parent });
  } catch {
    return schema; // a condition that cannot judge this input: yup will report it
  }
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function walk(given: Walked, value: unknown, parent: unknown, path: string, errors: FieldErrors): void {
  if (value === undefined || value === null) return; // required() and nullable() judge absence
  const schema = resolved(given, value, parent);
  const problem = (message: MessageKey) => (errors[path || '_'] = [message]);
  const scalar = SCALAR_MESSAGES[schema.type];
  if (scalar !== undefined) {
    const isDate = schema.type === 'date' && value instanceof Date;
    if (typeof value === 'object' && !isDate) problem(scalar);
    return;
  }
  if (typeof value !== 'object') return; // text, numbers, booleans: yup's casts and messages
  if (schema.type === 'object') {
    if (!isPlainObject(value)) return void problem(MUST_BE_OBJECT);
    for (const [key, field] of Object.entries(schema.fields ?? {})) walk(field as unknown as Walked, value[key], value, join(path, key), errors);
    return;
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return void problem(MUST_BE_LIST);
    const inner = schema.innerType as unknown as Walked | undefined;
    if (inner) value.forEach((item, index) => walk(inner, item, value, join(path, index), errors));
  }
  // mixed (oneOf lists, files), tuple: their own tests judge the value.
}

/** Fields whose value has the wrong shape for the schema; {} when every shape fits. */
export function shapeErrors(schema: AnySchema | ObjectSchema<object> | ArraySchema<unknown[] | undefined, object>, input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  walk(schema as unknown as Walked, input, undefined, '', errors);
  return errors;
}
