// The server refused the token (expired or revoked): sign out here and ask to sign in again,
// coming back to this page afterwards. Used by every data read and by the protected pages.
import { protectedRedirectTarget } from '@horeca/core/routing';
import { useToast } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSignIn, rememberRedirect, rememberSessionNotice } from './session-store';
import { useWords } from '../../lib/words';

export function useExpireSession(): () => void {
  const { commerce: text } = useWords();
  const store = useStore();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    rememberRedirect(protectedRedirectTarget(location.pathname, location.search));
    rememberSessionNotice(text.session.expired);
    clearSignIn(store);
    toast({ channel: 'app', tone: 'error', text: text.session.expired });
    navigate('/login', { replace: true });
  }, [store, location.pathname, location.search, toast, navigate, text]);
}
