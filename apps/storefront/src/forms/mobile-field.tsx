// Gulf mobile number with its country picker (docs/behaviour.md §2.4 and §5): the widgets' PhoneInput, kept
// behind the value shape the commerce forms use (dial code + national number, as the
// registration payload sends them), so the forms and core's schema checks stay as they were.
// The form's error (the schema's, on submit) replaces the input's own; the input still shows
// the country's message on leaving an invalid number, and changing the country clears it.
import { formatGulfMobile, gulfCountryByDialCode, normalizeDigits } from '@horeca/core/phone';
import { PhoneInput, type PhoneValueDetails } from '@horeca/widgets';
import { useCallback } from 'react';
import { useWords } from '../lib/words';

export interface MobileFieldProps {
  dialCode: string;
  number: string;
  onChange: (dialCode: string, number: string) => void;
  error?: string | undefined;
  label?: string;
  /** What the number is for (the guest step's 'used to contact about the order'). */
  hint?: string;
}

export function MobileField({ dialCode, number, onChange, error, label: askedLabel, hint }: MobileFieldProps) {
  const { commerce: text } = useWords();
  const label = askedLabel ?? text.register.mobile;
  const digits = normalizeDigits(number);
  const report = useCallback(
    (_value: string, details: PhoneValueDetails) => onChange(details.dialCode, formatGulfMobile(details.country, details.nationalNumber)),
    [onChange],
  );
  return (
    <div className="cf-field">
      <PhoneInput
        label={label}
        value={digits ? `${dialCode}${digits}` : ''}
        defaultCountry={gulfCountryByDialCode(dialCode)?.code}
        onValueChange={report}
        {...(error ? { error } : {})}
      />
      {hint ? (
        <p className="cf-hint">{hint}</p>
      ) : null}
    </div>
  );
}
