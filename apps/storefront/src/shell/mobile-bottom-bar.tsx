// docs/behaviour.md §2.7: the bottom bar of small screens: Home, Menu, Search, Cart, Profile. Menu,
// Search and Profile toggle their panels (mutually exclusive, see use-panels).
import { checkoutPath, freshCheckoutCartId } from '@horeca/core/routing';
import { CartBadge } from '@horeca/widgets';
import { Link, useNavigate } from 'react-router';
import { HomeIcon, MenuIcon, SearchIcon, UserIcon } from './icons';
import type { PanelName, Panels } from './use-panels';
import { useWords } from '../lib/words';

export function MobileBottomBar({ panels }: { panels: Panels }) {
  const { storefront: storefrontMessages } = useWords();
  const navigate = useNavigate();
  const toggleButton = (panel: PanelName, label: string, icon: React.ReactNode) => (
    <button type="button" className="bottom-bar__item" aria-pressed={panels.open === panel} onClick={() => panels.toggle(panel)}>
      {icon}
      <span>{label}</span>
    </button>
  );
  return (
    <nav className="bottom-bar" aria-label={storefrontMessages.mobileNav}>
      <Link className="bottom-bar__item" to="/">
        <HomeIcon />
        <span>{storefrontMessages.home}</span>
      </Link>
      {toggleButton('menu', storefrontMessages.menu, <MenuIcon />)}
      {toggleButton('search', storefrontMessages.search, <SearchIcon />)}
      <button type="button" className="bottom-bar__item" onClick={() => void navigate(checkoutPath(freshCheckoutCartId()))}>
        <CartBadge className="bottom-bar__badge" />
        <span aria-hidden="true">{storefrontMessages.cart}</span>
      </button>
      {toggleButton('profile', storefrontMessages.profile, <UserIcon />)}
    </nav>
  );
}
