// The storefront's forms check with @hookform/resolvers' yupResolver (formResolver), the API's
// 422 lists core's collectErrors: a field must show the same first message both ways, or a shopper
// would read one sentence before submitting and another after (docs/behaviour.md: exact messages).
import { businessApplicationSchema, guestContactSchema, loginSchema, registrationSchema, signUpSchema } from '@horeca/core/account';
import { collectErrors } from '@horeca/core/fields';
import { reviewSchema } from '@horeca/core/forms';
import type { AnyObjectSchema } from 'yup';
import { formResolver } from './use-core-form';

const contact = { name: '', email: '', country_code: '+971', mobile_number: '' };
const badContact = { name: 'A1', email: 'no-at-sign', country_code: '+971', mobile_number: '12' };

const cases: [string, AnyObjectSchema, Record<string, unknown>][] = [
  ['sign-in, empty', loginSchema, { email: '', password: '' }],
  ['sign-in, wrong shapes', loginSchema, { email: 'lina@', password: 'short' }],
  ['registration, empty', registrationSchema, contact],
  ['registration, wrong shapes', registrationSchema, badContact],
  ['sign-up, empty', signUpSchema, { ...contact, password: '' }],
  ['sign-up, wrong shapes', signUpSchema, { ...badContact, password: 'x' }],
  ['guest contact, empty', guestContactSchema, { ...contact, is_guest: true }],
  ['guest contact, wrong shapes', guestContactSchema, { ...badContact, is_guest: true }],
  ['business application, empty', businessApplicationSchema, { type: '', company_name: '', trade_licence: '', trn: '' }],
  ['business application, wrong shapes', businessApplicationSchema, { type: 'Spaceship', company_name: 'x'.repeat(300), trade_licence: 'a\u0007b', trn: '12' }],
  ['review, empty', reviewSchema, { product_id: '', rating: '', title: '', body: '' }],
  ['review, wrong shapes', reviewSchema, { product_id: 'abc', rating: '9', title: 'x'.repeat(300), body: '' }],
];

describe("a form's first message per field is the one the API's 422 lists", () => {
  it.each(cases)('%s', async (_label, schema, values) => {
    const resolved = await formResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    const shown = Object.fromEntries(Object.entries(resolved.errors).map(([field, error]) => [field, [(error as { message: string }).message]]));
    const listed = collectErrors(schema, values);
    expect(Object.keys(listed).length).toBeGreaterThan(0);
    expect(shown).toEqual(listed);
  });
});
