import { ValidationError, type AnySchema, type InferType } from 'yup';
import { schemaIn } from '@horeca/core/fields';
import { validationFailed, type AnswerText, type FieldErrors } from './errors';
import { apiMessages } from '../words/en';
import { messageText, said, type KeyedMessage, type MessageKey } from '../words/message-keys';
import { shapeErrors } from './strict-types';

/**
 * yup's message as an answer says it: a rule names its message by key (core's schemas are
 * validated in their keyed form, schemaIn with `said`; yup hands the object back as it was
 * given). A text is yup's own default, for a rule whose schema names no message: its key is the
 * one of the catalogue's yup texts that, filled with the failure's values, reads the same.
 */
function answerTextOf(message: unknown, failure: ValidationError): AnswerText {
  if (typeof message !== 'string') return message as KeyedMessage;
  return yupDefault(message, failure) ?? { text: message };
}

const INPUT_PARAMS = new Set(['value', 'originalValue']);
const YUP_KEYS = Object.keys(apiMessages)
  .filter((name) => name.startsWith('yup'))
  .map((name) => `api.${name}` as MessageKey);

function yupDefault(text: string, failure: ValidationError): KeyedMessage | undefined {
  const params = (failure.params ?? {}) as Record<string, unknown>;
  const values: Record<string, string | number> = {};
  // The rule's values (max, min, values), not the input: a stranger's text is no part of yup's own texts.
  for (const [name, value] of Object.entries(params)) if ((typeof value === 'string' || typeof value === 'number') && !INPUT_PARAMS.has(name)) values[name] = value;
  // yup writes the field's label, else its path, into its own texts.
  values.path = String(params.label || params.path || 'this');
  return YUP_KEYS.map((key) => said(key, values)).find((candidate) => messageText(candidate, 'en') === text);
}

/** Collects every yup failure into { field: [messages] } (dotted paths for nested fields). */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const key = leaf.path && leaf.path.length > 0 ? leaf.path : '_';
    const list = (errors[key] ??= []);
    const seen = new Set(list.map((text) => JSON.stringify(text)));
    for (const message of leaf.errors as unknown[]) {
      const text = answerTextOf(message, leaf);
      if (!seen.has(JSON.stringify(text))) list.push(text);
      seen.add(JSON.stringify(text));
    }
  }
  return errors;
}

/**
 * yup looks each input key up in a plain object of fields, so a key named like an
 * Object.prototype member (`constructor`, `toString`, `__proto__`...) reaches a function
 * instead of a field and the cast throws: `?constructor=x` answered 500 on every route (found
 * by the fuzz test). No schema has such a field, and unknown keys are stripped anyway.
 */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value; // files, dates
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!(key in Object.prototype)) clean[key] = withoutPrototypeKeys(item);
  return clean;
}

/** Validates and casts input; a failure becomes a 422 HttpError, never a 500. */
/** `context`: yup's validation context, for rules that depend on more than the input (a claim's storefront). */
export async function validateWith<S extends AnySchema>(declared: S, input: unknown, context?: object): Promise<InferType<S>> {
  const schema = schemaIn(declared, said);
  const clean = withoutPrototypeKeys(input);
  // Shapes first: an array is never cast into a number or printed into a message (strict-types.ts).
  const wrongShapes = shapeErrors(schema, clean);
  if (Object.keys(wrongShapes).length > 0) throw validationFailed({ ...(await othersErrors(schema, clean, wrongShapes, context)), ...wrongShapes });
  try {
    return (await schema.validate(clean, { abortEarly: false, stripUnknown: true, context })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw validationFailed(fieldErrorsOf(error));
    // A yup transform meeting the wrong type (`string().trim()` given an object answered 500
    // on login, found by the fuzz test): the input is at fault, not the server.
    if (error instanceof TypeError) throw validationFailed({}, 'api.invalidData');
    throw error;
  }
}

/**
 * Beside the fields of the wrong shape, what the rest of the input gets wrong, so a shopper sees
 * every field's error at once: the wrong-shaped fields (their top-level key) are left out of this
 * pass, and their own errors are the shape messages.
 */
async function othersErrors(schema: AnySchema, clean: unknown, wrongShapes: FieldErrors, context?: object): Promise<FieldErrors> {
  if (clean === null || typeof clean !== 'object' || Array.isArray(clean)) return {};
  const wrongKeys = new Set(Object.keys(wrongShapes).map((path) => path.split(/[.[]/)[0]));
  const rest = Object.fromEntries(Object.entries(clean).filter(([key]) => !wrongKeys.has(key)));
  try {
    await schema.validate(rest, { abortEarly: false, stripUnknown: true, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) return {};
    return Object.fromEntries(Object.entries(fieldErrorsOf(error)).filter(([path]) => !wrongKeys.has(path.split(/[.[]/)[0]!)));
  }
}
