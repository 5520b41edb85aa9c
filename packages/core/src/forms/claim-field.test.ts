import { CLAIM_BLUR_FIELDS, validateClaim, validateClaimField, type ClaimBlurField } from './claim-field';

describe('validateClaimField: the checks on leaving a field', () => {
  it.each<[ClaimBlurField, Record<string, unknown>, string | null]>([
    ['fullName', { fullName: '' }, 'Full name is required.'],
    ['fullName', { fullName: 'S' }, 'Full name must be at least 2 characters.'],
    ['fullName', { fullName: 'Sara' }, null],
    ['email', { email: 'sara@' }, 'Please enter a valid email address.'],
    ['productUrl', { claimType: 'pre', productUrl: '' }, 'Product URL is required.'],
    ['productUrl', { claimType: 'post', productUrl: '' }, null],
    ['orderNumber', { claimType: 'post', orderNumber: '' }, 'Order number is required.'],
    ['orderNumber', { claimType: 'pre', orderNumber: '' }, null],
    ['quantity', { claimType: 'pre', quantity: '-2' }, 'Quantity must be a positive number.'],
    ['competitorUrl', { competitorUrl: 'www.competitor.com/item' }, null],
    ['competitorPrice', { competitorPrice: '' }, 'Competitor price is required.'],
    ['address', { address: ' ' }, 'Address is required.'],
    ['country', { country: '' }, 'Country is required.'],
    ['city', { city: 'Doha' }, null],
  ])('%s %j -> %j', (field, values, expected) => {
    expect(validateClaimField(field, values)).toBe(expected);
  });

  it('covers the ten fields the spec names', () => {
    expect([...CLAIM_BLUR_FIELDS].sort()).toEqual(
      ['address', 'city', 'competitorPrice', 'competitorUrl', 'country', 'email', 'fullName', 'orderNumber', 'productUrl', 'quantity'],
    );
  });
});

describe('validateClaim: the banner shows the first error in form order', () => {
  it('starts with the customer step', () => {
    const result = validateClaim({ claimType: 'post' });
    expect(result.valid).toBe(false);
    expect(result.firstError).toBe('Full name is required.');
    expect(result.errors.orderNumber).toEqual(['Order number is required.']);
  });

  it('reaches the tick boxes last', () => {
    const result = validateClaim({
      claimType: 'pre',
      fullName: 'Sara',
      email: 'sara@kitchens.ae',
      productUrl: 'https://horeca.example/p/1',
      quantity: '1',
      competitorUrl: 'https://c.example.com/1',
      competitorPrice: '10',
      screenshot: { name: 'a.jpg', type: 'image/jpeg', size: 1 },
      address: 'A',
      country: 'UAE',
      city: 'Dubai',
      confirmAccuracy: true,
    });
    expect(result).toEqual({
      valid: false,
      errors: { acceptTerms: ['You must accept the Terms & Conditions.'] },
      firstError: 'You must accept the Terms & Conditions.',
    });
  });
});
