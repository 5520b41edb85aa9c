// Guest checkout: the address form and the contact step (docs/behaviour.md §2.6 and §5).
import { boolean, number, object, type InferType } from 'yup';
import { registrationSchema } from './auth';
import { requiredId, requiredText } from '../fields/fields';
import { defineSchema, schemaIn } from '../fields/schema-in';
import { singleLineText } from '../fields/text-fields';

export const guestAddressSchema = defineSchema((say) =>
  object({
    /** Address kind; the spec names the field but not its values. */
    type: singleLineText(say).default(''),
    address: requiredText(say('core.guestAddress.addressRequired'), say),
    country_id: requiredId(say('core.guestAddress.countryRequired')),
    state_id: requiredId(say('core.guestAddress.stateRequired')),
    city_id: requiredId(say('core.guestAddress.cityRequired')),
    zip_code: requiredText(say('core.guestAddress.zipRequired'), say),
    /** 1 marks the default address; a checkbox's true/false is accepted and stored as 1/0. */
    is_default: number()
      .transform((value: number, original: unknown) => (typeof original === 'boolean' ? Number(original) : value))
      .oneOf([0, 1])
      .default(0),
  }),
);

/**
 * The spec shows per-field errors for the contact step but not its rules. We apply the
 * registration's (account/auth.ts), because the same person may register later with these
 * values: name required, a valid email, and a Gulf mobile for country_code ('+971' by
 * default). is_guest is always true here.
 */
export const guestContactSchema = defineSchema((say) =>
  schemaIn(registrationSchema, say).shape({
    is_guest: boolean().oneOf([true]).default(true),
  }),
);

export type GuestAddressInput = InferType<typeof guestAddressSchema>;
export type GuestContactInput = InferType<typeof guestContactSchema>;
