// One labelled field: the label with its required marker, the control, its hint and its
// error. The marker is hidden from screen readers, which hear `required` on the control.
import type { ReactNode } from 'react';
import { describe, type ClaimFieldName, type FieldKit } from './field-kit';

export interface FormFieldProps {
  kit: FieldKit;
  name: ClaimFieldName;
  label: string;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  /** Receives the aria wiring for the control. */
  children: (aria: ReturnType<typeof describe> & { required: boolean }) => ReactNode;
}

export function FormField({ kit, name, label, required = false, hint, wide = false, children }: FormFieldProps) {
  const error = kit.errorOf(name);
  return (
    <div className={`${kit.styles.field}${wide ? ` ${kit.styles.wide}` : ''}`}>
      <label htmlFor={kit.idFor(name)}>
        {label}
        {required && (
          <span className={kit.styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ ...describe(kit, name, Boolean(hint)), required })}
      {hint && (
        <p id={kit.idFor(name, 'hint')} className={kit.styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={kit.idFor(name, 'error')} className={kit.styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<FormFieldProps, 'children' | 'name'> {
  name: Exclude<ClaimFieldName, 'screenshot' | 'claimType' | 'confirmAccuracy' | 'acceptTerms' | 'selectedProductId'>;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date';
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'decimal' | 'numeric';
  autoComplete?: string;
  min?: number | string;
  max?: string;
  step?: number | string;
  maxLength?: number;
  placeholder?: string;
}

export function TextField({ kit, name, type = 'text', inputMode, autoComplete, min, max, step, maxLength, placeholder, ...field }: TextFieldProps) {
  return (
    <FormField kit={kit} name={name} {...field}>
      {(aria) => (
        <input
          {...kit.bind(name)}
          {...aria}
          aria-required={aria.required || undefined}
          required={aria.required}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          min={min}
          max={max}
          step={step}
          maxLength={maxLength}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
