import { computeTotals, shippingFee } from './pricing';

describe('order totals', () => {
  it.each([
    // storefront, line totals, delivery, expected
    ['ae', [105], 'standard', { subtotal: 105, shipping: 25, tax: 6.19, taxIncluded: true, total: 130 }],
    ['ae', [400, 100], 'standard', { subtotal: 500, shipping: 0, tax: 23.81, taxIncluded: true, total: 500 }],
    ['ae', [500], 'express', { subtotal: 500, shipping: 45, tax: 25.95, taxIncluded: true, total: 545 }],
    ['us', [100], 'standard', { subtotal: 100, shipping: 15, tax: 9.2, taxIncluded: false, total: 124.2 }],
    ['us', [150], 'standard', { subtotal: 150, shipping: 0, tax: 12, taxIncluded: false, total: 162 }],
  ] as const)('%s %j %s', (storefront, lines, method, expected) => {
    expect(computeTotals(storefront, [...lines], method)).toEqual(expected);
  });

  it('ae prices include 5% VAT: the VAT part of 105 is 5', () => {
    expect(computeTotals('ae', [105], 'express').tax).toBeCloseTo((150 * 0.05) / 1.05, 2);
  });

  it('standard delivery is free from the threshold, not below it', () => {
    expect(shippingFee('ae', 'standard', 499.99)).toBe(25);
    expect(shippingFee('ae', 'standard', 500)).toBe(0);
  });
});
