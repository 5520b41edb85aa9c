import { normalizeDigits } from './digits';

describe('normalizeDigits', () => {
  it.each([
    ['050 123 4567', '0501234567'],
    ['+971-50-123-4567', '971501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '0501234567'], // Arabic-Indic
    ['۰۵۰۱۲۳۴۵۶۷', '0501234567'], // Eastern Arabic-Indic (Persian)
    ['٥٠ 123 ۴۵۶۷', '501234567'], // mixed keyboards
    ['(123) 456-7890', '1234567890'],
    ['abc', ''],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeDigits(input)).toBe(expected);
  });

  it('treats null and undefined as empty', () => {
    expect(normalizeDigits(null)).toBe('');
    expect(normalizeDigits(undefined)).toBe('');
  });
});
