// The React body of <horeca-wishlist-badge>; contract and documentation in
// wishlist-badge.contract.ts. Loaded on first use.
import type { ElementBodyProps } from '../elements/define-element';
import { WishlistBadge } from './wishlist-badge';

export function WishlistBadgeElementBody({ attrs }: ElementBodyProps) {
  return <WishlistBadge href={attrs.href || undefined} />;
}
