// The storefront's forms on react-hook-form with core's yup schemas, through the resolver the
// widgets' forms use (@hookform/resolvers' yupResolver): each field shows its first message, in the
// order its rules are written, under its name, as core's collectErrors lists the API's 422 (these
// forms have flat fields). The values pass on as typed (raw), not as the schema casts them. A 422's
// field errors land at their fields through setError. Errors appear on submit; editing a field
// clears its error (nothing re-checks while typing); a failed submit keeps every value; a second
// submit while one is running is ignored. The fields are controlled (TextField's value/onValueChange).
// A schema's messages come in the page's language (core's schemaIn with the widgets' useSay); a
// 422's messages already are (the API is asked in it).
import { yupResolver } from '@hookform/resolvers/yup';
import { schemaIn, type FieldErrors } from '@horeca/core/fields';
import { useSay } from '@horeca/widgets';
import { useCallback, useMemo, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/** The one check of every storefront form: yupResolver over core's schema, the values as typed. */
export function formResolver<V extends FieldValues>(schema: AnyObjectSchema): Resolver<V> {
  return yupResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;
}

/** A 422 answer's field errors, each at its field; they replace whatever the form showed. */
export function showFieldErrors<V extends FieldValues>(form: UseFormReturn<V>, errors: FieldErrors): void {
  form.clearErrors();
  for (const [field, list] of Object.entries(errors)) {
    if (list[0]) form.setError(field as Path<V>, { type: 'server', message: list[0] });
  }
}

export interface CoreForm<V extends FieldValues> extends UseFormReturn<V> {
  /** The form's busy flag: true from submit until the action is over. */
  busy: boolean;
  /** Every value as typed, for field groups that take the whole set (ContactFields, AddressFields). */
  values: V;
  /** The message shown at each field, by name, for the same field groups. */
  messages: Record<string, string | undefined>;
  /** A TextField's (or PasswordField's) value, change handler and error for one field. */
  field: <N extends Path<V>>(name: N) => { value: PathValue<V, N>; onValueChange: (value: PathValue<V, N>) => void; error: string | undefined };
  /** The message shown at a field, if any. */
  errorOf: (name: Path<V>) => string | undefined;
  /** Sets a field as typed and clears its error. */
  change: <N extends Path<V>>(name: N, value: PathValue<V, N>) => void;
  /** The form's onSubmit: checks the schema, then runs `action` with the valid values, once at a time. */
  submitWith: (action: (values: V) => Promise<void>, before?: () => void) => (event?: FormEvent) => void;
}

export function useCoreForm<V extends FieldValues>(schema: AnyObjectSchema, defaultValues: V): CoreForm<V> {
  const say = useSay();
  const resolver = useMemo(() => formResolver<V>(schemaIn(schema, say)), [schema, say]);
  const form = useForm<V>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The fields are controlled and not registered: nothing moves focus on a refused submit.
    shouldFocusError: false,
  });
  const { formState, watch, setValue, clearErrors, handleSubmit } = form;
  const running = useRef(false);
  // Subscribes the form to every value: the controlled fields render what is typed.
  const values = watch();
  const shown = (message: unknown) => (typeof message === 'string' && message ? message : undefined);

  const errorOf = (name: Path<V>): string | undefined => shown(form.getFieldState(name, formState).error?.message);

  const change = useCallback(
    <N extends Path<V>>(name: N, value: PathValue<V, N>) => {
      setValue(name, value, { shouldDirty: true });
      if (form.getFieldState(name).error) clearErrors(name);
    },
    [form, setValue, clearErrors],
  );

  const submitWith = (action: (values: V) => Promise<void>, before?: () => void) => (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    before?.();
    running.current = true;
    void handleSubmit(action)(event).finally(() => {
      running.current = false;
    });
  };

  return {
    ...form,
    busy: formState.isSubmitting,
    values,
    messages: Object.fromEntries(Object.entries(formState.errors).map(([name, error]) => [name, shown(error?.message)])),
    field: (name) => ({ value: form.getValues(name), onValueChange: (value) => change(name, value), error: errorOf(name) }),
    errorOf,
    change,
    submitWith,
  };
}
