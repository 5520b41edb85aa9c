import { skuWidthFor, truncateForViewport, truncateText, truncateUnit } from './truncate';

const SKU = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'; // 26 characters

describe('skuWidthFor', () => {
  it.each<[number, number]>([
    [0, 16],
    [320, 16],
    [479, 16],
    [480, 12],
    [768, 12],
    [1023, 12],
    [1024, 15],
    [1439, 15],
    [1440, 20],
    [2560, 20],
    [-1, 16],
    [Infinity, 20],
    [NaN, 20],
  ])('%d px -> %d characters', (width, expected) => {
    expect(skuWidthFor(width)).toBe(expected);
  });
});

describe('truncateForViewport', () => {
  it.each<[string | null | undefined, number, string]>([
    [SKU, 375, 'ABCDEFGHIJKLMNOP…'],
    [SKU, 800, 'ABCDEFGHIJKL…'],
    [SKU, 1280, 'ABCDEFGHIJKLMNO…'],
    [SKU, 1920, 'ABCDEFGHIJKLMNOPQRST…'],
    ['ABCDEFGHIJKL', 800, 'ABCDEFGHIJKL'], // exactly the width: no ellipsis
    ['SHORT-1', 375, 'SHORT-1'],
    ['', 375, ''],
    [null, 375, ''],
    [undefined, 1920, ''],
  ])('%j at %d px -> %j', (text, width, expected) => {
    expect(truncateForViewport(text, width)).toBe(expected);
  });
});

describe('truncateUnit (16 characters)', () => {
  it.each<[string | null, string]>([
    ['1/Each', '1/Each'],
    ['Pack of 24 pieces, boxed', 'Pack of 24 piece…'],
    ['1234567890123456', '1234567890123456'],
    [null, ''],
  ])('%j -> %j', (text, expected) => {
    expect(truncateUnit(text)).toBe(expected);
  });
});

describe('truncateText', () => {
  it('never splits what a reader sees as one character', () => {
    expect(truncateText('🍽️🍽️🍽️', 1)).toBe('🍽️…');
    expect(truncateText('Cafe\u0301 cups', 4)).toBe('Cafe\u0301…');
    expect(truncateText('صحن تقديم كبير', 3)).toBe('صحن…');
    // A line break outside printable ASCII: CR LF is one character.
    expect(truncateText('ab\r\ncd', 3)).toBe('ab\r\n…');
  });
});
