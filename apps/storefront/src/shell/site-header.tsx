// docs/behaviour.md §2.7: logo, search, delivery location, user menu, wishlist and cart badges. On small
// screens the search, location and user menu give way to the bottom bar's panels.
import { checkoutPath, freshCheckoutCartId } from '@horeca/core/routing';
import { CartBadge, Search, WishlistBadge } from '@horeca/widgets';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from './icons';
import { LocationPopup } from './location-popup';
import { UserMenu } from './user-menu';
import { useWords } from '../lib/words';

export function SiteHeader() {
  const { storefront: storefrontMessages } = useWords();
  const navigate = useNavigate();
  // Every visit to the cart starts a fresh checkout id (docs/behaviour.md §2.1).
  const openCart = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(checkoutPath(freshCheckoutCartId()));
  };
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {/* Named exactly as its text reads, so a speech user can say what they see (WCAG 2.5.3);
            the label keeps that name on small screens, where the text is hidden. The mark is a
            picture, not a letter: a visible "H" made the visible text "H Horeca Store", which the
            name did not contain (axe label-content-name-mismatch, issue 33). */}
        <Link to="/" className="logo" aria-label={storefrontMessages.storeName}>
          <span className="logo__mark" aria-hidden="true">
            <LogoMark />
          </span>
          <span className="logo__text">{storefrontMessages.storeName}</span>
        </Link>
        <div className="site-header__search">
          <Search label={storefrontMessages.searchLabel} />
        </div>
        <div className="site-header__location">
          <LocationPopup />
        </div>
        <div className="site-header__actions">
          <div className="site-header__user">
            <UserMenu />
          </div>
          <WishlistBadge href="/wishlist" className="site-header__badge" />
          <CartBadge href="/checkout" onClick={openCart} className="site-header__badge" />
        </div>
      </div>
    </header>
  );
}
