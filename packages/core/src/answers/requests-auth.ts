// The bodies of sign-in and registration (docs/behaviour.md §5 and §7), built from the forms'
// own field rules (account/auth.ts), so the form, the API and the client's types agree.
import { object, string } from 'yup';
import { loginSchema, registrationSchema } from '../account/auth';
import { BUSINESS_TYPES } from '../account/business';
import { defineSchema, schemaIn } from '../fields/schema-in';

/** 'Private', or one of the business types an account is opened as. */
export const CUSTOMER_TYPES = ['Private', ...BUSINESS_TYPES] as const;

/** POST /frontend/login: the login form's fields, as typed. */
export const loginRequest = loginSchema;

/** POST /frontend/auth/google: the credential from Google's identity script (select_by: how it was picked). */
export const googleSignInRequest = defineSchema((say) => object({ credential: string().trim().required(say('core.login.googleFailed')), select_by: string().optional() }));

/** POST /frontend/auth/apple: the id_token of the answer from Apple's JS (authorization.id_token). */
export const appleSignInRequest = defineSchema((say) => object({ id_token: string().trim().required(say('core.login.appleFailed')) }));

/**
 * POST /frontend/register: the registration form's fields. The password is optional: a guest
 * registration has none, and the account is one its owner claims later by resetting it; the
 * /sign-up screen sends one, checked there by signUpSchema.
 */
export const registrationRequest = defineSchema((say) =>
  schemaIn(registrationSchema, say).shape({
    password: string().optional(),
    type: string().oneOf([...CUSTOMER_TYPES]).default('Private'),
  }),
);
