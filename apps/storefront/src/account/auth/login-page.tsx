// /login (docs/behaviour.md §2.4): sign-in column (email and password, Google and Apple where configured,
// links) and the second
// column (quick registration with the Gulf mobile, then a delivery address). A token
// already present on arrival sends the shopper to a fresh guest checkout id, as the spec says.
import { guestCheckoutCartId, checkoutPath } from '@horeca/core/routing';
import { authTokenAtom } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { readSessionNotice } from '../session/session-store';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AppleSignIn, appleClientId } from './apple-sign-in';
import { GoogleSignIn, googleClientId } from './google-sign-in';
import { LoginForm } from './login-form';
import { QuickRegister } from './quick-register';
import { useCommercePage } from '../../lib/commerce-page-meta';
import { useWords } from '../../lib/words';

export function LoginPage() {
  const { commerce: text } = useWords();
  useCommercePage(text.login.title);
  const store = useStore();
  const [notice] = useState(readSessionNotice);
  // Read once on arrival: the sign-in below sets a token and must not trigger this.
  const [arrivedSignedIn] = useState(() => Boolean(store.get(authTokenAtom)));
  if (arrivedSignedIn) return <Navigate to={checkoutPath(guestCheckoutCartId())} replace />;

  return (
    <div className="cf-page cf-columns">
      <section className="cf-column">
        {notice ? (
          <p className="cf-banner cf-banner-error" role="status">
            {notice}
          </p>
        ) : null}
        <LoginForm />
        {/* Only the providers this store is configured for: a button that can never work is noise. */}
        {googleClientId() || appleClientId() ? <p className="cf-divider">{text.login.orWith}</p> : null}
        {googleClientId() ? <GoogleSignIn /> : null}
        {appleClientId() ? <AppleSignIn /> : null}
        {/* "Track your order" leads a guest here (/search-order is for customers): their way is the
            order number and email (/TrackYourOrder). */}
        <p className="cf-aside">
          <Link to="/TrackYourOrder">{text.login.trackAsGuest}</Link>
        </p>
        <p className="cf-aside">
          {text.login.agreement} <Link to="/pages/terms-conditions">{text.login.terms}</Link> {text.login.and}{' '}
          <Link to="/pages/privacy-policy">{text.login.privacy}</Link>.
        </p>
      </section>
      <section className="cf-column">
        <QuickRegister />
      </section>
    </div>
  );
}
