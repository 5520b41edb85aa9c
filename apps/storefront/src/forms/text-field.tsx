// A labelled input with its hint and error tied to it (aria-describedby), so a screen
// reader hears why a field is refused, and the error sits at the field.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** Rendered after the input inside the same row (a show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, value, onValueChange, error, hint, trailing, id, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="cf-field">
      <label htmlFor={inputId}>{label}</label>
      <div className="cf-field-row">
        {/* An explicit type: HTML_CodeSniffer checks autocomplete tokens against it. */}
        <input
          type="text"
          {...input}
          id={inputId}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint ? (
        <p className="cf-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="cf-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
