// One way to run any schema and get the api's error shape ({ field: [messages] }), so the
// forms and the 422 answers list the same messages under the same keys.
import { ValidationError, type AnyObjectSchema } from 'yup';

export type FieldErrors = Record<string, string[]>;

/** 'images[2]' and 'images' report under one key, as the api's errors object does. */
function fieldKey(path: string | undefined): string {
  return (path ?? '').replace(/\[\d+\]$/, '');
}

/**
 * Every failing field with its first message, in the order its rules are written: an
 * empty name says 'required', not also 'too short'. {} when the values pass.
 */
export function collectErrors(schema: AnyObjectSchema, values: unknown, context?: object): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const errors: FieldErrors = {};
    for (const failure of failures) {
      const key = fieldKey(failure.path);
      const message = failure.errors[0];
      if (message !== undefined && !errors[key]) errors[key] = [message];
    }
    return errors;
  }
}

/** The first message in the form's visual order: what a banner at the top shows. */
export function firstError(errors: FieldErrors, order: readonly string[]): string | null {
  for (const field of order) {
    const message = errors[field]?.[0];
    if (message) return message;
  }
  const rest = Object.values(errors).find((list) => list.length > 0);
  return rest?.[0] ?? null;
}
