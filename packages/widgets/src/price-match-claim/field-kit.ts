// How every claim input is wired to react-hook-form and to the spec's timing rules:
// the blur-checked fields (docs/behaviour.md §5) are validated on leaving them, every error clears on
// entering its field, and the rest wait for submit. Ids tie labels, hints and errors.
import { CLAIM_BLUR_FIELDS, type ClaimForm } from '@horeca/core/forms';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { ClaimFormStyles } from './claim-form.styles';

export type ClaimFieldName = Exclude<keyof ClaimForm, 'screenshot'> | 'screenshot';

const blurChecked = new Set<string>(CLAIM_BLUR_FIELDS);

export interface FieldKit {
  form: UseFormReturn<ClaimForm>;
  styles: ClaimFormStyles;
  idFor(name: ClaimFieldName, part?: 'hint' | 'error'): string;
  errorOf(name: ClaimFieldName): string | undefined;
  /** register() plus the blur check and the clear-on-focus rule. */
  bind(name: Exclude<ClaimFieldName, 'screenshot'>): UseFormRegisterReturn & { onFocus: () => void };
}

/** Its messages come in the form's language: the schema's (core's schemaIn) and the API's (asked in it). */
export function createFieldKit(form: UseFormReturn<ClaimForm>, styles: ClaimFormStyles, idPrefix: string): FieldKit {
  const { register, trigger, clearErrors, formState } = form;
  return {
    form,
    styles,
    idFor: (name, part) => `${idPrefix}-${name}${part ? `-${part}` : ''}`,
    errorOf: (name) => formState.errors[name]?.message,
    bind(name) {
      const registered = register(name);
      return {
        ...registered,
        onBlur: async (event: Parameters<UseFormRegisterReturn['onBlur']>[0]) => {
          await registered.onBlur(event);
          if (blurChecked.has(name)) await trigger(name);
        },
        // Only when there is one: clearing re-renders the form, and focus moves often.
        onFocus: () => {
          if (formState.errors[name]) clearErrors(name);
        },
      };
    },
  };
}

/** aria wiring of one input: described by its hint and error, invalid while it has an error. */
export function describe(kit: FieldKit, name: ClaimFieldName, hasHint: boolean) {
  const error = kit.errorOf(name);
  const ids = [hasHint ? kit.idFor(name, 'hint') : '', error ? kit.idFor(name, 'error') : ''].filter(Boolean);
  return {
    id: kit.idFor(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}
