// Sign-in, expiry and sign-out as the pages use them. Sign-in follows docs/behaviour.md §4: token
// and customer stored, the guest wishlist and cart merged (kept on this device when the
// server refuses them), the server's message toasted, then the after-login redirect.
import { normalizeApiError } from '@horeca/core/api';
import { afterLoginPath } from '@horeca/core/routing';
import {
  authTokenAtom,
  mergeGuestIntoAccount,
  useCommerceApi,
  userProfileAtom,
  useToast,
  useWidgetMessages,
} from '@horeca/widgets';
import { useAtomValue, useStore } from 'jotai/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../resources/client';
import { useExpireSession } from './use-expire-session';
import {
  clearEverything,
  clearSessionNotice,
  signingOutAtom,
  storeSignIn,
  takeRedirect,
  type SignedInCustomer,
} from './session-store';
import { useWords } from '../../lib/words';

/** How long the sign-out confirmation shows before the page reloads. */
export const SIGN_OUT_RELOAD_DELAY_MS = 1500;

declare global {
  interface Window {
    google?: { accounts?: { id?: { disableAutoSelect?: () => void } } };
  }
}

export function useSession() {
  const { commerce: text } = useWords();
  const store = useStore();
  const token = useAtomValue(authTokenAtom);
  const profile = useAtomValue(userProfileAtom);
  const widgetApi = useCommerceApi();
  const toast = useToast();
  const widgetMessages = useWidgetMessages();
  const navigate = useNavigate();

  /** Stores the customer, merges the guest's items, toasts `message`, then goes on. */
  const signIn = useCallback(
    async (customer: SignedInCustomer, message: string, options: { redirect?: boolean } = {}) => {
      clearSessionNotice();
      storeSignIn(store, customer);
      const merge = await mergeGuestIntoAccount(widgetApi, store);
      toast({ channel: 'app', tone: 'success', text: message });
      if (!merge.ok) toast({ channel: 'app', tone: 'error', text: widgetMessages.mergeFailed });
      if (options.redirect !== false) navigate(afterLoginPath(takeRedirect()), { replace: true });
    },
    [store, widgetApi, toast, navigate, widgetMessages],
  );

  const expire = useExpireSession();

  /** Sign Out: revoke the token, clear every local key, confirm, reset counters, reload. */
  const signOut = useCallback(
    async (reload: () => void = () => window.location.assign('/')) => {
      let confirmation: string = text.session.signedOut;
      try {
        confirmation = (await api.logout()).message ?? confirmation;
      } catch (error) {
        // An already revoked token still signs out locally.
        console.error('Sign out call failed:', normalizeApiError(error).message);
      }
      // Leave the protected page first, or its wrapper would store it as the next redirect.
      store.set(signingOutAtom, true);
      clearEverything(store);
      void navigate('/', { replace: true });
      window.google?.accounts?.id?.disableAutoSelect?.();
      toast({ channel: 'app', tone: 'success', text: confirmation });
      setTimeout(reload, SIGN_OUT_RELOAD_DELAY_MS);
    },
    [store, toast, navigate, text],
  );

  return { token, profile, signIn, expire, signOut };
}
