// Sign-in, registration, Google and Apple sign-in, sign-out and the current customer: declarations only;
// the bodies are core's (answers/requests-auth.ts), the rules live in auth-service.ts.
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { clientKey, limitByAddress } from '../http/request-info';
import type { Services } from '../services';
import { countRegistration } from './registration-limits';
import { acknowledgedAnswer, appleSignInRequest, dataOf, googleSignInRequest, loginRequest, profileAnswer, registeredAnswer, registrationRequest, signInAnswer } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said, withMessageIn } from '../words/message-keys';

export function registerAuthRoutes(api: ApiRouter, deps: AppDeps, { auth }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/login',
    summary: 'Sign in with email and password',
    tags: ['auth'],
    body: loginRequest,
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
    body: googleSignInRequest,
    middleware: [limitByAddress(deps, 'loginByAddress')],
    responses: { 200: json(signInAnswer, 'Signed in with Google (an account is made on first sign-in)'), 401: 'Credential not valid', 429: 'Too many attempts' },
    handler: ({ body }) => auth.signInWithGoogle(body.credential),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/auth/apple',
    summary: "Sign in with an Apple ID token (authorization.id_token from Apple's JS button)",
    tags: ['auth'],
    body: appleSignInRequest,
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
    body: registrationRequest,
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
