import { businessApplicationSchema, businessMessages } from './business';
import { collectErrors } from '../fields/validate';

const application = { type: 'Hotel', company_name: 'Blue Fig LLC', trade_licence: 'DED-1', trn: '' };

describe('businessApplicationSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a trade licence', application, {}],
    ['a TRN instead', { ...application, trade_licence: '', trn: '100123456700003' }, {}],
    ['neither licence nor TRN', { ...application, trade_licence: '  ', trn: '' }, { trade_licence: [businessMessages.licenceOrTrn] }],
    ['a TRN that is not 15 digits', { ...application, trn: '12345' }, { trn: [businessMessages.trnDigits] }],
    ['Private is no business type', { ...application, type: 'Private' }, { type: [businessMessages.typeRequired] }],
    ['nothing', {}, { type: [businessMessages.typeRequired], company_name: [businessMessages.companyRequired], trade_licence: [businessMessages.licenceOrTrn] }],
  ])('%s', (_label, values, expected) => {
    expect(collectErrors(businessApplicationSchema, values)).toEqual(expected);
  });
});
