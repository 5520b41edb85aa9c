// The six Gulf markets of docs/behaviour.md §5: dial codes, mobile prefixes, grouping and the
// exact per-country message. One data table, so the widget, the schemas and the server
// read the same rules and nothing has to import a full phone-number library.
import { phoneMessages } from '../messages/messages';
import { normalizeDigits } from './digits';

export type GulfCountryCode = 'AE' | 'SA' | 'KW' | 'QA' | 'OM' | 'BH';

export interface GulfCountry {
  code: GulfCountryCode;
  /** Display name in the picker and in 'Please enter a valid {country} number'. */
  name: string;
  /** With the plus, as the registration payload's country_code wants it. */
  dialCode: string;
  flag: string;
  /** The example of the spec's message, also shown as 'Format: ...'. */
  placeholder: string;
  /** maxLength of the text input: room for the grouped number plus a local leading 0. */
  maxLength: number;
  /** National mobile number length, without dial code or leading 0. */
  digits: number;
  /** A valid mobile number starts with one of these. */
  prefixes: readonly string[];
  /** Digit group sizes for display: 2-3-4 or 4-4. */
  groups: readonly number[];
  /** The spec's message when the number breaks the rule. */
  message: string;
  /** Extra search words: other names, main cities. */
  keywords: readonly string[];
}

export const DEFAULT_GULF_COUNTRY: GulfCountryCode = 'AE';
export const DEFAULT_GULF_DIAL_CODE = '+971';

export const GULF_COUNTRIES = [
  {
    code: 'AE',
    name: 'UAE',
    dialCode: '+971',
    flag: '🇦🇪',
    placeholder: '50 123 4567',
    maxLength: 12,
    digits: 9,
    prefixes: ['50', '52', '54', '55', '56', '57', '58'],
    groups: [2, 3, 4],
    message: phoneMessages.invalid.AE,
    keywords: ['United Arab Emirates', 'Emirates', 'Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain', 'Al Ain'],
  },
  {
    code: 'SA',
    name: 'Saudi Arabia',
    dialCode: '+966',
    flag: '🇸🇦',
    placeholder: '50 123 4567',
    maxLength: 12,
    digits: 9,
    prefixes: ['5'],
    groups: [2, 3, 4],
    message: phoneMessages.invalid.SA,
    keywords: ['Saudi', 'KSA', 'Riyadh', 'Jeddah', 'Mecca', 'Makkah', 'Medina', 'Dammam', 'Khobar'],
  },
  {
    code: 'KW',
    name: 'Kuwait',
    dialCode: '+965',
    flag: '🇰🇼',
    placeholder: '9012 3456',
    maxLength: 10,
    digits: 8,
    prefixes: ['5', '6', '9'],
    groups: [4, 4],
    message: phoneMessages.invalid.KW,
    keywords: ['Kuwait City', 'Hawalli', 'Salmiya', 'Farwaniya', 'Ahmadi', 'Jahra'],
  },
  {
    code: 'QA',
    name: 'Qatar',
    dialCode: '+974',
    flag: '🇶🇦',
    placeholder: '3012 3456',
    maxLength: 10,
    digits: 8,
    prefixes: ['3', '5', '6', '7'],
    groups: [4, 4],
    message: phoneMessages.invalid.QA,
    keywords: ['Doha', 'Al Rayyan', 'Al Wakrah', 'Lusail', 'Al Khor'],
  },
  {
    code: 'OM',
    name: 'Oman',
    dialCode: '+968',
    flag: '🇴🇲',
    placeholder: '9012 3456',
    maxLength: 10,
    digits: 8,
    prefixes: ['7', '9'],
    groups: [4, 4],
    message: phoneMessages.invalid.OM,
    keywords: ['Muscat', 'Salalah', 'Sohar', 'Nizwa', 'Sur'],
  },
  {
    code: 'BH',
    name: 'Bahrain',
    dialCode: '+973',
    flag: '🇧🇭',
    placeholder: '3612 3456',
    maxLength: 10,
    digits: 8,
    prefixes: ['3', '6'],
    groups: [4, 4],
    message: phoneMessages.invalid.BH,
    keywords: ['Manama', 'Muharraq', 'Riffa', 'Hamad Town', 'Isa Town'],
  },
] as const satisfies readonly GulfCountry[];

/** A Gulf country's name as messages carry it ('Please enter a valid UAE number'). */
export type GulfCountryName = (typeof GULF_COUNTRIES)[number]['name'];

export function isGulfCountryCode(value: unknown): value is GulfCountryCode {
  return typeof value === 'string' && GULF_COUNTRIES.some((country) => country.code === value);
}

/** The country for a code; undefined for anything that is not one of the six. */
export function getGulfCountry(code: string): GulfCountry | undefined {
  return GULF_COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** The country for a dial code, with or without the plus ('+971', '971', '00971'). */
export function gulfCountryByDialCode(dialCode: string): GulfCountry | undefined {
  const digits = normalizeDigits(dialCode).replace(/^00/, '');
  if (!digits) return undefined;
  return GULF_COUNTRIES.find((country) => country.dialCode.slice(1) === digits);
}
