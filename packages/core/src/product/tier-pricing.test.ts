import { priceTieredLine, roundMoney, tierForQuantity, tierUnitPrice } from './tier-pricing';

const tiers = [
  { id: 3, min_quantity: 20, discount_percent: 10 },
  { id: 1, min_quantity: 5, discount_percent: 3 },
  { id: 2, min_quantity: 10, discount_percent: 5.5 },
];

describe('Buy More, Save More tiers', () => {
  it.each([
    [1, null],
    [4, null],
    [5, 1],
    [9, 1],
    [10, 2],
    [19, 2],
    [20, 3],
    [99, 3],
  ])('quantity %i reaches tier %s (the highest minimum at or below it, whatever the order)', (quantity, id) => {
    expect(tierForQuantity(tiers, quantity)?.id ?? null).toBe(id);
  });

  it('ignores tiers that take nothing, everything, or start below one unit', () => {
    expect(tierForQuantity([{ min_quantity: 2, discount_percent: 0 }, { min_quantity: 3, discount_percent: 100 }, { min_quantity: 0, discount_percent: 5 }], 10)).toBeNull();
  });

  it('rounds the unit price to the cent before multiplying, as the product page shows it', () => {
    expect(tierUnitPrice(33.33, 5.5)).toBe(31.5);
    expect(tierUnitPrice(10.05, 10)).toBe(9.05);
    expect(roundMoney(1.005)).toBe(1.01);
  });

  it('prices a line below and past a tier', () => {
    expect(priceTieredLine(33.33, 4, tiers)).toEqual({ listUnitPrice: 33.33, unitPrice: 33.33, tier: null, listTotal: 133.32, discount: 0, total: 133.32 });
    expect(priceTieredLine(33.33, 10, tiers)).toEqual({ listUnitPrice: 33.33, unitPrice: 31.5, tier: tiers[2], listTotal: 333.3, discount: 18.3, total: 315 });
  });
});
