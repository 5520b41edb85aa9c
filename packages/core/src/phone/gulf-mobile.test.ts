import {
  formatGulfMobile,
  internationalGulfNumber,
  isValidGulfMobile,
  nationalGulfDigits,
  parseGulfPhone,
  searchGulfCountries,
  validateGulfMobile,
} from './gulf-mobile';
import type { GulfCountryCode } from './gulf-countries';

const UAE = 'Enter valid UAE mobile (e.g., 50 123 4567)';
const SAUDI = 'Enter valid Saudi mobile (e.g., 50 123 4567)';
const KUWAIT = 'Enter valid Kuwait mobile (e.g., 9012 3456)';
const QATAR = 'Enter valid Qatar mobile (e.g., 3012 3456)';
const OMAN = 'Enter valid Oman mobile (e.g., 9012 3456)';
const BAHRAIN = 'Enter valid Bahrain mobile (e.g., 3612 3456)';

describe('validateGulfMobile: the rule and the exact message per country', () => {
  it.each<[GulfCountryCode, string, string | null]>([
    // UAE: 9 digits, 5 then 0,2,4,5,6,7 or 8
    ['AE', '501234567', null],
    ['AE', '521234567', null],
    ['AE', '541234567', null],
    ['AE', '551234567', null],
    ['AE', '561234567', null],
    ['AE', '571234567', null],
    ['AE', '581234567', null],
    ['AE', '511234567', UAE],
    ['AE', '531234567', UAE],
    ['AE', '591234567', UAE],
    ['AE', '401234567', UAE],
    ['AE', '50123456', UAE],
    ['AE', '5012345678', UAE],
    ['AE', '50 123 4567', null],
    ['AE', '050 123 4567', null], // local leading 0 dropped
    ['AE', '٠٥٠١٢٣٤٥٦٧', null], // Arabic-Indic digits
    ['AE', '۵۰۱۲۳۴۵۶۷', null], // Persian digits
    ['AE', '+971 50 123 4567', null], // own dial code repeated
    ['AE', '', UAE],
    ['AE', '   ', UAE],
    // Saudi: 9 digits starting 5
    ['SA', '501234567', null],
    ['SA', '591234567', null],
    ['SA', '401234567', SAUDI],
    ['SA', '50123456', SAUDI],
    // Kuwait: 8 digits starting 5, 6 or 9
    ['KW', '50123456', null],
    ['KW', '60123456', null],
    ['KW', '90123456', null],
    ['KW', '40123456', KUWAIT],
    ['KW', '70123456', KUWAIT],
    ['KW', '9012345', KUWAIT],
    ['KW', '901234567', KUWAIT],
    // Qatar: 8 digits starting 3, 5, 6 or 7
    ['QA', '30123456', null],
    ['QA', '50123456', null],
    ['QA', '60123456', null],
    ['QA', '70123456', null],
    ['QA', '40123456', QATAR],
    ['QA', '90123456', QATAR],
    // Oman: 8 digits starting 7 or 9
    ['OM', '70123456', null],
    ['OM', '90123456', null],
    ['OM', '50123456', OMAN],
    ['OM', '9012345', OMAN],
    // Bahrain: 8 digits starting 3 or 6
    ['BH', '36123456', null],
    ['BH', '66123456', null],
    ['BH', '96123456', BAHRAIN],
    ['BH', '3612345', BAHRAIN],
  ])('%s %j -> %j', (code, input, message) => {
    expect(validateGulfMobile(code, input)).toEqual({ valid: message === null, message });
    expect(isValidGulfMobile(code, input)).toBe(message === null);
  });

  it('an unknown country is never valid and says so in the registration wording', () => {
    expect(validateGulfMobile('US' as GulfCountryCode, '501234567')).toEqual({
      valid: false,
      message: 'Please enter a valid mobile number',
    });
  });
});

