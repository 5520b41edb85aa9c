// Gulf mobile numbers: validity, display grouping and parsing of pasted or stored values,
// driven only by the GULF_COUNTRIES table (docs/behaviour.md §5).
import {
  DEFAULT_GULF_COUNTRY,
  GULF_COUNTRIES,
  getGulfCountry,
  type GulfCountry,
  type GulfCountryCode,
} from './gulf-countries';
import { normalizeDigits } from './digits';
import { formatMessage, registrationMessages } from '../messages/messages';

export { normalizeDigits } from './digits';

export interface GulfMobileVerdict {
  valid: boolean;
  /** The country's exact message when invalid; null when valid. */
  message: string | null;
}

export interface ParsedGulfPhone {
  country: GulfCountryCode;
  /** National digits: no dial code, no local leading 0. */
  digits: string;
}

/** A local trunk 0 ('050 123 4567') is not part of the national number. */
function dropTrunkZero(digits: string): string {
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/**
 * The national digits of whatever the shopper typed for this country: Arabic digits
 * accepted, separators ignored, a repeated dial code ('971 50 ...') or local 0 removed.
 */
export function nationalGulfDigits(code: GulfCountryCode, text: string): string {
  const country = getGulfCountry(code);
  let digits = normalizeDigits(text);
  if (!country) return digits;
  if (digits.startsWith('00')) digits = digits.slice(2);
  const dial = country.dialCode.slice(1);
  if (digits.length > country.digits && digits.startsWith(dial)) digits = digits.slice(dial.length);
  return dropTrunkZero(digits);
}

export function isValidGulfMobile(code: GulfCountryCode, text: string): boolean {
  const country = getGulfCountry(code);
  if (!country) return false;
  const digits = nationalGulfDigits(code, text);
  return digits.length === country.digits && country.prefixes.some((prefix) => digits.startsWith(prefix));
}

export function validateGulfMobile(code: GulfCountryCode, text: string): GulfMobileVerdict {
  const country = getGulfCountry(code);
  if (!country) {
    const message = formatMessage(registrationMessages.mobileInvalid, {
      country: registrationMessages.mobileFallbackName,
    });
    return { valid: false, message };
  }
  return isValidGulfMobile(code, text) ? { valid: true, message: null } : { valid: false, message: country.message };
}

/**
 * Display form while typing: '501234567' -> '50 123 4567' (UAE, Saudi) and
 * '90123456' -> '9012 3456' (others). Extra digits beyond the national length are cut.
 */
export function formatGulfMobile(code: GulfCountryCode, text: string): string {
  const country = getGulfCountry(code) ?? getGulfCountry(DEFAULT_GULF_COUNTRY);
  if (!country) return '';
  const digits = dropTrunkZero(normalizeDigits(text)).slice(0, country.digits);
  const parts: string[] = [];
  let start = 0;
  for (const size of country.groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

function countryByInternationalPrefix(digits: string): GulfCountry | undefined {
  return GULF_COUNTRIES.find((country) => digits.startsWith(country.dialCode.slice(1)));
}

/**
 * Splits a stored or pasted number into country and national digits:
 * '+971 50 123 4567', '00971501234567' and '971501234567' all give AE / '501234567'.
 * An explicit international prefix (+ or 00), or more than 9 digits, takes the country
 * from the dial code; otherwise the number is national and belongs to fallbackCode.
 */
export function parseGulfPhone(raw: string, fallbackCode: GulfCountryCode = DEFAULT_GULF_COUNTRY): ParsedGulfPhone {
  const text = raw.trim();
  let digits = normalizeDigits(text);
  const explicitInternational = text.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (explicitInternational || digits.length > 9) {
    const country = countryByInternationalPrefix(digits);
    if (country) {
      return { country: country.code, digits: dropTrunkZero(digits.slice(country.dialCode.length - 1)) };
    }
  }
  return { country: fallbackCode, digits: dropTrunkZero(digits) };
}

/** The registration payload's mobile_number: full international number without the plus. */
export function internationalGulfNumber(code: GulfCountryCode, text: string): string {
  const country = getGulfCountry(code);
  const digits = nationalGulfDigits(code, text);
  return country ? `${country.dialCode.slice(1)}${digits}` : digits;
}

function searchable(text: string): string {
  return ` ${text.toLowerCase().replace(/\s+/g, ' ').trim()}`;
}

/**
 * The picker's search ('Search countries, cities, or codes...'): matches the start of a
 * word of the name or of a keyword such as a city ('dub', 'kuwait city'), the ISO code,
 * or the dial code ('971', '+971', '٩٧١').
 */
/** `otherWords`: each country's words in the shopper's language (Arabic names and cities). */
export function searchGulfCountries(query: string, otherWords: Partial<Record<GulfCountryCode, readonly string[]>> = {}): GulfCountry[] {
  const needle = searchable(query);
  if (needle === ' ') return [...GULF_COUNTRIES];
  const needleDigits = normalizeDigits(needle);
  if (/^[\s+\d\u0660-\u0669\u06f0-\u06f9]+$/.test(needle) && needleDigits) {
    return GULF_COUNTRIES.filter((country) => country.dialCode.slice(1).startsWith(needleDigits));
  }
  return GULF_COUNTRIES.filter(
    (country) =>
      searchable(country.code) === needle ||
      [country.name, ...country.keywords, ...(otherWords[country.code] ?? [])].some((word) => searchable(word).includes(needle)),
  );
}
