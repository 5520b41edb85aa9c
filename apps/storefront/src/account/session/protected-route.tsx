// The protected wrapper of docs/behaviour.md §2.2. Without a token: the current path is stored as the
// redirect target (the dashboard as '/') and the page goes to /login. With one: the server
// is asked who it belongs to on each navigation, so a token expired or revoked elsewhere
// signs this page out cleanly instead of failing call by call.
import { normalizeApiError } from '@horeca/core/api';
import { protectedRedirectTarget } from '@horeca/core/routing';
import { userProfileAtom } from '@horeca/widgets';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../../resources/client';
import { rememberRedirect, signingOutAtom } from './session-store';
import { useSession } from './use-session';

export function ProtectedRoute() {
  const { token, expire } = useSession();
  const setProfile = useSetAtom(userProfileAtom);
  const { pathname, search } = useLocation();
  const signingOut = useAtomValue(signingOutAtom);

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.getMe().then(
      ({ data }) => {
        if (current) setProfile({ name: data.name, email: data.email, type: data.type });
      },
      (error: unknown) => {
        // Offline or a 5xx says nothing about the token: stay signed in.
        if (current && normalizeApiError(error).status === 401) expire();
      },
    );
    return () => {
      current = false;
    };
    // Checked again on each navigation; `expire` changes with the path, which is the point.
  }, [token, pathname, setProfile, expire]);

  if (!token && signingOut) return null;
  if (!token) return <StoreAndGoToLogin target={protectedRedirectTarget(pathname, search)} />;
  return <Outlet />;
}

function StoreAndGoToLogin({ target }: { target: string }) {
  // Written before the redirect renders, so /login reads it on its first render.
  rememberRedirect(target);
  return <Navigate to="/login" replace />;
}
