import { claimSchema } from './claim';
import { collectErrors } from '../fields/validate';

const MB = 1024 * 1024;
const screenshot = { name: 'offer.png', type: 'image/png', size: 200_000 };

const shared = {
  fullName: 'Sara Haddad',
  email: 'sara@kitchens.ae',
  competitorUrl: 'https://competitor.example.com/item/9',
  competitorPrice: '1299.00',
  address: 'Warehouse 4, Al Quoz',
  country: 'United Arab Emirates',
  city: 'Dubai',
  screenshot,
  confirmAccuracy: true,
  acceptTerms: true,
};
const pre = { ...shared, claimType: 'pre', productUrl: 'https://horeca.example/p/oven', quantity: '1' };
const post = { ...shared, claimType: 'post', orderNumber: 'HC-1001', selectedProductId: '77', productAmount: '1350' };

const errorsOf = (values: Record<string, unknown>) => collectErrors(claimSchema, values);

describe('claimSchema: general rules', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid pre-purchase', pre, {}],
    ['valid post-purchase', post, {}],
    ['email missing', { ...pre, email: ' ' }, { email: ['Email is required.'] }],
    ['email shape', { ...pre, email: 'sara@kitchens' }, { email: ['Please enter a valid email address.'] }],
    ['full name missing', { ...pre, fullName: '' }, { fullName: ['Full name is required.'] }],
    ['full name 1 character', { ...pre, fullName: ' S ' }, { fullName: ['Full name must be at least 2 characters.'] }],
    ['full name 2 characters', { ...pre, fullName: 'Al' }, {}],
    ['product URL required for pre', { ...pre, productUrl: '' }, { productUrl: ['Product URL is required.'] }],
    ['product URL not required for post', { ...post, productUrl: '' }, {}],
    ['product URL valid if given (post)', { ...post, productUrl: 'not a url' }, { productUrl: ['Please enter a valid URL.'] }],
    ['competitor URL required', { ...pre, competitorUrl: '' }, { competitorUrl: ['Competitor product URL is required.'] }],
    ['competitor URL valid', { ...pre, competitorUrl: 'javascript:alert(1)' }, { competitorUrl: ['Please enter a valid URL.'] }],
    ['competitor price required', { ...pre, competitorPrice: '' }, { competitorPrice: ['Competitor price is required.'] }],
    ['competitor price 0', { ...pre, competitorPrice: '0' }, { competitorPrice: ['Price must be a positive number.'] }],
    ['competitor price negative', { ...pre, competitorPrice: '-5' }, { competitorPrice: ['Price must be a positive number.'] }],
    ['competitor price text', { ...pre, competitorPrice: 'cheap' }, { competitorPrice: ['Price must be a positive number.'] }],
    ['competitor price 0.01', { ...pre, competitorPrice: '0.01' }, {}],
    ['competitor price in Arabic digits', { ...pre, competitorPrice: '١٢٩٩٫٥' }, {}],
    ['quantity 0', { ...pre, quantity: '0' }, { quantity: ['Quantity must be a positive number.'] }],
    ['quantity 1.5', { ...pre, quantity: '1.5' }, { quantity: ['Quantity must be a positive number.'] }],
    ['quantity missing for pre', { ...pre, quantity: '' }, { quantity: ['Quantity must be a positive number.'] }],
    ['order number required for post', { ...post, orderNumber: '  ' }, { orderNumber: ['Order number is required.'] }],
    ['order number not required for pre', { ...pre, orderNumber: '' }, {}],
    ['product selection required for post', { ...post, selectedProductId: '' }, { selectedProductId: ['Please select a product from your order.'] }],
    ['product amount missing for post', { ...post, productAmount: '' }, { productAmount: ['Product amount is required and must be a positive number.'] }],
    ['product amount 0', { ...post, productAmount: '0' }, { productAmount: ['Product amount is required and must be a positive number.'] }],
    ['address, country, city', { ...pre, address: '', country: ' ', city: '' }, {
      address: ['Address is required.'],
      country: ['Country is required.'],
      city: ['City is required.'],
    }],
    ['claim type missing', { ...pre, claimType: undefined }, { claimType: ['Please choose a claim type.'] }],
    ['claim type unknown', { ...pre, claimType: 'later' }, { claimType: ['Please choose a claim type.'] }],
  ])('%s', (_case, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });
});

