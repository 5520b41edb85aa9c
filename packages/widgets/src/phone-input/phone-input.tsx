// Gulf mobile number input (docs/behaviour.md §5): country picker with search, per-country rule and
// message, auto-grouping, max length, a 'Format: ...' hint while invalid, paste and Arabic
// digits. Its value is the full international number ('+971501234567'), so it drops into
// react-hook-form (register or Controller: onChange and onBlur get { target: { name, value } },
// the ref is a handle with focus() and value), a plain <form> (a hidden input carries the
// value) or a controlled React state (value / onValueChange).
import { formatMessage } from '@horeca/core/messages';
import { formatGulfMobile, normalizeDigits, type GulfCountryCode } from '@horeca/core/phone';
import {
  forwardRef,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
} from 'react';

import { useWidgetConfig } from '../runtime/config';
import { useStyles } from '../runtime/styles';
import { CountryPicker } from './country-picker';
import { phoneInputStyles } from './phone-input.styles';
import { PhoneTooltip } from './phone-tooltip';
import { countryOf, usePhoneState, type PhoneValueDetails } from './use-phone-state';
import { usePhoneMessages, usePhoneWidgetMessages } from '../runtime/use-messages';

/** What react-hook-form's onChange and onBlur read: event.target.name and .value. */
export interface PhoneFieldEvent {
  type: 'change' | 'blur';
  target: { name: string; value: string };
}

/** The ref: enough of an input for react-hook-form (focus, name, value get and set). */
export interface PhoneInputHandle {
  focus(): void;
  readonly name: string;
  /** The full international number; setting it parses the text like a paste. */
  value: string;
  readonly input: HTMLInputElement | null;
}

export interface PhoneInputProps {
  /** Full international number ('+971501234567'); any text is parsed, country included. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string, details: PhoneValueDetails) => void;
  onChange?: (event: PhoneFieldEvent) => void;
  onBlur?: (event: PhoneFieldEvent) => void;
  /** The country while no number says otherwise; UAE by default. */
  defaultCountry?: GulfCountryCode;
  name?: string;
  id?: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** A message from the host (react-hook-form's fieldState.error); replaces ours. */
  error?: string;
}

/** The number of digits before `position` in `text`. */
const digitsBefore = (text: string, position: number) => normalizeDigits(text.slice(0, position)).length;

/** The position just after the n-th digit of a grouped number. */
function positionAfterDigits(text: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (seen === count) return index;
    if (/\d/.test(text[index] ?? '')) seen += 1;
  }
  return text.length;
}

export const PhoneInput = forwardRef<PhoneInputHandle, PhoneInputProps>(function PhoneInput(
  { value, defaultValue, onValueChange, onChange, onBlur, defaultCountry, name = '', id, label, required, disabled, error },
  ref,
) {
  const phoneMessages = usePhoneMessages();
  const phoneWidgetMessages = usePhoneWidgetMessages();
  const s = useStyles(phoneInputStyles);
  const { dir } = useWidgetConfig();
  const ids = useId();
  const inputId = id ?? `${ids}-input`;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [touched, setTouched] = useState(false);

  const report = useCallback(
    (details: PhoneValueDetails) => {
      onValueChange?.(details.international, details);
      onChange?.({ type: 'change', target: { name, value: details.international } });
    },
    [onValueChange, onChange, name],
  );
  const { state, details, setText, setCountry } = usePhoneState({ value, defaultValue, defaultCountry, onChange: report });
  const country = countryOf(state.country);
  const display = formatGulfMobile(state.country, state.digits);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => input.current?.focus(),
      name,
      get value() {
        return details.international;
      },
      set value(next: string) {
        setText(next);
      },
      get input() {
        return input.current;
      },
    }),
    [name, details.international, setText],
  );

  // Grouping inserts spaces: keep the caret after the same digit when editing mid-number.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    const position = positionAfterDigits(display, caret.current);
    caret.current = null;
    input.current.setSelectionRange(position, position);
  });

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const { value: text, selectionStart } = event.currentTarget;
    caret.current = selectionStart !== null && selectionStart < text.length ? digitsBefore(text, selectionStart) : null;
    setText(text);
  };

  // A pasted '+971 50 123 4567' is longer than maxLength: the browser would cut it, so the
  // paste is applied here. An international number replaces the field; anything else is
  // inserted at the selection.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    const field = event.currentTarget;
    const international = /^\s*(\+|00|[٠۰]{2})/.test(pasted) || normalizeDigits(pasted).length > 9;
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    setText(international ? pasted : field.value.slice(0, start) + pasted + field.value.slice(end));
  };

  const hostError = error && error.trim() ? error : null;
  // The country's own message, in the widget's language (core's rule writes the English one).
  const ownError = touched && !details.valid && (state.digits !== '' || required) ? phoneMessages.invalid[state.country] : null;
  const shownError = hostError ?? ownError;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const describedBy = [details.valid ? null : hintId, shownError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={s.root} part="root" dir={dir} data-state={details.valid ? 'valid' : 'invalid'}>
      <div className={s.labelRow}>
        <label htmlFor={inputId} className={s.label} part="label">
          {label ?? phoneWidgetMessages.label}
          {required && (
            <span aria-hidden="true" className={s.requiredMark}>
              {' *'}
            </span>
          )}
        </label>
        <PhoneTooltip />
      </div>
      <div className={s.field} part="field" data-invalid={shownError ? true : undefined}>
        <CountryPicker country={state.country} onSelect={setCountry} disabled={disabled} onPicked={() => input.current?.focus()} />
        <input
          ref={input}
          id={inputId}
          part="input"
          className={s.input}
          type="tel"
          inputMode="tel"
          // 'tel' is the one autofill token valid on type=tel ('tel-national' belongs to text
          // fields); Chrome fills the national part when the whole number exceeds maxLength.
          autoComplete="tel"
          dir="ltr"
          maxLength={country.maxLength}
          placeholder={country.placeholder}
          value={display}
          disabled={disabled}
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={onInput}
          onPaste={onPaste}
          onBlur={() => {
            setTouched(true);
            onBlur?.({ type: 'blur', target: { name, value: details.international } });
          }}
        />
      </div>
      {!details.valid && (
        <p id={hintId} className={s.hint} part="hint">
          {formatMessage(phoneMessages.formatHint, { example: country.placeholder })}
        </p>
      )}
      {shownError && (
        <p id={errorId} className={s.error} part="error" role="alert">
          {shownError}
        </p>
      )}
      {name && <input type="hidden" name={name} value={details.international} disabled={disabled} />}
    </div>
  );
});
