import { newsletterSchema } from './newsletter';
import { collectErrors } from '../fields/validate';

describe('newsletterSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', { email: 'owner@bakery.ae' }, {}],
    ['empty', { email: '' }, { email: ['Enter your email address'] }],
    ['whitespace', { email: '   ' }, { email: ['Enter your email address'] }],
    ['missing', {}, { email: ['Enter your email address'] }],
    ['bad address', { email: 'owner@bakery' }, { email: ['Please enter a valid email address'] }],
    ['another status', { email: 'owner@bakery.ae', status: 'unsubscribed' }, { status: [expect.any(String) as unknown as string] }],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(newsletterSchema, values)).toEqual(expected);
  });

  it('sends status subscribed', () => {
    expect(newsletterSchema.validateSync({ email: ' owner@bakery.ae ' })).toEqual({ email: 'owner@bakery.ae', status: 'subscribed' });
  });
});
