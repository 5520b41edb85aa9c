// Login and registration forms of docs/behaviour.md §5, with their exact messages.
import { boolean, object, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants/constants';
import { messages } from '../messages/messages';
import { DEFAULT_GULF_DIAL_CODE } from '../phone/gulf-countries';
import { emailField, gulfMobileField } from '../fields/fields';
import { nameField } from '../fields/text-fields';

/** Passwords are not trimmed: a space is a legitimate password character. */
function passwordField() {
  return string()
    .required(messages.login.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.login.passwordMin);
}

export const loginSchema = object({
  email: emailField(messages.login.emailRequired, messages.login.emailInvalid),
  password: passwordField(),
});

/**
 * name, email and a Gulf mobile checked by the rule of the country in country_code
 * (with the plus, '+971' by default); is_guest false for a real account.
 */
export const registrationSchema = object({
  name: nameField(messages.registration.nameRequired),
  email: emailField(messages.registration.emailRequired, messages.registration.emailInvalid),
  country_code: string().trim().default(DEFAULT_GULF_DIAL_CODE),
  mobile_number: gulfMobileField('country_code'),
  is_guest: boolean().default(false),
});

/** Registration plus a password of at least 8 characters (the /sign-up screen). */
export const signUpSchema = registrationSchema.shape({
  password: passwordField(),
});

export type LoginInput = InferType<typeof loginSchema>;
export type RegistrationInput = InferType<typeof registrationSchema>;
export type SignUpInput = InferType<typeof signUpSchema>;
