import { parseNumberInput, toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٥٠ ١٢٣ ٤٥٦٧', '50 123 4567'],
    ['+٩٧١ 50', '+971 50'],
    ['qty ۱۲', 'qty 12'],
    ['42', '42'],
    ['', ''],
    // Latin-1 superscripts and fullwidth digits are not Arabic digits: left alone
    ['²３', '²３'],
  ])('%j -> %j', (input, expected) => {
    expect(toAsciiDigits(input)).toBe(expected);
  });
});

describe('parseNumberInput', () => {
  it.each<[unknown, number]>([
    ['12', 12],
    [' 12 ', 12],
    ['٩٩', 99],
    ['۱۰۰', 100],
    ['٢٫٥', 2.5],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['-3', -3],
    ['1e21', 1e21],
    [7, 7],
    [Infinity, Infinity],
  ])('%j -> %d', (input, expected) => {
    expect(parseNumberInput(input)).toBe(expected);
  });

  it.each<[unknown]>([[''], ['   '], ['abc'], ['12abc'], ['1 2'], ['0x10'], ['1,000'], [null], [undefined], [{}], [true]])(
    '%j is not a number',
    (input) => {
      expect(parseNumberInput(input)).toBeNaN();
    },
  );
});
