import { isValidEmail, isValidHttpUrl, parseDecimal } from './fields';

describe('isValidEmail', () => {
  it.each([
    ['buyer@hotel.ae', true],
    ['  buyer@hotel.ae  ', true],
    ['first.last+orders@kitchen.co.uk', true],
    ['buyer@localhost', false],
    ['buyer@', false],
    ['@hotel.ae', false],
    ['buyer hotel.ae', false],
    ['buyer@@hotel.ae', false],
    ['', false],
  ])('%j -> %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('isValidHttpUrl', () => {
  it.each([
    ['https://www.competitor.com/item/123', true],
    ['http://competitor.ae/p?id=1', true],
    ['competitor.com/item', true], // scheme left out
    ['www.competitor.com', true],
    ['ftp://competitor.com/file', false],
    ['javascript:alert(1)', false],
    ['https://localhost/item', false],
    ['not a url', false],
    ['https://', false],
    ['', false],
  ])('%j -> %s', (url, expected) => {
    expect(isValidHttpUrl(url)).toBe(expected);
  });
});

describe('parseDecimal', () => {
  it.each<[unknown, number]>([
    ['12', 12],
    ['12.50', 12.5],
    [' 0 ', 0],
    ['.5', 0.5],
    ['١٢٫٥', 12.5], // Arabic digits and decimal sign
    [7, 7],
    ['-1', Number.NaN],
    ['1e3', Number.NaN],
    ['12abc', Number.NaN],
    ['', Number.NaN],
    ['   ', Number.NaN],
    [null, Number.NaN],
  ])('%j -> %s', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });
});
