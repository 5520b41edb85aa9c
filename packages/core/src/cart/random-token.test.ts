import { randomToken } from './random-token';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('randomToken', () => {
  it.each<[string, () => number, string]>([
    ['all zeros', () => 0, 'aaaaaa'],
    ['just under one', () => 0.999999, '999999'],
    ['the alphabet edges', sequence(0, 25 / 36, 26 / 36, 35 / 36), 'az09az'],
    ['a source that returns 1', () => 1, '999999'],
    ['a source that returns negatives', () => -0.5, 'aaaaaa'],
    ['a source that returns NaN', () => NaN, 'aaaaaa'],
    ['a source that returns Infinity', () => Infinity, 'aaaaaa'],
  ])('%s -> %s', (_case, random, expected) => {
    expect(randomToken(6, random)).toBe(expected);
  });

  it('draws 6 characters of [a-z0-9] from Math.random by default', () => {
    for (let i = 0; i < 200; i += 1) expect(randomToken(6)).toMatch(/^[a-z0-9]{6}$/);
  });

  it('gives an empty text for length 0', () => {
    expect(randomToken(0)).toBe('');
  });
});
