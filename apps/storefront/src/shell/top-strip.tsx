// docs/behaviour.md §2.7: tagline, Track your order (/search-order) and Policies. The layout hides it on
// product and subcategory routes (their route handle says so).

import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch';
import { StorefrontSwitch } from './storefront-switch';
import { useCoreMessages } from '@horeca/widgets';
import { useWords } from '../lib/words';

export function TopStrip() {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  return (
    <div className="top-strip">
      <p className="top-strip__tagline">{storefrontMessages.tagline}</p>
      <nav className="top-strip__links" aria-label={storefrontMessages.topLinks}>
        <Link to="/search-order">{messages.header.trackOrder}</Link>
        <Link to="/pages/return-policy">{messages.header.policies}</Link>
        <LanguageSwitch />
        <StorefrontSwitch />
      </nav>
    </div>
  );
}
