// docs/behaviour.md §2.7: the profile drawer of small screens: account links and Sign Out when signed
// in, sign-in and sign-up otherwise.

import { useCoreMessages, displayNameAtom, isSignedInAtom, userProfileAtom } from '@horeca/widgets';
import { useAtomValue } from 'jotai/react';
import { Link } from 'react-router';
// Sign Out revokes the token on the server before clearing the device (one rule, in commerce).
import { SignInLink } from '../account/session/sign-in-link';
import { SignOutButton } from '../account/session/sign-out-button';
import { formatText } from '../lib/messages';
import { accountLinks } from './account-links';
import { Drawer } from './drawer';
import { useWords } from '../lib/words';

export function ProfileDrawer({ onClose }: { onClose: () => void }) {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const signedIn = useAtomValue(isSignedInAtom);
  const profile = useAtomValue(userProfileAtom);
  const name = useAtomValue(displayNameAtom) || profile?.name || '';
  return (
    <Drawer label={storefrontMessages.profile} side="end" onClose={onClose}>
      {signedIn ? (
        <>
          <p className="drawer__greeting">{formatText(storefrontMessages.hello, { name: name || storefrontMessages.account })}</p>
          <ul className="drawer-nav">
            {accountLinks(profile, messages.account).map((link) => (
              <li key={link.label}>
                <Link className="drawer-nav__item" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <SignOutButton className="button button--outline button--block" />
        </>
      ) : (
        <div className="drawer__guest">
          <SignInLink className="button button--primary button--block">{storefrontMessages.signIn}</SignInLink>
          <Link to="/sign-up">{messages.login.signUpLink}</Link>
          <Link to="/search-order">{messages.header.trackOrder}</Link>
        </div>
      )}
    </Drawer>
  );
}
