// The account area (docs/behaviour.md §2.3): on wide screens a sidebar greeting the customer by the
// stored display name with the email, the entries (highlighted when the path starts with
// theirs) and Sign Out; on narrow screens the same entries in a disclosure above the page.
import { displayNameAtom, userProfileAtom } from '@horeca/widgets';
import { useAtomValue } from 'jotai/react';
import { Link, Outlet, useLocation } from 'react-router';
import { accountLinks } from '../shell/account-links';
import { SignOutButton } from './session/sign-out-button';
import { useCoreMessages } from '@horeca/widgets';
import { useWords } from '../lib/words';

function AccountNav() {
  const profile = useAtomValue(userProfileAtom);
  const { pathname } = useLocation();
  const links = accountLinks(profile, useCoreMessages().account);
  return (
    <ul className="cf-plain cf-sidebar">
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} aria-current={pathname.startsWith(link.to) ? 'page' : undefined}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AccountLayout() {
  const { account: accountText } = useWords();
  const profile = useAtomValue(userProfileAtom);
  const name = useAtomValue(displayNameAtom) ?? profile?.name ?? '';
  return (
    <div className="cf-page cf-account">
      <aside className="cf-account-side" aria-label={accountText.menu}>
        <p className="cf-line-name">{accountText.greeting(name)}</p>
        <p className="cf-hint">{profile?.email}</p>
        <nav aria-label={accountText.menu} className="cf-wide-only">
          <AccountNav />
        </nav>
        <details className="cf-narrow-only">
          <summary>{accountText.menu}</summary>
          <AccountNav />
        </details>
        <SignOutButton />
      </aside>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
