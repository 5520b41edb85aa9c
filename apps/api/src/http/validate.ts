import { ValidationError, type AnySchema, type InferType } from 'yup';
import { validationFailed, type FieldErrors } from './errors';

/** Collects every yup failure into { field: [messages] } (dotted paths for nested fields). */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const key = leaf.path && leaf.path.length > 0 ? leaf.path : '_';
    const list = (errors[key] ??= []);
    for (const message of leaf.errors) if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** Validates and casts input; a failure becomes a 422 HttpError, never a 500. */
export async function validateWith<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw validationFailed(fieldErrorsOf(error));
    throw error;
  }
}
