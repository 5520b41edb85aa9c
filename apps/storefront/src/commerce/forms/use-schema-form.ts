// A small form state for core's yup schemas: values, per-field errors (the first message of
// each field, as the API's 422 lists them), a busy flag. Editing a field clears its error;
// a failed submit keeps every value, so bad input never loses what was typed.
import { collectErrors, type FieldErrors } from '@horeca/core';
import { useCallback, useState } from 'react';
import type { AnyObjectSchema } from 'yup';

export interface SchemaForm<V extends Record<string, unknown>> {
  values: V;
  errors: Record<string, string | undefined>;
  busy: boolean;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Runs the schema; true when the values pass, otherwise shows the errors. */
  validate: () => boolean;
  /** Shows a 422 answer's field errors. */
  showErrors: (errors: FieldErrors) => void;
  /** Runs `action` with the busy flag set; a second submit while busy is ignored. */
  run: (action: () => Promise<void>) => Promise<void>;
  reset: (values: V) => void;
}

export function useSchemaForm<V extends Record<string, unknown>>(schema: AnyObjectSchema, initial: V): SchemaForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name as string] ? { ...current, [name]: undefined } : current));
  }, []);

  const showErrors = useCallback((found: FieldErrors) => {
    setErrors(Object.fromEntries(Object.entries(found).map(([field, list]) => [field, list[0]])));
  }, []);

  const validate = useCallback(() => {
    const found = collectErrors(schema, values);
    showErrors(found);
    return Object.keys(found).length === 0;
  }, [schema, values, showErrors]);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      if (busy) return;
      setBusy(true);
      try {
        await action();
      } finally {
        setBusy(false);
      }
    },
    [busy],
  );

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, busy, set, validate, showErrors, run, reset };
}
