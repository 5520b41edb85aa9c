// Forgot / reset password with a one-time mailed token, and password change when signed in.
// The forgot answer is the same whether or not the email has an account.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages } from '@horeca/core';
import { object, string } from 'yup';
import { hashPassword, verifyPassword } from './password';
import { issueToken, newOpaqueToken, revokeAllTokens, sha256 } from './tokens';
import { customers, passwordResetTokens } from '../db/schema/commerce';
import type { AppDeps } from '../deps';
import { validationFailed } from '../http/errors';
import type { ApiRouter } from '../http/router';
import { findCustomerByEmail, findCustomerById, normalizeEmail } from '../accounts/customers';
import { limitByAddress } from '../http/request-info';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_SENT = 'If an account exists for this email, we have sent a link to reset the password.';
export const RESET_INVALID = 'This password reset link is invalid or has expired.';
export const RESET_DONE = 'Your password has been reset. You can now log in.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
export const NO_PASSWORD_YET = 'Your account has no password yet. Use "Forgot password" to get a link by email and choose one.';

const newPassword = () =>
  string().required(messages.login.passwordRequired).min(8, messages.login.passwordMin);

export function registerPasswordRoutes(api: ApiRouter, deps: AppDeps): void {
  const { db, config } = deps;

  api.route({
    method: 'post',
    path: '/api/frontend/forgot-password',
    summary: 'Mail a one-time password reset link (same answer for unknown emails)',
    tags: ['auth'],
    body: object({ email: string().trim().required(messages.login.emailRequired).email(messages.login.emailInvalid) }),
    middleware: [limitByAddress(deps, 'passwordReset')],
    responses: { 200: '{ success, message }', 429: 'Too many requests' },
    handler: async ({ body }) => {
      const email = normalizeEmail(body.email);
      const customer = await findCustomerByEmail(db, email);
      // Mails per account are capped, but past the cap the answer stays the same and the links
      // already mailed stay valid: a stranger asking on the owner's behalf only fills the
      // owner's inbox with working links, and cannot stop the owner's reset.
      if (customer && (await deps.commerce.limits.resetMailsByAccount.tryHit(email))) {
        const token = newOpaqueToken();
        await db.insert(passwordResetTokens).values({
          customerId: customer.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        });
        const link = `${config.payment.storefrontUrl}/reset-password?token=${token}&email=${encodeURIComponent(email)}`;
        await deps.commerce.mailer.send({
          to: email,
          subject: 'Reset your Horeca Store password',
          text: `Hello ${customer.name},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
        });
      }
      return { success: true, message: FORGOT_SENT };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/reset-password',
    summary: 'Set a new password with a mailed one-time token; signs the customer in',
    tags: ['auth'],
    body: object({ token: string().trim().required(RESET_INVALID), password: newPassword() }),
    middleware: [limitByAddress(deps, 'passwordReset')],
    responses: { 200: '{ success, message, token }', 422: 'Token invalid, used or expired; or password too short' },
    handler: async ({ body }) => {
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
      if (customerId === null) throw validationFailed({ token: [RESET_INVALID] });
      await revokeAllTokens(db, customerId, now);
      const token = await issueToken(db, customerId);
      return { success: true, message: RESET_DONE, token };
    },
  });

  api.route({
    method: 'put',
    path: '/api/frontend/account/password',
    summary: 'Change the password (the current one required); ends every other session',
    tags: ['account'],
    auth: 'required',
    body: object({ current_password: string().default(''), new_password: newPassword() }),
    responses: {
      200: '{ success, message }',
      422: 'Current password wrong (or none yet: a first password comes only through the mailed reset link), or new one too short',
      429: 'Wait before the next attempt (Retry-After): growing delays after wrong current passwords',
    },
    handler: async ({ body, customer }) => {
      const row = await findCustomerById(db, customer.id);
      if (!row?.passwordHash) throw validationFailed({ current_password: [NO_PASSWORD_YET] });
      const guesses = deps.commerce.limits.failures.currentPassword;
      const key = String(customer.id);
      await guesses.begin(key);
      if (!(await verifyPassword(body.current_password, row.passwordHash))) {
        throw validationFailed({ current_password: [CURRENT_PASSWORD_WRONG] });
      }
      await guesses.clear(key);
      const now = new Date();
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(body.new_password), updatedAt: now })
        .where(eq(customers.id, customer.id));
      // Whoever else holds a session (a stolen token) is signed out; this page stays in.
      await revokeAllTokens(db, customer.id, now, customer.token);
      return { success: true, message: PASSWORD_CHANGED };
    },
  });
}
