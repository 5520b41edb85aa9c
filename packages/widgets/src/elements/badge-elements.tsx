// The React bodies of <horeca-cart-badge> and <horeca-wishlist-badge>; contracts and
// documentation in badges.contract.ts. Loaded on first use (one small chunk for both).
import { CartBadge } from '../cart-badge/cart-badge';
import { useCartHandoffLink } from '../runtime/cart-handoff';
import { WishlistBadge } from '../wishlist-badge/wishlist-badge';
import type { ElementBodyProps } from './define-element';

/** Without an href, on a partner's page: the store's cart, with this page's lines handed over. */
export function CartBadgeElementBody({ attrs }: ElementBodyProps) {
  const handoff = useCartHandoffLink();
  if (attrs.href) return <CartBadge href={attrs.href} />;
  return <CartBadge href={handoff?.href} onClick={handoff?.onClick} onAuxClick={handoff?.onAuxClick} />;
}

export function WishlistBadgeElementBody({ attrs }: ElementBodyProps) {
  return <WishlistBadge href={attrs.href || undefined} />;
}
