// Users, sign-in and registration (docs/behaviour.md §3 and §7). What the API answers is
// declared once, in answers/accounts.ts, and what the client sends in answers/requests-auth.ts;
// the types here are read from them.
import type { registeredAnswer, signedInCustomerAnswer, signInAnswer } from '../answers/accounts';
import type { Answer } from '../answers/fields';
import type { RequestBody } from '../answers/request-body';
import type { appleSignInRequest, googleSignInRequest, loginRequest, registrationRequest } from '../answers/requests-auth';

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

export type LoginRequest = RequestBody<typeof loginRequest>;

/** The answer of every sign-in: password, Google, Apple. */
export type SignInResponse = Answer<typeof signInAnswer>;

/** Body of POST /frontend/auth/google: the credential from the identity script. */
export type GoogleLoginRequest = RequestBody<typeof googleSignInRequest>;

/** Sign in with Apple: the id_token of the answer from Apple's JS (authorization.id_token). */
export type AppleLoginRequest = RequestBody<typeof appleSignInRequest>;

/**
 * Body of POST /frontend/register. mobile_number: the full international number without the
 * plus ('971501234567'); country_code with it ('+971'); no password for a guest's details.
 */
export type RegistrationPayload = RequestBody<typeof registrationRequest>;

/**
 * Answer of POST /frontend/register: the new customer, signed in at once. The spec's answer also
 * echoes `plain_password`; ours never carries a password back (it would sit in logs, caches and
 * devtools), and the answer's declaration leaves it out.
 */
export type RegistrationResponse = Answer<typeof registeredAnswer>;
