// "Apply for a business account" (issue 17): the type of business, the company name, and a
// trade licence number or a UAE TRN (15 digits), at least one of the two. The API and the
// account page check the same rules.
import { mixed, object, string, type InferType } from 'yup';
import { accountFormMessages } from '../messages/messages';
import { nameField, singleLineText } from '../fields/text-fields';

/** Every customer type but 'Private' is a business account (spec: account types). */
export const BUSINESS_TYPES = ['Business', 'Hotel', 'Restaurant', 'Cafe', 'Catering', 'Bakery', 'Cloud Kitchen'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const businessMessages = accountFormMessages.business;

export const businessApplicationSchema = object({
  type: mixed<BusinessType>().oneOf([...BUSINESS_TYPES], businessMessages.typeRequired).required(businessMessages.typeRequired),
  company_name: nameField(businessMessages.companyRequired, businessMessages.companyTooLong),
  trade_licence: singleLineText()
    .max(60, businessMessages.licenceTooLong)
    .default('')
    .test('licence-or-trn', businessMessages.licenceOrTrn, function licenceOrTrn(value) {
      return Boolean(value) || Boolean((this.parent as { trn?: string }).trn?.trim());
    }),
  trn: string().trim().default('').matches(/^(\d{15})?$/, businessMessages.trnDigits),
});

export type BusinessApplicationInput = InferType<typeof businessApplicationSchema>;
