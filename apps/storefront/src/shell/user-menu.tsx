// docs/behaviour.md §2.7: the user menu. Signed in, hovering opens the profile popup (Reorder In One
// Click, account links, Sign Out), which closes 300 ms after the pointer leaves so a
// diagonal move to it does not drop it; the button opens it for keyboard and touch too.
// Guests get sign-in and sign-up links.
import { TIMINGS } from '@horeca/core/constants';
import { useCoreMessages, displayNameAtom, isSignedInAtom, userProfileAtom, useStoredAtomValue } from '@horeca/widgets';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
// Sign Out revokes the token on the server before clearing the device (one rule, in commerce).
import { SignInLink } from '../account/session/sign-in-link';
import { SignOutButton } from '../account/session/sign-out-button';
import { accountLinks } from './account-links';
import { UserIcon } from './icons';
import { ReorderList } from './reorder-list';
import { useDismiss } from './use-dismiss';
import { useWords } from '../lib/words';

export function UserMenu() {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const signedIn = useStoredAtomValue(isSignedInAtom, false);
  const profile = useStoredAtomValue(userProfileAtom, null);
  const displayName = useStoredAtomValue(displayNameAtom, null) || profile?.name || '';
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onEnter = () => {
    clearTimeout(closeTimer.current);
    if (signedIn) setOpen(true);
  };
  const onLeave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, TIMINGS.profileCloseMs);
  };

  return (
    <div className="user-menu" ref={root} onPointerEnter={(e) => e.pointerType === 'mouse' && onEnter()} onPointerLeave={(e) => e.pointerType === 'mouse' && onLeave()}>
      <button type="button" className="icon-button user-menu__button" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((v) => !v)}>
        <UserIcon />
        <span className="user-menu__name">{signedIn ? displayName || storefrontMessages.account : storefrontMessages.signIn}</span>
      </button>
      {open ? (
        <div className="popup user-menu__popup" id={popupId}>
          {signedIn ? (
            <>
              {profile?.email ? <p className="user-menu__email">{profile.email}</p> : null}
              <ReorderList />
              <nav aria-label={storefrontMessages.accountNav}>
                <ul className="link-list">
                  {accountLinks(profile, messages.account).map((link) => (
                    <li key={link.label}>
                      <Link to={link.to} onClick={close}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <SignOutButton className="button button--outline" />
            </>
          ) : (
            <div className="user-menu__guest">
              <SignInLink className="button button--primary" onClick={close}>
                {storefrontMessages.signIn}
              </SignInLink>
              <Link to="/sign-up" onClick={close}>
                {messages.login.signUpLink}
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
