// Users, sign-in and registration (docs/behaviour.md §3 and §7).

/** 'Private' is a private customer; any other value is a business account. */
export type CustomerType = 'Private' | 'Business' | (string & {});

/** The local userProfile. */
export interface UserProfile {
  name: string;
  email: string;
  type: CustomerType;
}

/** The customer object of the login answer; the spec names only `name`. */
export interface Customer {
  id?: number;
  name: string;
  email?: string;
  type?: CustomerType;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  customer: Customer;
  message: string;
}

/** Body of POST /frontend/auth/google: the credential from the identity script. */
export interface GoogleLoginRequest {
  credential: string;
}

export interface GoogleLoginResponse {
  token: string;
  user: { name: string; email?: string };
  message?: string;
}

/** Sign in with Apple: the id_token of the answer from Apple's JS (authorization.id_token). */
export interface AppleLoginRequest {
  id_token: string;
}

export type AppleLoginResponse = GoogleLoginResponse;

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
 * Answer of POST /frontend/register. The spec's answer also echoes `plain_password`;
 * ours never carries a password back (it would sit in logs, caches and devtools), so
 * the type leaves it out and the server must not send it.
 */
export interface RegistrationResponse {
  success: boolean;
  user: { email: string };
  customer: { name: string };
  message: string;
}
