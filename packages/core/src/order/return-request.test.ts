import { RETURN_REASONS, returnRequestSchema } from './return-request';
import { collectErrors } from '../fields/validate';

const PICK = 'Please select a product or reason.';
const request = { order_id: 41, product_id: 7, quantity: 2, reason: 'Damaged or defective', description: '' };
const ordered = (orderedQuantity: number) => ({ orderedQuantity });

describe('returnRequestSchema', () => {
  it.each<[string, Record<string, unknown>, object | undefined, Record<string, string[]>]>([
    ['valid', request, ordered(3), {}],
    ['no product', { ...request, product_id: '' }, ordered(3), { product_id: [PICK] }],
    ['no reason', { ...request, reason: '' }, ordered(3), { reason: [PICK] }],
    ['neither', { ...request, product_id: null, reason: ' ' }, ordered(3), { product_id: [PICK], reason: [PICK] }],
    ['a reason outside the list', { ...request, reason: 'Too expensive' }, ordered(3), { reason: [PICK] }],
    ['quantity 0', { ...request, quantity: 0 }, ordered(3), { quantity: ['Quantity must be at least 1.'] }],
    ['quantity empty', { ...request, quantity: '' }, ordered(3), { quantity: ['Quantity must be at least 1.'] }],
    ['quantity 1.5', { ...request, quantity: 1.5 }, ordered(3), { quantity: ['Quantity must be at least 1.'] }],
    ['quantity equal to ordered', { ...request, quantity: 3 }, ordered(3), {}],
    ['quantity above ordered', { ...request, quantity: 4 }, ordered(3), { quantity: ['You can return at most 3 of this item.'] }],
    ['no ordered quantity known', { ...request, quantity: 40 }, undefined, {}],
    ['no order', { ...request, order_id: undefined }, ordered(3), { order_id: ['This order could not be found.'] }],
    ['photos and videos', {
      ...request,
      product_images: [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }],
      product_videos: [{ name: 'b.mp4', type: 'video/mp4', size: 10 }],
    }, ordered(3), {}],
    ['a video among photos', { ...request, product_images: [{ name: 'b.mp4', type: 'video/mp4', size: 10 }] }, ordered(3), {
      product_images: ['File b.mp4 is not a photo.'],
    }],
    ['a photo among videos', { ...request, product_videos: [{ name: 'a.PNG', type: 'image/png', size: 10 }] }, ordered(3), {
      product_videos: ['File a.PNG is not a video.'],
    }],
  ])('%s', (_case, values, context, expected) => {
    expect(collectErrors(returnRequestSchema, values, context)).toEqual(expected);
  });

  it('has the spec fixed list of 5 reasons', () => {
    expect(RETURN_REASONS).toEqual([
      'Not compatible with existing items',
      'Changed mind or did not meet expectations',
      'Damaged or defective',
      "Doesn't fit as expected",
      'Different from description or photos',
    ]);
  });
});
