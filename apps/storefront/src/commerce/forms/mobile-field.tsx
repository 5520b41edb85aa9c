// Gulf mobile number with its country-code picker (spec 2.4 and 5), on core's phone rules.
// Stand-in until @horeca/widgets ships PhoneInput: same value shape (dial code + national
// digits), so swapping it in touches only this file. Changing the country clears the number.
import { formatGulfMobile, formatMessage, GULF_COUNTRIES, gulfCountryByDialCode, messages } from '@horeca/core';
import { useId } from 'react';
import { text } from '../text';

export interface MobileFieldProps {
  dialCode: string;
  number: string;
  onChange: (dialCode: string, number: string) => void;
  error?: string | undefined;
  label?: string;
  /** What the number is for; defaults to the spec's tooltip. */
  hint?: string;
}

export function MobileField({ dialCode, number, onChange, error, label = text.register.mobile, hint = messages.phone.tooltip }: MobileFieldProps) {
  const id = useId();
  const country = gulfCountryByDialCode(dialCode) ?? GULF_COUNTRIES[0]!;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="cf-field">
      <label htmlFor={`${id}-number`}>{label}</label>
      <div className="cf-field-row">
        <select
          aria-label={text.register.countryCode}
          value={country.dialCode}
          onChange={(event) => onChange(event.target.value, '')}
        >
          {GULF_COUNTRIES.map((option) => (
            <option key={option.code} value={option.dialCode}>
              {`${option.flag} ${option.name} ${option.dialCode}`}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={country.maxLength}
          placeholder={country.placeholder}
          value={number}
          onChange={(event) => onChange(country.dialCode, formatGulfMobile(country.code, event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
      </div>
      <p className="cf-hint" id={hintId}>
        {error ? formatMessage(messages.phone.formatHint, { example: country.placeholder }) : hint}
      </p>
      {error ? (
        <p className="cf-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
