import { deliveryPromoText, type DeliveryFields, FLASH_SALE_TEXTS, flashSalePromoTexts } from './promo';

describe('deliveryPromoText', () => {
  it.each<[DeliveryFields, string]>([
    [{ delivery_days: 3 }, 'FREE DELIVERY'],
    [{ delivery_days: '2-3' }, 'FREE DELIVERY'],
    [{ delivery_days: 0 }, 'FREE DELIVERY'],
    [{ delivery_days: null }, 'Now Shipping Faster'],
    [{}, 'Now Shipping Faster'],
    [{ delivery_days: '' }, 'Now Shipping Faster'],
    [{ delivery_days: '   ' }, 'Now Shipping Faster'],
    [{ delivery_days: NaN }, 'Now Shipping Faster'],
  ])('%j -> %s', (product, expected) => {
    expect(deliveryPromoText(product)).toBe(expected);
  });
});

describe('FLASH_SALE_TEXTS', () => {
  it('holds the four texts of docs/behaviour.md §9 in order', () => {
    expect(FLASH_SALE_TEXTS).toEqual([
      '15% discount on first time order',
      'SELLING OUT FAST',
      'FREE DELIVERY',
      '5300+ SALE RECENTLY',
    ]);
  });
});

describe('flashSalePromoTexts', () => {
  it("says 'FREE DELIVERY' when delivery_days is set", () => {
    expect(flashSalePromoTexts({ delivery_days: 2 })).toEqual(['15% discount on first time order', 'SELLING OUT FAST', 'FREE DELIVERY', '5300+ SALE RECENTLY']);
  });

  it("says 'Now Shipping Faster' in its place otherwise", () => {
    expect(flashSalePromoTexts({ delivery_days: null })).toEqual(['15% discount on first time order', 'SELLING OUT FAST', 'Now Shipping Faster', '5300+ SALE RECENTLY']);
  });
});
