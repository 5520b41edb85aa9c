// The phone input's state: a country and its national digits. Everything the shopper types,
// pastes or a host sets goes through core's parseGulfPhone, so '+971 50 123 4567',
// '00971501234567', '971501234567' and Arabic-Indic digits all land in the same place.
import { DEFAULT_GULF_COUNTRY, GULF_COUNTRIES, getGulfCountry, parseGulfPhone, validateGulfMobile, type GulfCountry, type GulfCountryCode } from '@horeca/core/phone';
import { useCallback, useRef, useState } from 'react';

export interface PhoneValueDetails {
  country: GulfCountryCode;
  /** With the plus: '+971'. */
  dialCode: string;
  /** National digits only: no dial code, no local leading 0. */
  nationalNumber: string;
  /** The value: '+971501234567', or '' while no digit is entered. */
  international: string;
  valid: boolean;
  /** The country's spec message while invalid; null when valid. */
  message: string | null;
}

interface PhoneState {
  country: GulfCountryCode;
  digits: string;
}

export function countryOf(code: GulfCountryCode): GulfCountry {
  return getGulfCountry(code) ?? (GULF_COUNTRIES[0] as GulfCountry);
}

/** Parses text into a country and at most that country's number of digits. */
export function parsePhoneText(text: string, fallback: GulfCountryCode): PhoneState {
  const parsed = parseGulfPhone(text, fallback);
  return { country: parsed.country, digits: parsed.digits.slice(0, countryOf(parsed.country).digits) };
}

export function detailsOf({ country, digits }: PhoneState): PhoneValueDetails {
  const { dialCode } = countryOf(country);
  const verdict = validateGulfMobile(country, digits);
  return {
    country,
    dialCode,
    nationalNumber: digits,
    international: digits ? `${dialCode}${digits}` : '',
    valid: verdict.valid,
    message: verdict.message,
  };
}

export interface UsePhoneStateOptions {
  value: string | undefined;
  defaultValue: string | undefined;
  defaultCountry: GulfCountryCode | undefined;
  onChange: (details: PhoneValueDetails) => void;
}

/**
 * Controlled when `value` is given: a value that differs from what this input last reported
 * came from outside (a form reset, a saved profile) and is parsed again, country included.
 */
export function usePhoneState({ value, defaultValue, defaultCountry = DEFAULT_GULF_COUNTRY, onChange }: UsePhoneStateOptions) {
  const [state, setState] = useState<PhoneState>(() => parsePhoneText(value ?? defaultValue ?? '', defaultCountry));
  const reported = useRef(detailsOf(state).international);
  const [seenValue, setSeenValue] = useState(value);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== reported.current) {
      const next = parsePhoneText(value, state.country);
      reported.current = detailsOf(next).international;
      setState(next);
    }
  }

  const update = useCallback(
    (next: PhoneState) => {
      setState(next);
      const details = detailsOf(next);
      reported.current = details.international;
      onChange(details);
    },
    [onChange],
  );

  /** Typed or pasted text: a dial code in it (or more than 9 digits) picks the country. */
  const setText = useCallback((text: string) => update(parsePhoneText(text, state.country)), [update, state.country]);

  /** A new country starts from an empty number, which is reported (invalid) at once. */
  const setCountry = useCallback((country: GulfCountryCode) => update({ country, digits: '' }), [update]);

  return { state, details: detailsOf(state), setText, setCountry };
}
