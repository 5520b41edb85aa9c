// The header's and drawers' "Sign In": it stores the page the shopper is on as the after-login
// target (docs/behaviour.md §2.2's redirect path), so signing in returns there instead of to a
// fresh checkout. The /login page itself is no destination (afterLoginPath skips it).
import { protectedRedirectTarget } from '@horeca/core/routing';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberRedirect } from './session-store';

export function SignInLink({ className, onClick, children }: { className?: string; onClick?: () => void; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      className={className}
      to="/login"
      onClick={() => {
        rememberRedirect(protectedRedirectTarget(pathname, search));
        onClick?.();
      }}
    >
      {children}
    </Link>
  );
}
