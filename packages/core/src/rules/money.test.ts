import type { Storefront } from '../constants';
import { formatCount, formatMoney } from './money';

// ICU separates the currency code from the number with a no-break space (U+00A0).
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each<[number | string | null | undefined, Storefront | undefined, string]>([
    [1234.5, undefined, `AED${NBSP}1,234.50`],
    [1234.5, 'ae', `AED${NBSP}1,234.50`],
    [1234.5, 'us', '$1,234.50'],
    [0, 'ae', `AED${NBSP}0.00`],
    [0, 'us', '$0.00'],
    [5, 'ae', `AED${NBSP}5.00`],
    [99.999, 'ae', `AED${NBSP}100.00`],
    [1.005, 'us', '$1.01'],
    [0.004, 'ae', `AED${NBSP}0.00`],
    [-3.456, 'ae', `-AED${NBSP}3.46`],
    [-2.5, 'us', '-$2.50'],
    [-0, 'ae', `AED${NBSP}0.00`],
    [-0.001, 'us', '$0.00'],
    [1_000_000, 'ae', `AED${NBSP}1,000,000.00`],
    [1e21, 'us', '$1,000,000,000,000,000,000,000.00'],
    ['249.9', 'ae', `AED${NBSP}249.90`],
    [' 12 ', 'us', '$12.00'],
    ['١٢٣٫٤', 'ae', `AED${NBSP}123.40`],
  ])('%j on %s -> %j', (amount, storefront, expected) => {
    expect(formatMoney(amount, storefront)).toBe(expected);
  });

  it.each<[unknown]>([[NaN], [Infinity], [-Infinity], [''], ['abc'], ['1,234.50'], [null], [undefined]])(
    '%j gives an empty text',
    (amount) => {
      expect(formatMoney(amount as number)).toBe('');
    },
  );

  it('falls back to the UAE storefront for an unknown storefront', () => {
    expect(formatMoney(10, 'uk' as Storefront)).toBe(`AED${NBSP}10.00`);
  });
});

describe('formatCount', () => {
  it('groups thousands the same way on every storefront', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12480)).toBe('12,480');
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-4200)).toBe('-4,200');
  });
});
