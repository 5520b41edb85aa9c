import { isStorefront, STOREFRONT_MESSAGE, STOREFRONTS, STOREFRONT_IDS, storefrontSchema } from '.';

describe('storefronts', () => {
  it('declares settings for every id and no other', () => {
    expect(Object.keys(STOREFRONTS).sort()).toEqual([...STOREFRONT_IDS].sort());
  });

  it.each([
    ['ae', true],
    ['us', true],
    ['uk', false],
    ['AE', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isStorefront(%j) is %s', (value, expected) => {
    expect(isStorefront(value)).toBe(expected);
  });

  it('the schema takes an id, defaults to ae and refuses any other value with one message', async () => {
    expect(await storefrontSchema().validate(undefined)).toBe('ae');
    expect(await storefrontSchema().validate('us')).toBe('us');
    await expect(storefrontSchema().validate('uk')).rejects.toThrow(STOREFRONT_MESSAGE);
    expect(STOREFRONT_MESSAGE).toBe('storefront must be ae or us.');
  });
});
