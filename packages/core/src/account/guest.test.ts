import { guestAddressSchema, guestContactSchema } from './guest';
import { collectErrors } from '../fields/validate';

const address = { type: 'home', address: 'Office 12, Al Quoz', country_id: 1, state_id: 2, city_id: 3, zip_code: '00000', is_default: 1 };

describe('guestAddressSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', address, {}],
    ['ids from a select come as text', { ...address, country_id: '1', state_id: '2', city_id: '3' }, {}],
    [
      'everything empty',
      { address: '', country_id: '', state_id: '', city_id: '', zip_code: '' },
      {
        address: ['Address is required'],
        country_id: ['Country is required'],
        state_id: ['State is required'],
        city_id: ['City is required'],
        zip_code: ['Zip code is required'],
      },
    ],
    ['whitespace address and zip', { ...address, address: '  ', zip_code: ' ' }, { address: ['Address is required'], zip_code: ['Zip code is required'] }],
    ['null ids', { ...address, country_id: null, state_id: null, city_id: null }, {
      country_id: ['Country is required'],
      state_id: ['State is required'],
      city_id: ['City is required'],
    }],
    ['a placeholder option is not an id', { ...address, state_id: 'Select state' }, { state_id: ['State is required'] }],
    ['zero is not an id', { ...address, city_id: 0 }, { city_id: ['City is required'] }],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(guestAddressSchema, values)).toEqual(expected);
  });

  it.each<[unknown, number]>([
    [true, 1],
    [false, 0],
    [1, 1],
    [undefined, 0],
  ])('is_default %j is stored as %i', (input, stored) => {
    expect(guestAddressSchema.validateSync({ ...address, is_default: input }).is_default).toBe(stored);
  });
});

const contact = { name: 'Omar', email: 'omar@bistro.qa', mobile_number: '50 123 4567' };

describe('guestContactSchema (rules not shown in the spec: the account form rules)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid, UAE by default', contact, {}],
    ['valid Qatar', { ...contact, country_code: '+974', mobile_number: '3012 3456' }, {}],
    ['empty', { name: '', email: '', mobile_number: '' }, {
      name: ['Name is required'],
      email: ['Email is required'],
      mobile_number: ['Please enter a valid UAE number'],
    }],
    ['bad email', { ...contact, email: 'omar@bistro' }, { email: ['Enter a valid email'] }],
    ['is_guest cannot be false', { ...contact, is_guest: false }, { is_guest: [expect.any(String) as unknown as string] }],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(guestContactSchema, values)).toEqual(expected);
  });

  it('sets is_guest true', () => {
    expect(guestContactSchema.validateSync(contact).is_guest).toBe(true);
  });
});
