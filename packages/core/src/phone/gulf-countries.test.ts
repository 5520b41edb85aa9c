import { GULF_DIAL_CODES } from '../constants/constants';
import {
  DEFAULT_GULF_COUNTRY,
  DEFAULT_GULF_DIAL_CODE,
  GULF_COUNTRIES,
  getGulfCountry,
  gulfCountryByDialCode,
  isGulfCountryCode,
} from './gulf-countries';

describe('GULF_COUNTRIES follows the mobile rules table of docs/behaviour.md §5', () => {
  it.each([
    ['AE', '+971', 9, 12, [2, 3, 4], 'Enter valid UAE mobile (e.g., 50 123 4567)', '50 123 4567'],
    ['SA', '+966', 9, 12, [2, 3, 4], 'Enter valid Saudi mobile (e.g., 50 123 4567)', '50 123 4567'],
    ['KW', '+965', 8, 10, [4, 4], 'Enter valid Kuwait mobile (e.g., 9012 3456)', '9012 3456'],
    ['QA', '+974', 8, 10, [4, 4], 'Enter valid Qatar mobile (e.g., 3012 3456)', '3012 3456'],
    ['OM', '+968', 8, 10, [4, 4], 'Enter valid Oman mobile (e.g., 9012 3456)', '9012 3456'],
    ['BH', '+973', 8, 10, [4, 4], 'Enter valid Bahrain mobile (e.g., 3612 3456)', '3612 3456'],
  ])('%s: %s, %i digits, max input %i, groups %j', (code, dialCode, digits, maxLength, groups, message, placeholder) => {
    const country = getGulfCountry(code);
    expect(country).toMatchObject({ dialCode, digits, maxLength, groups, message, placeholder });
    expect(country?.flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
  });

  it('lists the six markets in the order of the spec, UAE first and default', () => {
    expect(GULF_COUNTRIES.map((country) => country.code)).toEqual(['AE', 'SA', 'KW', 'QA', 'OM', 'BH']);
    expect(DEFAULT_GULF_COUNTRY).toBe('AE');
    expect(DEFAULT_GULF_DIAL_CODE).toBe(getGulfCountry('AE')?.dialCode);
  });

  it('uses the dial codes of the business constants, in the same order', () => {
    expect(GULF_COUNTRIES.map((country) => country.dialCode)).toEqual([...GULF_DIAL_CODES]);
  });

  it('groups exactly the national number length', () => {
    for (const country of GULF_COUNTRIES) {
      expect(country.groups.reduce((sum, size) => sum + size, 0)).toBe(country.digits);
    }
  });

  it('every placeholder is itself a valid number of its country (it is the example in the message)', () => {
    for (const country of GULF_COUNTRIES) {
      const digits = country.placeholder.replace(/ /g, '');
      expect(digits).toHaveLength(country.digits);
      expect(country.prefixes.some((prefix) => digits.startsWith(prefix))).toBe(true);
    }
  });
});

describe('lookups', () => {
  it.each([
    ['+971', 'AE'],
    ['971', 'AE'],
    ['00966', 'SA'],
    ['+٩٦٥', 'KW'],
    ['+974', 'QA'],
    ['+968', 'OM'],
    ['+973', 'BH'],
    ['+1', undefined],
    ['', undefined],
    ['+97', undefined],
  ])('dial code %j -> %s', (dialCode, code) => {
    expect(gulfCountryByDialCode(dialCode)?.code).toBe(code);
  });

  it.each([
    ['AE', true],
    ['ae', false],
    ['US', false],
    [undefined, false],
  ])('isGulfCountryCode(%j) is %s', (value, expected) => {
    expect(isGulfCountryCode(value)).toBe(expected);
  });

  it('getGulfCountry accepts lower case and rejects unknown codes', () => {
    expect(getGulfCountry('qa')?.name).toBe('Qatar');
    expect(getGulfCountry('US')).toBeUndefined();
  });
});
