// The price-match claim's phone (docs/behaviour.md §5): 10 digits shown as '(123) 456-7890'.
import { CLAIM_LIMITS } from '../constants/constants';
import { normalizeDigits } from './digits';

export const US_PHONE_DIGITS = CLAIM_LIMITS.phoneDigits;
/** Length of '(123) 456-7890', the input's maxLength. */
export const US_PHONE_MAX_LENGTH = CLAIM_LIMITS.phoneDisplayLength;

/**
 * Digits without an explicit '+1' country code. Only an explicit '+1' is dropped: a typed
 * 11th digit must not silently shift the number.
 */
function nationalDigits(text: string): string {
  const digits = normalizeDigits(text);
  return /^\s*\+\s*1/.test(text) ? digits.slice(1) : digits;
}

/** The first 10 national digits. */
export function usPhoneDigits(text: string): string {
  return nationalDigits(text).slice(0, US_PHONE_DIGITS);
}

/**
 * Formats while typing: '123' stays '123' (so backspace over a bracket never traps the
 * caret), '1234' -> '(123) 4', '1234567890' -> '(123) 456-7890'. Never longer than 14.
 */
export function formatUsPhone(text: string): string {
  const digits = usPhoneDigits(text);
  if (digits.length <= 3) return digits;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${digits.slice(6)}`;
}

/** Exactly 10 digits once separators are ignored; more than 10 typed digits is not valid. */
export function isValidUsPhone(text: string): boolean {
  return nationalDigits(text).length === US_PHONE_DIGITS;
}
