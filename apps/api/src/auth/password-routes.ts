// Forgot / reset password and password change: declarations only; the rules live in
// auth-service.ts.
import { object, string } from 'yup';
import type { AppDeps } from '../deps';
import type { ApiRouter } from '../http/router';
import { limitByAddress } from '../http/request-info';
import type { Services } from '../services';
import { acknowledgedAnswer, flag, shape, text } from '@horeca/core/answers';
import { json } from '../http/answers';
import { said } from '../words/message-keys';

const newPassword = () =>
  string().required(said('core.login.passwordRequired')).min(8, said('core.login.passwordMin'));

export function registerPasswordRoutes(api: ApiRouter, deps: AppDeps, { auth }: Services): void {
  api.route({
    method: 'post',
    path: '/api/frontend/forgot-password',
    summary: 'Mail a one-time password reset link (same answer for unknown emails)',
    tags: ['auth'],
    body: object({ email: string().trim().required(said('core.login.emailRequired')).email(said('core.login.emailInvalid')) }),
    middleware: [limitByAddress(deps, 'passwordReset')],
    responses: { 200: json(acknowledgedAnswer, 'Always the same answer, known email or not'), 429: 'Too many requests' },
    handler: async ({ body, locale }) => {
      await auth.forgotPassword(body.email, locale);
      return { success: true, message: said('api.passwordResetSent') };
    },
  });

  api.route({
    method: 'post',
    path: '/api/frontend/reset-password',
    summary: 'Set a new password with a mailed one-time token; signs the customer in',
    tags: ['auth'],
    body: object({ token: string().trim().required(said('api.passwordResetLinkInvalid')), password: newPassword() }),
    middleware: [limitByAddress(deps, 'passwordReset')],
    responses: { 200: json(shape({ success: flag(), message: text(), token: text() }), 'Password set; signed in with `token`'), 422: 'Token invalid, used or expired; or password too short' },
    handler: async ({ body }) => ({ success: true, message: said('api.passwordReset'), token: await auth.resetPassword(body) }),
  });

  api.route({
    method: 'put',
    path: '/api/frontend/account/password',
    summary: 'Change the password (the current one required); ends every other session',
    tags: ['account'],
    auth: 'required',
    body: object({ current_password: string().default(''), new_password: newPassword() }),
    responses: {
      200: json(acknowledgedAnswer, 'Password changed'),
      422: 'Current password wrong (or none yet: a first password comes only through the mailed reset link), or new one too short',
      429: 'Wait before the next attempt (Retry-After): growing delays after wrong current passwords',
    },
    handler: async ({ body, customer }) => {
      await auth.changePassword(customer, body);
      return { success: true, message: said('api.passwordChanged') };
    },
  });
}
