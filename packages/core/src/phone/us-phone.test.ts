import { formatUsPhone, isValidUsPhone, US_PHONE_MAX_LENGTH, usPhoneDigits } from './us-phone';

describe('formatUsPhone: (123) 456-7890, at most 14 characters', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '(123) 4'],
    ['123456', '(123) 456'],
    ['1234567', '(123) 456-7'],
    ['1234567890', '(123) 456-7890'],
    ['12345678901234', '(123) 456-7890'], // extra digits cut
    ['(123) 456-7890', '(123) 456-7890'], // formatting is stable
    ['123.456.7890', '(123) 456-7890'],
    ['+1 123 456 7890', '(123) 456-7890'], // explicit +1 dropped
    ['١٢٣٤٥٦٧٨٩٠', '(123) 456-7890'],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
    expect(formatUsPhone(input).length).toBeLessThanOrEqual(US_PHONE_MAX_LENGTH);
  });

  it('the full format is exactly the max length', () => {
    expect(formatUsPhone('1234567890')).toHaveLength(14);
    expect(US_PHONE_MAX_LENGTH).toBe(14);
  });
});

describe('isValidUsPhone: exactly 10 digits', () => {
  it.each([
    ['(123) 456-7890', true],
    ['1234567890', true],
    ['+1 (123) 456-7890', true],
    ['١٢٣٤٥٦٧٨٩٠', true],
    ['123456789', false],
    ['12345678901', false], // 11 digits without an explicit +1
    ['', false],
    ['   ', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidUsPhone(input)).toBe(expected);
  });

  it('usPhoneDigits keeps the first 10 national digits', () => {
    expect(usPhoneDigits('+1 123-456-7890 ext 55')).toBe('1234567890');
  });
});
