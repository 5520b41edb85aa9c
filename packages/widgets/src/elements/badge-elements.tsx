// The React bodies of <horeca-cart-badge> and <horeca-wishlist-badge>; contracts and
// documentation in badges.contract.ts. Loaded on first use (one small chunk for both).
import { CartBadge } from '../cart-badge/cart-badge';
import { WishlistBadge } from '../wishlist-badge/wishlist-badge';
import type { ElementBodyProps } from './define-element';

export function CartBadgeElementBody({ attrs }: ElementBodyProps) {
  return <CartBadge href={attrs.href || undefined} />;
}

export function WishlistBadgeElementBody({ attrs }: ElementBodyProps) {
  return <WishlistBadge href={attrs.href || undefined} />;
}
