// The React body of <horeca-phone-input>; contract and documentation in
// phone-input.contract.ts. Every change (and the state at load) goes out as horeca:change,
// which form-associated.ts turns into the form value and validity.
import { isGulfCountryCode } from '@horeca/core/phone';
import { useEffect, useState } from 'react';
import { PhoneInput } from './phone-input';
import { detailsOf, parsePhoneText, type PhoneValueDetails } from './use-phone-state';
import type { FormValueDetail } from '../elements/contract';
import type { ElementBodyProps } from '../elements/define-element';
import type { HorecaPhoneInputEvents } from '../elements/element-events';

const flag = (value: string | undefined) => value !== undefined && value !== 'false';

export function PhoneInputElementBody({ attrs, emit }: ElementBodyProps<HorecaPhoneInputEvents>) {
  const defaultCountry = isGulfCountryCode(attrs.defaultCountry?.toUpperCase()) ? (attrs.defaultCountry!.toUpperCase() as PhoneValueDetails['country']) : undefined;
  const [details, setDetails] = useState(() => detailsOf(parsePhoneText(attrs.value ?? '', defaultCountry ?? 'AE')));
  const required = flag(attrs.required);

  // Fired on load, on every change and when `required` flips, so the form always knows.
  useEffect(() => {
    const detail: FormValueDetail & Pick<PhoneValueDetails, 'country' | 'nationalNumber'> = {
      value: details.international,
      valid: details.valid,
      empty: details.nationalNumber === '',
      message: details.message,
      country: details.country,
      nationalNumber: details.nationalNumber,
    };
    emit('horeca:change', detail);
  }, [details, required, emit]);

  return (
    <PhoneInput
      name={attrs.name || undefined}
      defaultValue={attrs.value}
      defaultCountry={defaultCountry}
      label={attrs.label || undefined}
      required={required}
      disabled={flag(attrs.disabled)}
      onValueChange={(_value, next) => setDetails(next)}
    />
  );
}
