import { loginSchema, registrationSchema, signUpSchema } from './auth';
import { collectErrors } from '../fields/validate';

describe('loginSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', { email: 'chef@hotel.ae', password: '12345678' }, {}],
    ['padded email is trimmed', { email: '  chef@hotel.ae ', password: '12345678' }, {}],
    ['empty', { email: '', password: '' }, { email: ['Email is required'], password: ['Password is required'] }],
    ['missing', {}, { email: ['Email is required'], password: ['Password is required'] }],
    ['whitespace email', { email: '   ', password: '12345678' }, { email: ['Email is required'] }],
    ['bad email', { email: 'chef@', password: '12345678' }, { email: ['Please enter a valid email address'] }],
    ['7 characters', { email: 'chef@hotel.ae', password: '1234567' }, { password: ['Password must be at least 8 characters'] }],
    ['8 spaces are a password', { email: 'chef@hotel.ae', password: '        ' }, {}],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(loginSchema, values)).toEqual(expected);
  });

  it('returns the trimmed email', () => {
    expect(loginSchema.validateSync({ email: ' chef@hotel.ae ', password: '12345678' }).email).toBe('chef@hotel.ae');
  });
});

const base = { name: 'Amina', email: 'amina@cafe.ae', country_code: '+971', mobile_number: '50 123 4567' };

describe('registrationSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid UAE', base, {}],
    ['international form of the number', { ...base, mobile_number: '971501234567' }, {}],
    ['Arabic-Indic digits', { ...base, mobile_number: '٠٥٠١٢٣٤٥٦٧' }, {}],
    ['country_code defaults to +971', { name: 'A', email: 'a@b.ae', mobile_number: '501234567' }, {}],
    ['valid Saudi', { ...base, country_code: '+966', mobile_number: '591234567' }, {}],
    ['valid Kuwait', { ...base, country_code: '+965', mobile_number: '9012 3456' }, {}],
    ['empty name', { ...base, name: '  ' }, { name: ['Name is required'] }],
    ['empty email', { ...base, email: '' }, { email: ['Email is required'] }],
    ['bad email', { ...base, email: 'amina.cafe.ae' }, { email: ['Enter a valid email'] }],
    ['bad UAE mobile', { ...base, mobile_number: '531234567' }, { mobile_number: ['Please enter a valid UAE number'] }],
    ['empty mobile', { ...base, mobile_number: '' }, { mobile_number: ['Please enter a valid UAE number'] }],
    ['Saudi rule', { ...base, country_code: '+966', mobile_number: '401234567' }, { mobile_number: ['Please enter a valid Saudi Arabia number'] }],
    ['Qatar rule', { ...base, country_code: '+974', mobile_number: '9012 3456' }, { mobile_number: ['Please enter a valid Qatar number'] }],
    ['Oman rule', { ...base, country_code: '+968', mobile_number: '5012 3456' }, { mobile_number: ['Please enter a valid Oman number'] }],
    ['Bahrain rule', { ...base, country_code: '+973', mobile_number: '9612 3456' }, { mobile_number: ['Please enter a valid Bahrain number'] }],
    ['Kuwait rule', { ...base, country_code: '+965', mobile_number: '7012 3456' }, { mobile_number: ['Please enter a valid Kuwait number'] }],
    // a UAE number with a Saudi dial code in front is judged by the picked country
    ['number of another country', { ...base, country_code: '+966', mobile_number: '971501234567' }, { mobile_number: ['Please enter a valid Saudi Arabia number'] }],
    ['unknown dial code', { ...base, country_code: '+44', mobile_number: '7700900123' }, { mobile_number: ['Please enter a valid mobile number'] }],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(registrationSchema, values)).toEqual(expected);
  });

  it('fills is_guest false and country_code +971', () => {
    expect(registrationSchema.validateSync({ name: 'A', email: 'a@b.ae', mobile_number: '501234567' })).toMatchObject({
      is_guest: false,
      country_code: '+971',
    });
  });
});

describe('signUpSchema: registration plus a password of at least 8', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', { ...base, password: 'abcdefgh' }, {}],
    ['no password', base, { password: ['Password is required'] }],
    ['7 characters', { ...base, password: 'abcdefg' }, { password: ['Password must be at least 8 characters'] }],
    ['registration rules still apply', { ...base, name: '', password: 'abcdefgh' }, { name: ['Name is required'] }],
  ])('%s', (_case, values, expected) => {
    expect(collectErrors(signUpSchema, values)).toEqual(expected);
  });
});
