import { cartLineSchema } from './cart-line';
import { collectErrors } from '../fields/validate';

const QUANTITY = 'Quantity must be a whole number from 1 to 100.';

describe('cartLineSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['1', { product_id: 5, quantity: 1 }, {}],
    ['100, the header stepper top', { product_id: 5, quantity: 100 }, {}],
    ['text numbers from a form', { product_id: '5', quantity: '3' }, {}],
    ['0', { product_id: 5, quantity: 0 }, { quantity: [QUANTITY] }],
    ['101', { product_id: 5, quantity: 101 }, { quantity: [QUANTITY] }],
    ['-1', { product_id: 5, quantity: -1 }, { quantity: [QUANTITY] }],
    ['2.5', { product_id: 5, quantity: 2.5 }, { quantity: [QUANTITY] }],
    ['text', { product_id: 5, quantity: 'two' }, { quantity: [QUANTITY] }],
    ['no product', { quantity: 1 }, { product_id: ['Please choose a product.'] }],
  ])('quantity %s', (_case, values, expected) => {
    expect(collectErrors(cartLineSchema, values)).toEqual(expected);
  });
});
