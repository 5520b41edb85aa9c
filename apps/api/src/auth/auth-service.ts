// Sign-in, registration, Google and Apple sign-in, sign-out and the current customer; forgot / reset
// password with a one-time mailed token, and password change when signed in. Unknown email and
// wrong password answer the same, after the same scrypt work; the forgot answer is the same
// whether or not the email has an account.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { signUpSchema } from '@horeca/core/account';
import { localizedPath, type Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';
import { customers, passwordResetTokens } from '../db/schema/commerce';
import { HttpError, validationFailed } from '../http/errors';
import { validateWith } from '../http/validate';
import type { Mailer } from '../mail/mailer';
import { mailPasswordReset } from '../mail/receipts';
import type { AbuseLimits } from '../rate-limit/limits';
import { beginSignIn } from '../rate-limit/sign-in-delays';
import { findCustomerByEmail, findCustomerById, normalizeEmail, publicCustomer } from '../accounts/customers';
import { IdTokenError, type IdTokenVerifier } from './id-token';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { issueToken, newOpaqueToken, revokeAllTokens, revokeToken, sha256 } from './tokens';
import { said } from '../words/message-keys';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface Registration {
  name: string;
  email: string;
  password?: string | undefined;
  mobile_number: string;
  country_code: string;
  is_guest?: boolean | undefined;
}

export interface AuthServiceDeps {
  limits: AbuseLimits;
  google: IdTokenVerifier;
  /** Null when Sign in with Apple is not configured. */
  apple: IdTokenVerifier | null;
  mailer: Mailer;
  /** Where the mailed reset link points. */
  storefrontUrl: string;
}

/** Where each sign-in provider's subject is stored, and what a refused credential says. */
const PROVIDERS = {
  google: { subject: customers.googleSubject, subjectField: 'googleSubject', failed: said('core.login.googleFailed') },
  apple: { subject: customers.appleSubject, subjectField: 'appleSubject', failed: said('core.login.appleFailed') },
} as const;

export function createAuthService(db: Db, { limits, google, apple, mailer, storefrontUrl }: AuthServiceDeps) {
  /** An ID token from a sign-in provider: signs in, links the account with its email, or registers. */
  async function signInWithProvider(name: keyof typeof PROVIDERS, verifier: IdTokenVerifier, credential: string) {
    const provider = PROVIDERS[name];
    let identity;
    try {
      identity = await verifier.verify(credential);
    } catch (error) {
      if (error instanceof IdTokenError) throw new HttpError(401, provider.failed);
      throw error;
    }
    const customer = await db.transaction(async (tx) => {
      const [bySubject] = await tx.select().from(customers).where(eq(provider.subject, identity.subject)).limit(1);
      if (bySubject) return bySubject;
      // The provider vouched for this address, so an existing account with it is the same person.
      // Whoever held it before may not have been: a guest's or sign-up's session and a
      // password never proven through the mailed link could be a squatter's (pre-hijack).
      const [linked] = await tx
        .update(customers)
        .set({
          [provider.subjectField]: identity.subject,
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
        .values({ name: identity.name, email: identity.email, [provider.subjectField]: identity.subject })
        .returning();
      return created!;
    });
    const token = await issueToken(db, customer.id);
    const profile = publicCustomer(customer);
    return {
      token,
      user: { name: profile.name, email: profile.email },
      customer: { id: profile.id, name: profile.name, email: profile.email, type: profile.type },
      message: said('api.loginSuccessful'),
    };
  }

  return {
    /** Email and password; growing delays after wrong passwords, per account and per address. */
    async signIn(body: { email: string; password: string }, clientKey: string) {
      const email = normalizeEmail(body.email);
      const attempt = await beginSignIn(limits, email, clientKey);
      const customer = await findCustomerByEmail(db, email);
      const stored = customer?.passwordHash ?? (await decoyPasswordHash());
      const matches = await verifyPassword(body.password, stored);
      if (!customer?.passwordHash || !matches) throw new HttpError(401, 'api.loginFailed');
      await attempt.succeeded();
      const token = await issueToken(db, customer.id);
      const profile = publicCustomer(customer);
      return { token, customer: { id: profile.id, name: profile.name, email: profile.email, type: profile.type }, message: said('api.loginSuccessful') };
    },

    /** A Google ID token (credential from the identity script). */
    signInWithGoogle: (credential: string) => signInWithProvider('google', google, credential),

    /** A Sign in with Apple id_token (from Apple's JS button); 404 when not configured. */
    signInWithApple(credential: string) {
      if (!apple) throw new HttpError(404, 'core.login.appleNotConfigured');
      return signInWithProvider('apple', apple, credential);
    },

    /** Registers (with a password from /sign-up) or saves a guest's contact details (is_guest, no password). */
    async register(body: Registration) {
      const input = body.password !== undefined && body.password !== '' ? await validateWith(signUpSchema, body) : body;
      const password = 'password' in input && typeof input.password === 'string' && input.password !== '' ? input.password : null;
      if (!password && !body.is_guest) {
        throw validationFailed({ password: ['core.login.passwordRequired'] });
      }
      const email = normalizeEmail(body.email);
      const passwordHash = password ? await hashPassword(password) : null;
      const [created] = await db
        .insert(customers)
        .values({
          name: body.name,
          email,
          passwordHash,
          // A business type comes only from an approved request (accounts/business-requests.ts).
          type: 'Private',
          mobileNumber: body.mobile_number.replace(/\D/g, '') || null,
          countryCode: body.country_code,
          isGuest: !password,
        })
        .onConflictDoNothing({ target: customers.email })
        .returning();
      // An existing email is never taken over here: the owner signs in, or proves the
      // address through the reset mail (which is also how a guest later sets a password).
      if (!created) throw validationFailed({ email: ['core.guestCheckout.alreadyRegistered'] });
      // A guest's token serves checkout and its own order only (router: `guest`); a first
      // password comes only through the mailed reset link, never through this token.
      const token = await issueToken(db, created.id, password ? 'full' : 'guest');
      const profile = publicCustomer(created);
      return {
        success: true,
        token,
        user: { email: profile.email },
        customer: { id: profile.id, name: profile.name, email: profile.email, type: profile.type, is_guest: profile.is_guest },
        message: password ? said('api.registrationSuccessful') : said('api.contactSaved'),
      };
    },

    /** Revokes this bearer token. */
    signOut: (token: string) => revokeToken(db, token),

    async me(customerId: number) {
      const row = await findCustomerById(db, customerId);
      if (!row) throw new HttpError(401, 'api.unauthenticated');
      return publicCustomer(row);
    },

    /** Mails a one-time reset link when the account exists; the caller answers the same either way. */
    async forgotPassword(rawEmail: string, locale: Locale = 'en'): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const customer = await findCustomerByEmail(db, email);
      // Mails per account are capped, but past the cap the answer stays the same and the links
      // already mailed stay valid: a stranger asking on the owner's behalf only fills the
      // owner's inbox with working links, and cannot stop the owner's reset.
      if (customer && (await limits.resetMailsByAccount.tryHit(email))) {
        const token = newOpaqueToken();
        await db.insert(passwordResetTokens).values({
          customerId: customer.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        });
        // The link opens the reset page in the language the shopper asked in (/ar/reset-password).
        const link = `${storefrontUrl}${localizedPath('/reset-password', locale)}?token=${token}&email=${encodeURIComponent(email)}`;
        await mailPasswordReset(mailer, email, customer.name, link, locale);
      }
    },

    /** Sets a new password with a mailed one-time token; answers a fresh session token. */
    async resetPassword(body: { token: string; password: string }): Promise<string> {
      const now = new Date();
      const passwordHash = await hashPassword(body.password);
      const customerId = await db.transaction(async (tx) => {
        // Claiming the token and using it is one statement: two racing resets cannot both win.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ customerId: passwordResetTokens.customerId });
        if (!claimed) return null;
        await tx
          .update(customers)
          .set({ passwordHash, passwordProvenAt: now, isGuest: false, updatedAt: now })
          .where(eq(customers.id, claimed.customerId));
        return claimed.customerId;
      });
      if (customerId === null) throw validationFailed({ token: ['api.passwordResetLinkInvalid'] });
      await revokeAllTokens(db, customerId, now);
      return issueToken(db, customerId);
    },

    /** Changes the password (the current one required); ends every other session. */
    async changePassword(customer: { id: number; token: string }, body: { current_password: string; new_password: string }): Promise<void> {
      const row = await findCustomerById(db, customer.id);
      if (!row?.passwordHash) throw validationFailed({ current_password: ['api.noPasswordYet'] });
      const guesses = limits.failures.currentPassword;
      const key = String(customer.id);
      await guesses.begin(key);
      if (!(await verifyPassword(body.current_password, row.passwordHash))) {
        throw validationFailed({ current_password: ['api.currentPasswordIncorrect'] });
      }
      await guesses.clear(key);
      const now = new Date();
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(body.new_password), updatedAt: now })
        .where(eq(customers.id, customer.id));
      // Whoever else holds a session (a stolen token) is signed out; this page stays in.
      await revokeAllTokens(db, customer.id, now, customer.token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
