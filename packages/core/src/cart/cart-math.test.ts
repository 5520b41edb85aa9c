import type { GuestCartItem } from './cart-types';
import { addToCartAnalyticsValue, type AnalyticsLine, cartUnitCount, lineMaximum, mergeGuestCartLine } from './cart-math';

function line(product_id: number, quantity: number, extra: Partial<GuestCartItem> = {}): GuestCartItem {
  return {
    product_id,
    quantity,
    name: `Product ${product_id}`,
    image: null,
    store_id: 1,
    vendor_id: 2,
    delivery_days: null,
    original_price: 100,
    front_sale_price: 80,
    currency_title: 'AED',
    maximum_order_quantity: null,
    minimum_order_quantity: null,
    images: [],
    video_path: null,
    parent_category_url: 'tableware',
    category_url: 'plates',
    url: `product-${product_id}`,
    ...extra,
  };
}

const quantities = (lines: GuestCartItem[]) => lines.map((l) => [l.product_id, l.quantity]);

describe('lineMaximum', () => {
  it.each<[number | null, number]>([
    [null, 100],
    [10, 10],
    [99, 99],
    [100, 100],
    [500, 100],
    [0, 100],
    [-3, 100],
    [12.7, 12],
    [NaN, 100],
  ])('maximum_order_quantity %j -> %d', (maximum, expected) => {
    expect(lineMaximum({ maximum_order_quantity: maximum })).toBe(expected);
  });
});

describe('cartUnitCount (what the badge counts, signed in or not)', () => {
  it('sums the units, not the lines', () => {
    expect(cartUnitCount([line(1, 2), line(2, 3)])).toBe(5);
  });

  it.each<[string, unknown, number]>([
    ['an empty cart', [], 0],
    ['no cart', null, 0],
    ['a corrupt quantity', [line(1, NaN), line(2, 4)], 4],
    ['a negative quantity', [line(1, -2), line(2, 1)], 1],
    ['a quantity stored as text', [{ quantity: '3' }], 3],
  ])('%s', (_case, lines, expected) => {
    expect(cartUnitCount(lines as GuestCartItem[])).toBe(expected);
  });
});

describe('mergeGuestCartLine', () => {
  it.each<[string, GuestCartItem[] | null, GuestCartItem, [number, number][]]>([
    ['appends a new product', [line(1, 2)], line(2, 1), [[1, 2], [2, 1]]],
    ['merges an existing product', [line(1, 2), line(2, 1)], line(1, 3), [[1, 5], [2, 1]]],
    ['clamps the merge to the header stepper top, 100', [line(1, 98)], line(1, 5), [[1, 100]]],
    ['clamps to the product maximum', [line(1, 8)], line(1, 5, { maximum_order_quantity: 10 }), [[1, 10]]],
    ['clamps a new line to the product maximum', [], line(3, 50, { maximum_order_quantity: 12 }), [[3, 12]]],
    ['adds at least one', [line(1, 2)], line(1, 0), [[1, 3]]],
    ['reads a fractional quantity as whole', [line(1, 2)], line(1, 2.9), [[1, 4]]],
    ['treats a huge quantity as the maximum', [], line(1, 1e21), [[1, 100]]],
    ['repairs a corrupt stored quantity', [line(1, NaN)], line(1, 2), [[1, 2]]],
    ['starts a cart from nothing', null, line(7, 1), [[7, 1]]],
  ])('%s', (_case, lines, item, expected) => {
    expect(quantities(mergeGuestCartLine(lines, item))).toEqual(expected);
  });

  it('matches a product id stored as text', () => {
    const stored = [line(1, 2, { product_id: '1' as unknown as number })];
    expect(mergeGuestCartLine(stored, line(1, 1))).toHaveLength(1);
  });

  it('keeps the newer product data and leaves the stored list untouched', () => {
    const stored = [line(1, 2, { front_sale_price: 80 })];
    const next = mergeGuestCartLine(stored, line(1, 1, { front_sale_price: 75 }));
    expect(next[0]).toMatchObject({ quantity: 3, front_sale_price: 75 });
    expect(stored[0]?.quantity).toBe(2);
    expect(next).not.toBe(stored);
  });

  it('drops nulls from a corrupt stored list', () => {
    const stored = [null, line(1, 1)] as unknown as GuestCartItem[];
    expect(quantities(mergeGuestCartLine(stored, line(2, 1)))).toEqual([[1, 1], [2, 1]]);
  });
});

// docs/behaviour.md §4: "its value is the sum of (sale price or original price) times quantity".
describe('addToCartAnalyticsValue', () => {
  it.each<[string, AnalyticsLine[] | null, number]>([
    ['sale price times quantity', [{ front_sale_price: 80, original_price: 100, quantity: 2 }], 160],
    ['original price when there is no sale', [{ front_sale_price: 0, original_price: 100, quantity: 3 }], 300],
    [
      'the sum over lines',
      [
        { sale_price: 19.99, original_price: 25, quantity: 3 },
        { original_price: 0.1, quantity: 2 },
      ],
      60.17,
    ],
    ['a sale price above the original is still the price', [{ sale_price: 120, original_price: 100, quantity: 1 }], 120],
    ['prices as text', [{ front_sale_price: '12.50', original_price: '15', quantity: '2' }], 25],
    ['a line without a price adds 0', [{ quantity: 4 }, { original_price: 10, quantity: 1 }], 10],
    ['a bad quantity adds 0', [{ original_price: 10, quantity: NaN }, { original_price: 10, quantity: -1 }], 0],
    ['no lines', [], 0],
    ['not a list', null, 0],
  ])('%s', (_case, lines, expected) => {
    expect(addToCartAnalyticsValue(lines)).toBe(expected);
  });
});
