import { describe, expect, it } from 'vitest';
import { RequestTimeoutError } from '../api/http';
import { normalizeApiError } from '../api/errors';
import { claimErrorMessage, claimFieldErrors, claimSucceeded } from './claim-errors';

const response = (status: number, data: unknown) => ({ status, statusText: '', headers: new Headers(), data });

// docs/behaviour.md §8, claim submission, one row per rule.
describe('claimErrorMessage', () => {
  it.each<[string, unknown, string]>([
    ['a timeout (ECONNABORTED)', new RequestTimeoutError(30_000), 'Request timed out. Please check your connection and try again.'],
    ['an axios-style timeout', { code: 'ECONNABORTED' }, 'Request timed out. Please check your connection and try again.'],
    [
      '422: first message of the first entry (a list gives its first item)',
      response(422, { message: 'Invalid', errors: { customer_email: ['Email is required.', 'second'], customer_name: ['Full name is required.'] } }),
      'Email is required.',
    ],
    [
      '422: the first entry holding a plain string',
      response(422, { errors: { competitor_product_price: 'Price must be a positive number.', x: ['later'] } }),
      'Price must be a positive number.',
    ],
    ['422 without an errors object', response(422, { message: 'The given data was invalid.' }), 'Please check your form data and try again.'],
    ['422 with an empty errors object', response(422, { message: 'Invalid', errors: {} }), 'Please check your form data and try again.'],
    ['422 with an HTML body', response(422, '<html>oops</html>'), 'Please check your form data and try again.'],
    ['500', response(500, { message: 'SQLSTATE[42S02]' }), 'Server error. Please try again later.'],
    ['502 from a proxy', response(502, '<html>Bad Gateway</html>'), 'Server error. Please try again later.'],
    ['503', response(503, ''), 'Server error. Please try again later.'],
    ['another error with a response message', response(409, { message: 'You already claimed this product.' }), 'You already claimed this product.'],
    ['429 with a message', response(429, { message: 'Too many claims, slow down.' }), 'Too many claims, slow down.'],
    ['another error without a message', response(404, {}), 'Submission failed. Please try again.'],
    ['another error with a blank message', response(403, { message: '   ' }), 'Submission failed. Please try again.'],
    ['offline', new TypeError('Failed to fetch'), 'Submission failed. Please try again.'],
    ['an unknown thrown value', 'boom', 'Submission failed. Please try again.'],
    ['a success that is not 200/201 (202)', { status: 202, data: { message: 'Queued' } }, 'Submission failed. Please try again.'],
    ['a success that is not 200/201 (204)', { status: 204, data: '' }, 'Submission failed. Please try again.'],
  ])('%s', (_label, failure, expected) => {
    expect(claimErrorMessage(failure)).toBe(expected);
    // The same answer whether the form passes the raw error or a normalised one.
    expect(claimErrorMessage(normalizeApiError(failure))).toBe(expected);
  });
});

describe('claimSucceeded', () => {
  it.each([
    [200, true],
    [201, true],
    [202, false],
    [204, false],
    [299, false],
    [422, false],
  ])('%i -> %s', (status, expected) => {
    expect(claimSucceeded(status)).toBe(expected);
  });
});

describe('claimFieldErrors', () => {
  it('puts the first message of each sent field on the form field it came from', () => {
    const refused = response(422, {
      message: 'Invalid',
      errors: {
        selected_product_id: ['Please select a product from your order.', 'second'],
        customer_email: 'Please enter a valid email address.',
        competitor_screenshot: ['File a.gif is not supported. Please upload JPG, PNG, or WEBP files only.'],
      },
    });
    expect(claimFieldErrors(refused)).toEqual({
      selectedProductId: 'Please select a product from your order.',
      email: 'Please enter a valid email address.',
      screenshot: 'File a.gif is not supported. Please upload JPG, PNG, or WEBP files only.',
    });
  });

  it('leaves names the form has no field for to the banner, and gives nothing but for a 422', () => {
    expect(claimFieldErrors(response(422, { errors: { customer_country_code: ['x'], constructor: ['y'] } }))).toEqual({});
    expect(claimFieldErrors(response(500, { errors: { customer_email: ['x'] } }))).toEqual({});
    expect(claimFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});
