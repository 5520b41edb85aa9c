// The React bodies of <horeca-cart-badge> and <horeca-wishlist-badge>, beside the count badge
// they share; their contracts are cart-badge.contract.ts and the wishlist badge's. One file, so
// one small chunk on the script tag: a header shows both.
import { useCartHandoffLink } from '../runtime/cart-handoff';
import type { ElementBodyProps } from '../elements/define-element';
import { WishlistBadge } from '../wishlist-badge/wishlist-badge';
import { CartBadge } from './cart-badge';

/** Without an href, on a partner's page: the store's cart, with this page's lines handed over. */
export function CartBadgeElementBody({ attrs }: ElementBodyProps) {
  const handoff = useCartHandoffLink();
  if (attrs.href) return <CartBadge href={attrs.href} />;
  return <CartBadge href={handoff?.href} onClick={handoff?.onClick} onAuxClick={handoff?.onAuxClick} />;
}

export function WishlistBadgeElementBody({ attrs }: ElementBodyProps) {
  return <WishlistBadge href={attrs.href || undefined} />;
}
