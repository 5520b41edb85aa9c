import type { Storefront } from '../storefront';
import { formatAmount, formatCount, formatMoney, formatMoneyIn } from './money';

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

  it('writes every amount as Intl.NumberFormat does on both storefronts (it skips Intl to save the page its first-use cost)', () => {
    const intl = {
      ae: new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', currencyDisplay: 'code', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }),
      us: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }),
    };
    // A fixed pseudo-random walk over magnitudes, cents, half cents and signs.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const amounts = [0, -0, 0.005, 0.015, 0.045, 1.005, 2.675, 1.255, 999.995, 9999999.995, 123456789.125, 2 ** 53, 1e20, 5e-7];
    for (let i = 0; i < 5000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 13);
      const raw = next() * magnitude;
      const shaped = [raw, Math.round(raw * 100) / 100, Math.round(raw * 1000) / 1000, Math.floor(raw) + 0.005][i % 4]!;
      amounts.push(next() < 0.2 ? -shaped : shaped);
    }
    for (const amount of amounts) {
      expect(formatMoney(amount, 'ae'), String(amount)).toBe(intl.ae.format(amount));
      expect(formatMoney(amount, 'us'), String(amount)).toBe(intl.us.format(amount));
    }
  });

  it('falls back to the UAE storefront for an unknown storefront', () => {
    expect(formatMoney(10, 'uk' as Storefront)).toBe(`AED${NBSP}10.00`);
  });
});

describe('formatMoneyIn', () => {
  it('writes an amount as the storefront selling in that currency does, in either language', () => {
    expect(formatMoneyIn(12677, 'AED')).toBe('AED\u00a012,677.00');
    expect(formatMoneyIn('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoneyIn(12677, 'AED', 'ar')).toBe(formatMoney(12677, 'ae', 'ar'));
  });

  it('refuses a currency no storefront sells in rather than guessing', () => {
    expect(() => formatMoneyIn(1, 'EUR')).toThrow(/EUR/);
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [1.005, '1.01'],
    [1234.5, '1,234.50'],
    [-0.001, '0.00'],
    [-2500, '-2,500.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
  ])('%s is %s', (amount, written) => {
    expect(formatAmount(amount)).toBe(written);
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
