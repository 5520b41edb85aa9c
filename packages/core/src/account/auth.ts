// Login and registration forms of docs/behaviour.md §5, with their exact messages.
import { boolean, object, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants/constants';
import type { Say } from '../messages/say';
import { DEFAULT_GULF_DIAL_CODE } from '../phone/gulf-countries';
import { emailField, gulfMobileField } from '../fields/fields';
import { defineSchema, schemaIn } from '../fields/schema-in';
import { nameField } from '../fields/text-fields';

/** Passwords are not trimmed: a space is a legitimate password character. */
function passwordField(say: Say) {
  return string()
    .required(say('core.login.passwordRequired'))
    .min(PASSWORD_MIN_LENGTH, say('core.login.passwordMin'));
}

export const loginSchema = defineSchema((say) =>
  object({
    email: emailField(say('core.login.emailRequired'), say('core.login.emailInvalid')),
    password: passwordField(say),
  }),
);

/**
 * name, email and a Gulf mobile checked by the rule of the country in country_code
 * (with the plus, '+971' by default); is_guest false for a real account.
 */
export const registrationSchema = defineSchema((say) =>
  object({
    name: nameField(say('core.registration.nameRequired'), undefined, say),
    email: emailField(say('core.registration.emailRequired'), say('core.registration.emailInvalid')),
    country_code: string().trim().default(DEFAULT_GULF_DIAL_CODE),
    mobile_number: gulfMobileField('country_code', say),
    is_guest: boolean().default(false),
  }),
);

/** Registration plus a password of at least 8 characters (the /sign-up screen). */
export const signUpSchema = defineSchema((say) =>
  schemaIn(registrationSchema, say).shape({
    password: passwordField(say),
  }),
);

export type LoginInput = InferType<typeof loginSchema>;
export type RegistrationInput = InferType<typeof registrationSchema>;
export type SignUpInput = InferType<typeof signUpSchema>;
