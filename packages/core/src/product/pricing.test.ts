import {
  discountPercentBadge,
  discountPercentRounded,
  displayPrice,
  effectiveSalePrice,
  hasDiscount,
  originalPrice,
  type PriceFields,
  productCurrency,
} from './pricing';

// docs/behaviour.md §5: "Sale price is used only when non-zero and different from original_price".
describe('effectiveSalePrice', () => {
  it.each<[string, PriceFields, number | null]>([
    ['a lower sale price', { sale_price: 80, original_price: 100 }, 80],
    ['a higher sale price (used, but no badge)', { sale_price: 120, original_price: 100 }, 120],
    ['a zero sale price', { sale_price: 0, original_price: 100 }, null],
    ['a sale price equal to the original', { sale_price: 100, original_price: 100 }, null],
    ['equal as text and number', { sale_price: '100.00', original_price: 100 }, null],
    ['front_sale_price of search and cart lines', { front_sale_price: 45.5, original_price: 50 }, 45.5],
    ['sale_price wins over front_sale_price', { sale_price: 70, front_sale_price: 60, original_price: 100 }, 70],
    ['a present zero sale_price means no sale', { sale_price: 0, front_sale_price: 60, original_price: 100 }, null],
    ['null sale_price falls through to front_sale_price', { sale_price: null, front_sale_price: 60, original_price: 100 }, 60],
    ['a sale price as text', { sale_price: ' 79.99 ', original_price: '100' }, 79.99],
    ['no original price', { sale_price: 30 }, 30],
    ['no prices at all', {}, null],
    ['a negative sale price', { sale_price: -5, original_price: 100 }, null],
    ['a NaN sale price', { sale_price: NaN, original_price: 100 }, null],
    ['an Infinity sale price', { sale_price: Infinity, original_price: 100 }, null],
    ['an unreadable sale price', { sale_price: 'abc', original_price: 100 }, null],
    ['a blank sale price', { sale_price: '  ', front_sale_price: 10, original_price: 100 }, 10],
  ])('%s', (_case, product, expected) => {
    expect(effectiveSalePrice(product)).toBe(expected);
  });
});

describe('originalPrice', () => {
  it.each<[PriceFields, number | null]>([
    [{ original_price: 100, price: 90 }, 100],
    [{ price: 90 }, 90],
    [{ original_price: null, price: '12.5' }, 12.5],
    [{ original_price: -1 }, null],
    [{}, null],
  ])('%j -> %j', (product, expected) => {
    expect(originalPrice(product)).toBe(expected);
  });
});

// docs/behaviour.md §5: "discount badge only when sale_price is below original_price".
describe('hasDiscount', () => {
  it.each<[PriceFields, boolean]>([
    [{ sale_price: 80, original_price: 100 }, true],
    [{ sale_price: 99.99, original_price: 100 }, true],
    [{ sale_price: 120, original_price: 100 }, false],
    [{ sale_price: 100, original_price: 100 }, false],
    [{ sale_price: 0, original_price: 100 }, false],
    [{ sale_price: 80 }, false],
    [{ original_price: 100 }, false],
    [{ front_sale_price: '40', original_price: '50' }, true],
  ])('%j -> %s', (product, expected) => {
    expect(hasDiscount(product)).toBe(expected);
  });
});

// docs/behaviour.md §9: "2 decimals on the badge, rounded in the price block".
describe('discount percentages', () => {
  it.each<[PriceFields, string | null, number]>([
    [{ sale_price: 80, original_price: 100 }, '20.00', 20],
    [{ sale_price: 2, original_price: 3 }, '33.33', 33],
    [{ sale_price: 1, original_price: 3 }, '66.67', 67],
    [{ sale_price: 87.655, original_price: 100 }, '12.35', 12],
    [{ sale_price: 49.5, original_price: 100 }, '50.50', 51],
    [{ sale_price: 99.99, original_price: 100 }, '0.01', 0],
    [{ sale_price: 0.01, original_price: 100 }, '99.99', 100],
    [{ sale_price: 120, original_price: 100 }, null, 0],
    [{ sale_price: 0, original_price: 100 }, null, 0],
    [{}, null, 0],
  ])('%j -> badge %j, price block %d', (product, badge, rounded) => {
    expect(discountPercentBadge(product)).toBe(badge);
    expect(discountPercentRounded(product)).toBe(rounded);
  });
});

describe('productCurrency', () => {
  it.each<[PriceFields, string]>([
    [{}, 'AED'],
    [{ currency: 'USD' }, 'USD'],
    [{ currency_title: 'AED' }, 'AED'],
    [{ currency: 'Dirham', currency_title: 'AED' }, 'AED'],
    [{ currency: 'usd' }, 'USD'],
    [{ currency: 'USDollar' }, 'AED'],
    [{ currency: '' }, 'AED'],
    [{ currency: null }, 'AED'],
  ])('%j -> %s', (product, expected) => {
    expect(productCurrency(product)).toBe(expected);
  });
});

describe('displayPrice', () => {
  it.each<[string, PriceFields, { current: number | null; was: number | null; currency: string }]>([
    ['discounted', { sale_price: 80, original_price: 100 }, { current: 80, was: 100, currency: 'AED' }],
    ['sale price above the original', { sale_price: 120, original_price: 100 }, { current: 120, was: null, currency: 'AED' }],
    ['zero sale price', { sale_price: 0, original_price: 100 }, { current: 100, was: null, currency: 'AED' }],
    ['only a price', { price: 15, currency: 'USD' }, { current: 15, was: null, currency: 'USD' }],
    ['nothing usable', { sale_price: 'n/a' }, { current: null, was: null, currency: 'AED' }],
  ])('%s', (_case, product, expected) => {
    expect(displayPrice(product)).toEqual(expected);
  });
});
