// Sign-in, registration, Google sign-in, sign-out and the current customer: declarations only;
// the rules live in auth-service.ts.
import { loginSchema, messages, registrationSchema } from '@horeca/core';
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { clientKey, limitByAddress } from '../http/request-info';
import { CUSTOMER_TYPES } from '../accounts/customers';
import type { Services } from '../services';
import { LOGGED_OUT } from './auth-service';

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
      200: '{ token, customer { id, name, email, type }, message }',
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
    body: object({ credential: string().trim().required(messages.login.googleFailed), select_by: string().optional() }),
    middleware: [limitByAddress(deps, 'loginByAddress')],
    responses: { 200: '{ token, user { name, email }, customer, message }', 401: 'Credential not valid', 429: 'Too many attempts' },
    handler: ({ body }) => auth.signInWithGoogle(body.credential),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/register',
    summary: 'Register (with password from /sign-up) or save guest contact details (is_guest, no password)',
    tags: ['auth'],
    body: registerBody,
    middleware: [limitByAddress(deps, 'register')],
    responses: {
      201: '{ success, token, user { email }, customer { id, name, email, type }, message } (never a password)',
      422: 'Invalid fields, or the email is already registered',
      429: 'Too many registrations from this address',
    },
    handler: async ({ c, body }) => c.json(await auth.register(body), 201),
  });

  api.route({
    method: 'post',
    path: '/api/frontend/logout',
    summary: 'Sign out: revokes this bearer token',
    tags: ['auth'],
    auth: 'required',
    guest: true,
    responses: { 200: '{ success, message }' },
    handler: async ({ customer }) => {
      await auth.signOut(customer.token);
      return { success: true, message: LOGGED_OUT };
    },
  });

  api.route({
    method: 'get',
    path: '/api/frontend/me',
    summary: 'The signed-in customer',
    tags: ['auth'],
    auth: 'required',
    guest: true,
    responses: { 200: '{ data { id, name, email, type, mobile_number, country_code, is_guest } }' },
    handler: async ({ customer }) => ({ data: await auth.me(customer.id) }),
  });
}
