// Field builders shared by the schemas, so every form reads emails, ids, numbers and
// Gulf mobiles the same way in the browser and on the server.
import { number, string } from 'yup';
import { registrationMessages } from '../messages/messages';
import type { SaidMessage, Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';
import { gulfCountryByDialCode } from '../phone/gulf-countries';
import { isValidGulfMobile } from '../phone/gulf-mobile';
import { toAsciiDigits } from './digits';
import { emailProblem } from './email';
import { singleLineText } from './text-fields';

export { EMAIL_PATTERN, isValidEmail } from './email';

/** A trimmed, required email with the form's own two messages (the rule: fields/email.ts). */
export function emailField(requiredMessage: SaidMessage, invalidMessage: SaidMessage) {
  return string()
    .trim()
    .required(requiredMessage)
    .test('email', function checkEmail(value) {
      // Empty gives the required message here too, so either test reports the same words.
      const problem = emailProblem(value, { required: requiredMessage, invalid: invalidMessage });
      return problem === null || this.createError({ message: problem });
    });
}

/**
 * A real calendar day written YYYY-MM-DD: the format alone lets 2025-13-45 through, which the
 * database then refuses (it was a 500 on the claim's order date, found by the fuzz test).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional date text (a date input's value): blank passes, anything else must be a real day. */
export function optionalDateText(message: SaidMessage) {
  return string()
    .trim()
    .default('')
    .test('calendar-date', message, (value) => value === undefined || value === '' || isCalendarDate(value));
}

/** A required trimmed text on one line (text-fields.ts): whitespace alone counts as empty. */
export function requiredText(message: SaidMessage, say: Say = sayInEnglish) {
  return singleLineText(say).required(message);
}

/** A select's numeric id; '' and null (nothing picked) give the required message. */
export function requiredId(message: SaidMessage) {
  return number()
    .transform((value: number, original: unknown) => (original === '' || original == null ? undefined : value))
    .typeError(message)
    .required(message)
    .integer(message)
    .positive(message);
}

/**
 * A price or count typed in a claim box: '12', '12.50', '١٢٫٥' (Arabic digits and decimal
 * sign). Stricter than parseNumberInput on purpose: signs and exponents ('-0', '1e3') are
 * NaN too, because a shopper never types them into a price, and '' is NaN, not 0.
 */
export function parseDecimal(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = toAsciiDigits(value).replace('\u066b', '.').trim();
  return /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** True when the text is an http(s) address with a dotted host; the scheme may be left out. */
export function isValidHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!text || /\s/.test(text)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The registration message: 'Please enter a valid UAE number', or '... valid mobile number'. The
 * country's English name is the value; `say`'s language puts it in its own words.
 */
export function gulfMobileMessage(dialCode: unknown): string;
export function gulfMobileMessage<M extends SaidMessage>(dialCode: unknown, say: Say<M>): M;
export function gulfMobileMessage(dialCode: unknown, say: Say = sayInEnglish): SaidMessage {
  const country = typeof dialCode === 'string' ? gulfCountryByDialCode(dialCode) : undefined;
  return say('core.registration.mobileInvalid', { country: country?.name ?? registrationMessages.mobileFallbackName });
}

/**
 * mobile_number checked by the Gulf rule of the country whose dial code sits in the
 * sibling field (country_code, '+971' by default). National ('50 123 4567') and full
 * international ('971501234567', the registration payload's form) numbers both pass.
 */
export function gulfMobileField(dialCodeField = 'country_code', say: Say = sayInEnglish) {
  return string()
    .default('')
    .test('gulf-mobile', function checkGulfMobile(value) {
      const dialCode: unknown = (this.parent as Record<string, unknown> | undefined)?.[dialCodeField];
      const country = typeof dialCode === 'string' ? gulfCountryByDialCode(dialCode) : undefined;
      if (country && isValidGulfMobile(country.code, value ?? '')) return true;
      return this.createError({ message: gulfMobileMessage(dialCode, say) });
    });
}