describe('formatGulfMobile: 2-3-4 for UAE and Saudi, 4-4 for the others', () => {
  it.each<[GulfCountryCode, string, string]>([
    ['AE', '', ''],
    ['AE', '5', '5'],
    ['AE', '50', '50'],
    ['AE', '501', '50 1'],
    ['AE', '50123', '50 123'],
    ['AE', '501234', '50 123 4'],
    ['AE', '501234567', '50 123 4567'],
    ['AE', '5012345678999', '50 123 4567'], // extra digits cut
    ['AE', '0501234567', '50 123 4567'],
    ['AE', '٥٠١٢٣٤٥٦٧', '50 123 4567'],
    ['SA', '501234567', '50 123 4567'],
    ['KW', '9012', '9012'],
    ['KW', '90123', '9012 3'],
    ['KW', '90123456', '9012 3456'],
    ['QA', '301234567', '3012 3456'],
    ['OM', '9012 3456', '9012 3456'],
    ['BH', '36-12-34-56', '3612 3456'],
  ])('%s %j -> %j', (code, input, expected) => {
    expect(formatGulfMobile(code, input)).toBe(expected);
  });

  it('stays within the input maxLength (12 UAE/Saudi, 10 others) for any typed length', () => {
    for (const [code, max] of [['AE', 12], ['SA', 12], ['KW', 10], ['QA', 10], ['OM', 10], ['BH', 10]] as const) {
      expect(formatGulfMobile(code, '9'.repeat(30)).length).toBeLessThanOrEqual(max);
    }
  });
});

describe('parseGulfPhone', () => {
  it.each<[string, GulfCountryCode | undefined, GulfCountryCode, string]>([
    ['+971 50 123 4567', undefined, 'AE', '501234567'],
    ['00971501234567', undefined, 'AE', '501234567'],
    ['971501234567', undefined, 'AE', '501234567'],
    ['+971 050 123 4567', undefined, 'AE', '501234567'],
    ['+966501234567', 'AE', 'SA', '501234567'],
    ['96550123456', 'AE', 'KW', '50123456'], // more than 9 digits: country from the prefix
    ['+974 3012 3456', 'AE', 'QA', '30123456'],
    ['0096890123456', 'AE', 'OM', '90123456'],
    ['٩٧٣٣٦١٢٣٤٥٦', 'AE', 'BH', '36123456'], // Arabic-Indic digits
    ['50 123 4567', 'SA', 'SA', '501234567'], // national: the fallback country
    ['050 123 4567', undefined, 'AE', '501234567'],
    ['0501234567', 'SA', 'SA', '501234567'], // 10 digits, but a trunk 0, not a dial code
    ['90123456', 'KW', 'KW', '90123456'],
    ['+1 212 555 0100', 'QA', 'QA', '12125550100'], // not a Gulf number: kept for the rule to reject
    ['', 'OM', 'OM', ''],
  ])('%j (fallback %s) -> %s %j', (raw, fallback, country, digits) => {
    expect(parseGulfPhone(raw, fallback)).toEqual({ country, digits });
  });
});

describe('national and international forms', () => {
  it.each<[GulfCountryCode, string, string, string]>([
    ['AE', '50 123 4567', '501234567', '971501234567'],
    ['AE', '971501234567', '501234567', '971501234567'],
    ['AE', '00971501234567', '501234567', '971501234567'],
    ['SA', '050 123 4567', '501234567', '966501234567'],
    ['KW', '9012 3456', '90123456', '96590123456'],
    // 8 digits never carry a dial code: '97312345' stays a Bahraini national number
    ['BH', '97312345', '97312345', '97397312345'],
  ])('%s %j -> %j / %j', (code, input, national, international) => {
    expect(nationalGulfDigits(code, input)).toBe(national);
    expect(internationalGulfNumber(code, input)).toBe(international);
  });
});

describe('searchGulfCountries: name, city keywords, code and dial code', () => {
  it.each([
    ['', ['AE', 'SA', 'KW', 'QA', 'OM', 'BH']],
    ['   ', ['AE', 'SA', 'KW', 'QA', 'OM', 'BH']],
    ['UAE', ['AE']],
    ['emirates', ['AE']],
    ['Dubai', ['AE']],
    ['dub', ['AE']],
    ['abu dhabi', ['AE']],
    ['Riyadh', ['SA']],
    ['ksa', ['SA']],
    ['Kuwait City', ['KW']],
    ['city', ['KW']],
    ['Doha', ['QA']],
    ['Muscat', ['OM']],
    ['Manama', ['BH']],
    ['qa', ['QA']],
    ['BH', ['BH']],
    ['+971', ['AE']],
    ['966', ['SA']],
    ['٩٦٨', ['OM']],
    ['+97', ['AE', 'QA', 'BH']],
    ['London', []],
    ['+44', []],
  ])('%j -> %j', (query, codes) => {
    expect(searchGulfCountries(query).map((country) => country.code)).toEqual(codes);
  });

  it('returns a copy, so a caller cannot reorder the table', () => {
    searchGulfCountries('').reverse();
    expect(searchGulfCountries('')[0]?.code).toBe('AE');
  });
});
