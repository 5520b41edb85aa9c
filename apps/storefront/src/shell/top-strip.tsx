// Spec 2.7: tagline, Track your order (/search-order) and Policies. The layout hides it on
// product and subcategory routes (their route handle says so).
import { messages } from '@horeca/core';
import { Link } from 'react-router';
import { storefrontMessages } from '../lib/messages';
import { StorefrontSwitch } from './storefront-switch';

export function TopStrip() {
  return (
    <div className="top-strip">
      <p className="top-strip__tagline">{storefrontMessages.tagline}</p>
      <nav className="top-strip__links" aria-label={storefrontMessages.topLinks}>
        <Link to="/search-order">{messages.header.trackOrder}</Link>
        <Link to="/pages/return-policy">{messages.header.policies}</Link>
        <StorefrontSwitch />
      </nav>
    </div>
  );
}
