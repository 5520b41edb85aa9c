// "Apply for a business account" (issue 17): the type of business, the company name, and a
// trade licence number or a UAE TRN (15 digits), at least one of the two. The API and the
// account page check the same rules.
import { mixed, object, string, type InferType } from 'yup';
import { accountFormMessages } from '../messages/messages';
import { defineSchema } from '../fields/schema-in';
import { nameField, singleLineText } from '../fields/text-fields';

/** Every customer type but 'Private' is a business account (spec: account types). */
export const BUSINESS_TYPES = ['Business', 'Hotel', 'Restaurant', 'Cafe', 'Catering', 'Bakery', 'Cloud Kitchen'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const businessMessages = accountFormMessages.business;

export const businessApplicationSchema = defineSchema((say) =>
  object({
    type: mixed<BusinessType>().oneOf([...BUSINESS_TYPES], say('accountForms.business.typeRequired')).required(say('accountForms.business.typeRequired')),
    company_name: nameField(say('accountForms.business.companyRequired'), say('accountForms.business.companyTooLong'), say),
    trade_licence: singleLineText(say)
      .max(60, say('accountForms.business.licenceTooLong'))
      .default('')
      .test('licence-or-trn', say('accountForms.business.licenceOrTrn'), function licenceOrTrn(value) {
        return Boolean(value) || Boolean((this.parent as { trn?: string }).trn?.trim());
      }),
    trn: string().trim().default('').matches(/^(\d{15})?$/, { message: say('accountForms.business.trnDigits') }),
  }),
);

export type BusinessApplicationInput = InferType<typeof businessApplicationSchema>;
