// Guest checkout: the address form and the contact step (docs/behaviour.md §2.6 and §5).
import { boolean, number, object, string, type InferType } from 'yup';
import { messages } from '../messages/messages';
import { DEFAULT_GULF_DIAL_CODE } from '../phone/gulf-countries';
import { emailField, gulfMobileField, requiredId, requiredText } from '../fields/fields';
import { nameField, singleLineText } from '../fields/text-fields';

export const guestAddressSchema = object({
  /** Address kind; the spec names the field but not its values. */
  type: singleLineText().default(''),
  address: requiredText(messages.guestAddress.addressRequired),
  country_id: requiredId(messages.guestAddress.countryRequired),
  state_id: requiredId(messages.guestAddress.stateRequired),
  city_id: requiredId(messages.guestAddress.cityRequired),
  zip_code: requiredText(messages.guestAddress.zipRequired),
  /** 1 marks the default address; a checkbox's true/false is accepted and stored as 1/0. */
  is_default: number()
    .transform((value: number, original: unknown) => (typeof original === 'boolean' ? Number(original) : value))
    .oneOf([0, 1])
    .default(0),
});

/**
 * The spec shows per-field errors for the contact step but not its rules. We apply what
 * the account form applies, because the same person may register later with these
 * values: name required, a valid email, and a Gulf mobile for country_code ('+971' by
 * default). is_guest is always true here.
 */
export const guestContactSchema = object({
  name: nameField(messages.registration.nameRequired),
  email: emailField(messages.registration.emailRequired, messages.registration.emailInvalid),
  country_code: string().trim().default(DEFAULT_GULF_DIAL_CODE),
  mobile_number: gulfMobileField('country_code'),
  is_guest: boolean().oneOf([true]).default(true),
});

export type GuestAddressInput = InferType<typeof guestAddressSchema>;
export type GuestContactInput = InferType<typeof guestContactSchema>;
