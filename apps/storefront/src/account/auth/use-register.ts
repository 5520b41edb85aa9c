// Registering signs the new customer in at once (docs/behaviour.md §3): our API's answer carries
// the session. One step for the three places that register: the sign-up page, the login page's
// registration column and the guest checkout's contact form.
import type { RegistrationResponse } from '@horeca/core/account';
import { useCallback } from 'react';
import { api } from '../../resources/client';
import { useSession } from '../session/use-session';

/** The session a registration's answer opens: who signed up, under the token it carries. */
export const sessionOfRegistered = (answer: RegistrationResponse) => ({ token: answer.token, name: answer.customer.name, email: answer.customer.email, type: answer.customer.type });

/** Registers `body` and signs its customer in; `redirect: false` stays on the page (the signIn rule otherwise). */
export function useRegisterAndSignIn() {
  const { signIn } = useSession();
  return useCallback(
    async (body: Parameters<typeof api.register>[0], options?: { redirect?: boolean }) => {
      const answer = await api.register(body);
      await signIn(sessionOfRegistered(answer), answer.message, options);
    },
    [signIn],
  );
}
