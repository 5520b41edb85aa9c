// Sign-in, registration, Google and Apple sign-in, sign-out and the current customer: declarations only;
// the rules live in auth-service.ts.
import { loginSchema, registrationSchema } from '@horeca/core/account';
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { clientKey, limitByAddress } from '../http/request-info';
import { CUSTOMER_TYPES } from '../accounts/customers';
import type { Services } from '../services';
import { countRegistration } from './registration-limits';
import { acknowledgedAnswer, dataOf, profileAnswer, registeredAnswer, signInAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said, withMessageIn } from '../words/message-keys';

const registerBody = registrationSchema.shape({
  /** Optional: a guest registration has none; /sign-up sends one (checked by signUpSchema). */
  password: string().optional(),
  type: string().oneOf([...CUSTOMER_TYPES]).default('Private'),
});

export function registerAuthRoutes(api: ApiRouter, deps: AppDeps, { auth }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/login',
    summary: 'Sign in with email and password',
    tags: ['auth'],
    body: loginSchema,
    middleware: [limitByAddress(deps, 'loginByAddress')],
    responses: {
      200: json(signInAnswer, 'Signed in'),
      401: 'Email or password incorrect (the same answer for an unknown email)',
      429: 'Wait before the next attempt (Retry-After): growing delays after wrong passwords',
    },
    handler: ({ c, body }) => auth.signIn(body, clientKey(c, deps)),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/auth/google',
    summary: 'Sign in with a Google ID token (credential from the identity script)',
    tags: ['auth'],
    body: object({ credential: string().trim().required(said('core.login.googleFailed')), select_by: string().optional() }),
    middleware: [limitByAddress(deps, 'loginByAddress')],
    responses: { 200: json(signInAnswer, 'Signed in with Google (an account is made on first sign-in)'), 401: 'Credential not valid', 429: 'Too many attempts' },
    handler: ({ body }) => auth.signInWithGoogle(body.credential),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/auth/apple',
    summary: "Sign in with an Apple ID token (authorization.id_token from Apple's JS button)",
    tags: ['auth'],
    body: object({ id_token: string().trim().required(said('core.login.appleFailed')) }),
    middleware: [limitByAddress(deps, 'loginByAddress')],
    responses: {
      200: json(signInAnswer, 'Signed in with Apple (an account is made on first sign-in)'),
      401: 'Credential not valid',
      404: 'Sign in with Apple is not configured (APPLE_CLIENT_ID unset)',
      429: 'Too many attempts',
    },
    handler: ({ body }) => auth.signInWithApple(body.id_token),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/register',
    summary: 'Register (with password from /sign-up) or save guest contact details (is_guest, no password)',
    tags: ['auth'],
    body: registerBody,
    responses: {
      201: json(registeredAnswer, 'Registered and signed in (never a password back)'),
      422: 'Invalid fields, or the email is already registered',
      429: 'Too many registrations from this address, or guest checkouts from this address or with this email',
    },
    handler: async ({ c, body, locale }) => {
      await countRegistration(deps, clientKey(c, deps), body);
      return c.json(withMessageIn(await auth.register(body), locale) as object, 201);
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/logout',
    summary: 'Sign out: revokes this bearer token',
    tags: ['auth'],
    auth: 'required',
    guest: true,
    responses: { 200: json(acknowledgedAnswer, 'Signed out: this token no longer works') },
    handler: async ({ customer }) => {
      await auth.signOut(customer.token);
      return { success: true, message: said('api.loggedOut') };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/me',
    summary: 'The signed-in customer',
    tags: ['auth'],
    auth: 'required',
    guest: true,
    responses: { 200: json(dataOf(profileAnswer), 'Who the token belongs to') },
    handler: async ({ customer }) => ({ data: await auth.me(customer.id) }),
  });
}
