// Users, sign-in and registration (docs/behaviour.md §3 and §7). What the API answers is
// declared once, in answers/accounts.ts; the types here are read from it.
import type { registeredAnswer, signedInCustomerAnswer, signInAnswer } from '../answers/accounts';
import type { Answer } from '../answers/fields';

/** 'Private' is a private customer; any other value is a business account. */
export type CustomerType = 'Private' | 'Business' | (string & {});

/** The local userProfile. */
export interface UserProfile {
  name: string;
  email: string;
  type: CustomerType;
}

/** The customer of a sign-in's answer (the spec names only `name`; ours says who, fully). */
export type Customer = Answer<typeof signedInCustomerAnswer>;

export interface LoginRequest {
  email: string;
  password: string;
}

/** The answer of every sign-in: password, Google, Apple. */
export type SignInResponse = Answer<typeof signInAnswer>;

/** Body of POST /frontend/auth/google: the credential from the identity script. */
export interface GoogleLoginRequest {
  credential: string;
}


/** Sign in with Apple: the id_token of the answer from Apple's JS (authorization.id_token). */
export interface AppleLoginRequest {
  id_token: string;
}


export interface RegistrationPayload {
  name: string;
  email: string;
  is_guest: boolean;
  /** Full international number without the plus, e.g. '971501234567'. */
  mobile_number: string;
  /** With the plus, e.g. '+971'. */
  country_code: string;
  /** The sign-up page's full account; without it the account is one the customer claims later by resetting the password. */
  password?: string;
}

/**
 * Answer of POST /frontend/register: the new customer, signed in at once. The spec's answer also
 * echoes `plain_password`; ours never carries a password back (it would sit in logs, caches and
 * devtools), and the answer's declaration leaves it out.
 */
export type RegistrationResponse = Answer<typeof registeredAnswer>;
