// The React body of <horeca-cart-badge>; contract and documentation in cart-badge.contract.ts.
// Loaded on first use.
import { useCartHandoffLink } from '../runtime/cart-handoff';
import type { ElementBodyProps } from '../elements/define-element';
import { CartBadge } from './cart-badge';

/** Without an href, on a partner's page: the store's cart, with this page's lines handed over. */
export function CartBadgeElementBody({ attrs }: ElementBodyProps) {
  const handoff = useCartHandoffLink();
  if (attrs.href) return <CartBadge href={attrs.href} />;
  return <CartBadge href={handoff?.href} onClick={handoff?.onClick} onAuxClick={handoff?.onAuxClick} />;
}
