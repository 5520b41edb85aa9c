// @horeca/core/phone: Gulf and US phone numbers: countries, parsing, checking, formatting.
export {
  DEFAULT_GULF_COUNTRY,
  DEFAULT_GULF_DIAL_CODE,
  GULF_COUNTRIES,
  getGulfCountry,
  gulfCountryByDialCode,
  isGulfCountryCode,
} from './gulf-countries';
export type { GulfCountry, GulfCountryCode } from './gulf-countries';
export {
  formatGulfMobile,
  internationalGulfNumber,
  isValidGulfMobile,
  nationalGulfDigits,
  normalizeDigits,
  parseGulfPhone,
  searchGulfCountries,
  validateGulfMobile,
} from './gulf-mobile';
export type { GulfMobileVerdict, ParsedGulfPhone } from './gulf-mobile';
export { formatUsPhone, isValidUsPhone, US_PHONE_DIGITS, US_PHONE_MAX_LENGTH, usPhoneDigits } from './us-phone';
