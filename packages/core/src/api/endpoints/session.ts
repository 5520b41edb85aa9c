// The signed-in session: who is signed in, signing out, and the password calls.
import type { CustomerProfile } from '../../answers/accounts';
import type { DataResponse, SuccessResponse } from '../answer-types';
import type { RequestFn } from '../http';
import { verbs } from './verbs';

export type { CustomerProfile } from '../../answers/accounts';

export function sessionEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    logout: () => send<SuccessResponse>('POST', '/frontend/logout'),
    getMe: () => get<DataResponse<CustomerProfile>>('/frontend/me'),
    forgotPassword: (email: string) => send<SuccessResponse>('POST', '/frontend/forgot-password', { email }),
    resetPassword: (token: string, password: string) =>
      send<SuccessResponse & { token: string }>('POST', '/frontend/reset-password', { token, password }),
    changePassword: (currentPassword: string, newPassword: string) =>
      send<SuccessResponse>('PUT', '/frontend/account/password', { current_password: currentPassword, new_password: newPassword }),
  };
}
