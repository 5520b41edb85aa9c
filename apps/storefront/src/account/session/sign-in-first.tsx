// Public pages with personal content (invoices, quotation downloads) explain themselves to a
// guest and offer sign-in; the link stores this page as the redirect target, so signing in
// comes straight back here.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberRedirect } from './session-store';

export function SignInFirst({ children, signInLabel }: { children: ReactNode; signInLabel: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="cf-summary">
      {children}
      <p>
        <Link to="/login" onClick={() => rememberRedirect(pathname + search)}>
          {signInLabel}
        </Link>
      </p>
    </div>
  );
}