describe('claimSchema: on-submit rules of the price-match page', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['phone empty is fine', { ...pre, phone: '' }, {}],
    ['phone formatted', { ...pre, phone: '(123) 456-7890' }, {}],
    ['phone 9 digits', { ...pre, phone: '(123) 456-789' }, { phone: ['Please enter a valid 10-digit phone number.'] }],
    ['phone 11 digits', { ...pre, phone: '12345678901' }, { phone: ['Please enter a valid 10-digit phone number.'] }],
    ['shipping 0', { ...pre, shippingFees: '0' }, {}],
    ['shipping 12.50', { ...pre, shippingFees: '12.50' }, {}],
    ['shipping negative', { ...pre, shippingFees: '-1' }, { shippingFees: ['Shipping fees must be a valid number (0 or greater).'] }],
    ['shipping text', { ...pre, shippingFees: 'free' }, { shippingFees: ['Shipping fees must be a valid number (0 or greater).'] }],
    ['postal code 5', { ...pre, postalCode: '12345' }, {}],
    ['postal code 5+4', { ...pre, postalCode: '12345-6789' }, {}],
    ['postal code 12345-678', { ...pre, postalCode: '12345-678' }, { postalCode: ['Please enter a valid postal code (e.g., 12345 or 12345-6789).'] }],
    ['postal code 1234', { ...pre, postalCode: '1234' }, { postalCode: ['Please enter a valid postal code (e.g., 12345 or 12345-6789).'] }],
    ['postal code 123456789', { ...pre, postalCode: '123456789' }, { postalCode: ['Please enter a valid postal code (e.g., 12345 or 12345-6789).'] }],
    ['no screenshot', { ...pre, screenshot: null }, { screenshot: ["Please upload at least one screenshot of the competitor's offer."] }],
    ['screenshot 2MB exactly', { ...pre, screenshot: { ...screenshot, size: 2 * MB } }, {}],
    ['screenshot 2MB + 1', { ...pre, screenshot: { ...screenshot, size: 2 * MB + 1 } }, {
      screenshot: ['File offer.png is too large. Maximum size is 2MB.'],
    }],
    ['screenshot GIF', { ...pre, screenshot: { name: 'offer.gif', type: 'image/gif', size: 10 } }, {
      screenshot: ['File offer.gif is not supported. Please upload JPG, PNG, or WEBP files only.'],
    }],
    ['screenshot upper-case extension', { ...pre, screenshot: { name: 'OFFER.WEBP', type: '', size: 10 } }, {}],
    ['accuracy not ticked', { ...pre, confirmAccuracy: false }, { confirmAccuracy: ['You must confirm the accuracy of the information.'] }],
    ['terms not ticked', { ...pre, acceptTerms: undefined }, { acceptTerms: ['You must accept the Terms & Conditions.'] }],
    ['tick boxes from multipart text', { ...pre, confirmAccuracy: 'true', acceptTerms: 'true' }, {}],
  ])('%s', (_case, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });
});

describe('claimSchema output', () => {
  it('trims text and keeps the file object', () => {
    const out = claimSchema.validateSync({ ...pre, fullName: '  Sara Haddad ', city: ' Dubai ' });
    expect(out).toMatchObject({ fullName: 'Sara Haddad', city: 'Dubai', screenshot });
  });
});

describe('claimSchema: the order date is a real calendar day', () => {
  it.each(['2025-13-45', '2023-02-29', '2025-00-10', '0000-01-01', '2025-1-5', 'yesterday'])('refuses %s at orderDate', (orderDate) => {
    expect(collectErrors(claimSchema, { ...pre, orderDate }).orderDate).toEqual(['Please enter the order date as YYYY-MM-DD.']);
  });

  it.each(['', '2024-02-29', '2025-12-31'])('accepts %j', (orderDate) => {
    expect(collectErrors(claimSchema, { ...pre, orderDate }).orderDate).toBeUndefined();
  });
});

describe('claimSchema on the ae storefront: the Gulf phone and no ZIP format (issue 33)', () => {
  const onAe = (values: Record<string, unknown>) => collectErrors(claimSchema, values, { storefront: 'ae' });
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a UAE mobile', { ...pre, phone: '+971501234567' }, {}],
    ['a Saudi mobile', { ...pre, phone: '+966501234567' }, {}],
    ['a Kuwaiti mobile', { ...pre, phone: '+96590123456' }, {}],
    ['empty', { ...pre, phone: '' }, {}],
    ['a UAE landline', { ...pre, phone: '+97141234567' }, { phone: ['Enter valid UAE mobile (e.g., 50 123 4567)'] }],
    ['a short Qatari number', { ...pre, phone: '+974301234' }, { phone: ['Enter valid Qatar mobile (e.g., 3012 3456)'] }],
    ['a US number is not a Gulf mobile', { ...pre, phone: '(123) 456-7890' }, { phone: ['Enter valid UAE mobile (e.g., 50 123 4567)'] }],
    ['a postal code of any shape', { ...pre, postalCode: 'PO 1234' }, {}],
    ['a postal code too long', { ...pre, postalCode: 'PO Box 123456' }, { postalCode: ['Please enter a valid postal code (e.g., 12345 or 12345-6789).'] }],
  ])('%s', (_case, values, expected) => {
    expect(onAe(values)).toEqual(expected);
  });

  it('keeps the US rules on the us storefront', () => {
    expect(collectErrors(claimSchema, { ...pre, phone: '+971501234567', postalCode: 'PO 1234' }, { storefront: 'us' })).toEqual({
      phone: ['Please enter a valid 10-digit phone number.'],
      postalCode: ['Please enter a valid postal code (e.g., 12345 or 12345-6789).'],
    });
  });
});
