// Sign-in, registration, Google sign-in, sign-out and the current customer.
// Unknown email and wrong password answer the same, after the same scrypt work.
import { eq, sql } from 'drizzle-orm';
import { loginSchema, messages, registrationSchema, signUpSchema } from '@horeca/core';
import { object, string } from 'yup';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { issueToken, revokeAllTokens, revokeToken } from './tokens';
import type { Db } from '../db/client';
import { GoogleCredentialError } from './google';
import { customers } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { HttpError, validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { validateWith } from '../http/validate';
import { beginSignIn } from '../rate-limit/sign-in-delays';
import { CUSTOMER_TYPES, findCustomerByEmail, findCustomerById, normalizeEmail, publicCustomer } from '../accounts/customers';
import { clientKey, limitByAddress } from '../http/request-info';

export const LOGIN_FAILED = 'Login failed. The email or password is incorrect.';
export const LOGIN_SUCCESS = 'Login successful.';
export const REGISTERED = 'Registration successful.';
export const GUEST_REGISTERED = 'Contact details saved. You can continue to checkout.';
export const LOGGED_OUT = 'You have been logged out.';

const registerBody = registrationSchema.shape({
  /** Optional: a guest registration has none; /sign-up sends one (checked by signUpSchema). */
  password: string().optional(),
  type: string().oneOf([...CUSTOMER_TYPES]).default('Private'),
});

export function registerAuthRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db } = deps;
  const { limits } = deps.commerce;

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
    handler: async ({ c, body }) => {
      const email = normalizeEmail(body.email);
      const attempt = await beginSignIn(limits, email, clientKey(c, deps));
      const customer = await findCustomerByEmail(db, email);
      const stored = customer?.passwordHash ?? (await decoyPasswordHash());
      const matches = await verifyPassword(body.password, stored);
      if (!customer?.passwordHash || !matches) throw new HttpError(401, LOGIN_FAILED);
      await attempt.succeeded();
      const token = await issueToken(db, customer.id);
      const profile = publicCustomer(customer);
      return { token, customer: { id: profile.id, name: profile.name, email: profile.email, type: profile.type }, message: LOGIN_SUCCESS };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/auth/google',
    summary: 'Sign in with a Google ID token (credential from the identity script)',
    tags: ['auth'],
    body: object({ credential: string().trim().required(messages.login.googleFailed), select_by: string().optional() }),
    middleware: [limitByAddress(deps, 'loginByAddress')],
    responses: { 200: '{ token, user { name, email }, customer, message }', 401: 'Credential not valid', 429: 'Too many attempts' },
    handler: async ({ body }) => {
      let identity;
      try {
        identity = await deps.commerce.google.verify(body.credential);
      } catch (error) {
        if (error instanceof GoogleCredentialError) throw new HttpError(401, messages.login.googleFailed);
        throw error;
      }
      const customer = await db.transaction(async (tx) => {
        const [bySubject] = await tx.select().from(customers).where(eq(customers.googleSubject, identity.subject)).limit(1);
        if (bySubject) return bySubject;
        // Google vouched for this address, so an existing account with it is the same person.
        // Whoever held it before may not have been: a guest's or sign-up's session and a
        // password never proven through the mailed link could be a squatter's (pre-hijack).
        const [linked] = await tx
          .update(customers)
          .set({
            googleSubject: identity.subject,
            isGuest: false,
            passwordHash: sql`case when ${customers.passwordProvenAt} is null then null else ${customers.passwordHash} end`,
            updatedAt: new Date(),
          })
          .where(eq(customers.email, identity.email))
          .returning();
        if (linked) {
          await revokeAllTokens(tx as unknown as Db, linked.id);
          return linked;
        }
        const [created] = await tx
          .insert(customers)
          .values({ name: identity.name, email: identity.email, googleSubject: identity.subject })
          .returning();
        return created!;
      });
      const token = await issueToken(db, customer.id);
      const profile = publicCustomer(customer);
      return {
        token,
        user: { name: profile.name, email: profile.email },
        customer: { id: profile.id, name: profile.name, email: profile.email, type: profile.type },
        message: LOGIN_SUCCESS,
      };
    },
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
    handler: async ({ c, body }) => {
      const input = body.password !== undefined && body.password !== '' ? await validateWith(signUpSchema, body) : body;
      const password = 'password' in input && typeof input.password === 'string' && input.password !== '' ? input.password : null;
      if (!password && !body.is_guest) {
        throw validationFailed({ password: [messages.login.passwordRequired] });
      }
      const email = normalizeEmail(body.email);
      const passwordHash = password ? await hashPassword(password) : null;
      const [created] = await db
        .insert(customers)
        .values({
          name: body.name,
          email,
          passwordHash,
          // A business type comes only from an approved request (account/business-routes.ts).
          type: 'Private',
          mobileNumber: body.mobile_number.replace(/\D/g, '') || null,
          countryCode: body.country_code,
          isGuest: !password,
        })
        .onConflictDoNothing({ target: customers.email })
        .returning();
      // An existing email is never taken over here: the owner signs in, or proves the
      // address through the reset mail (which is also how a guest later sets a password).
      if (!created) throw validationFailed({ email: [messages.guestCheckout.alreadyRegistered] });
      // A guest's token serves checkout and its own order only (router: `guest`); a first
      // password comes only through the mailed reset link, never through this token.
      const token = await issueToken(db, created.id, password ? 'full' : 'guest');
      const profile = publicCustomer(created);
      return c.json(
        {
          success: true,
          token,
          user: { email: profile.email },
          customer: { id: profile.id, name: profile.name, email: profile.email, type: profile.type, is_guest: profile.is_guest },
          message: password ? REGISTERED : GUEST_REGISTERED,
        },
        201,
      );
    },
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
      await revokeToken(db, customer.token);
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
    handler: async ({ customer }) => {
      const row = await findCustomerById(db, customer.id);
      if (!row) throw new HttpError(401, 'Unauthenticated.');
      return { data: publicCustomer(row) };
    },
  });
}
