// /wishlist (public, docs/behaviour.md §2.1): the account's wishlist when signed in, otherwise the guest
// wishlist kept on this device (guests make no wishlist calls, docs/behaviour.md §6).
import { guestWishlistAtom, isSignedInAtom, useWidgetConfig, useNumbers } from '@horeca/widgets';
import { useAtomValue } from 'jotai/react';
import { useCommercePage } from '../lib/commerce-page-meta';
import { WishlistPage } from './account-lists';
import { useWords } from '../lib/words';

export function PublicWishlistPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return <div className="cf-page">{signedIn ? <WishlistPage /> : <GuestWishlist />}</div>;
}

function GuestWishlist() {
  const { account: accountText } = useWords();
  const { money } = useNumbers();
  useCommercePage(accountText.wishlistTitle);
  const entries = useAtomValue(guestWishlistAtom);
  const { storefront } = useWidgetConfig();
  return (
    <section aria-labelledby="guest-wishlist-heading" className="cf-form">
      <h1 id="guest-wishlist-heading">{accountText.wishlistTitle}</h1>
      {entries.length === 0 ? <p>{accountText.noWishlist}</p> : null}
      <ul className="cf-plain">
        {entries.map((entry) => (
          <li key={String(entry.product_id)} className="cf-line">
            {entry.product.images[0] ? <img src={entry.product.images[0]} alt="" /> : <span aria-hidden="true" />}
            {/* The guest entry of docs/behaviour.md §3 keeps no product path, so the name is shown as text. */}
            <span className="cf-line-name">{entry.product.name}</span>
            <span>{money(entry.product.front_sale_price, storefront)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
