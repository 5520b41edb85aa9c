import { checkPriceRange, listingSearch, parseListingParams } from './listing-params';

const text = { notANumber: 'bad', minAboveMax: 'order' };

describe('listing params in the address', () => {
  it('reads sort, brands, prices, stock and page, and drops malformed values', () => {
    expect(parseListingParams('?sort=price_asc&brand=3,x,7&min_price=10&max_price=-1&in_stock=1&page=2')).toEqual({
      sort: 'price_asc', brand: [3, 7], min_price: 10, max_price: undefined, in_stock: true, page: 2, per_page: 24,
    });
    expect(parseListingParams('?sort=cheapest&page=0')).toMatchObject({ sort: undefined, page: undefined });
  });

  it('writes back only what differs from the defaults and round-trips', () => {
    expect(listingSearch({ sort: 'relevance', page: 1 })).toBe('');
    const search = listingSearch({ sort: 'rating', brand: [5], min_price: 0, in_stock: true, page: 3 });
    expect(search).toBe('?sort=rating&brand=5&min_price=0&in_stock=1&page=3');
    expect(parseListingParams(search)).toMatchObject({ sort: 'rating', brand: [5], min_price: 0, in_stock: true, page: 3 });
  });
});

describe('checkPriceRange', () => {
  it('accepts empty, zero and ordered values', () => {
    expect(checkPriceRange('', '', text)).toEqual({ errors: {}, min: undefined, max: undefined });
    expect(checkPriceRange('0', '99.5', text)).toEqual({ errors: {}, min: 0, max: 99.5 });
  });

  it('puts each error on its own field', () => {
    expect(checkPriceRange('abc', '5', text).errors).toEqual({ min: 'bad' });
    expect(checkPriceRange('1', '-2', text).errors).toEqual({ max: 'bad' });
    expect(checkPriceRange('50', '10', text).errors).toEqual({ max: 'order' });
  });
});
