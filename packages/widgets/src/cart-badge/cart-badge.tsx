// Cart count badge (docs/behaviour.md §2.7 and §4): server count when signed in, the local counter
// otherwise; refetched after every cart change; enlarged, showing '99+', above 99.
import { CART_BADGE_ENLARGE_ABOVE } from '@horeca/core/constants';
import { useCallback } from 'react';
import { cartRefreshAtom, totalCartItemsAtom } from '../runtime/atoms';
import { useCommerceApi } from '../runtime/context';
import { useServerCount } from '../runtime/use-server-count';
import { CountBadge, type CountBadgeProps } from './count-badge';
import { useWidgetMessages } from '../runtime/use-messages';

export type CartBadgeProps = Omit<CountBadgeProps, 'count' | 'icon' | 'label' | 'enlargeAbove'>;

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 4h2l2.4 11h10.2L20 7H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}

export function CartBadge(props: CartBadgeProps) {
  const widgetMessages = useWidgetMessages();
  const label = { one: widgetMessages.cartBadgeLabelOne, many: widgetMessages.cartBadgeLabel };
  const api = useCommerceApi();
  const fetchCount = useCallback(() => api.getCartTotal(), [api]);
  const count = useServerCount({
    name: 'cart-total',
    counter: totalCartItemsAtom,
    refresh: cartRefreshAtom,
    fetchCount,
    failureLog: 'Error fetching cart count:',
  });
  return <CountBadge count={count} icon={<CartIcon />} label={label} enlargeAbove={CART_BADGE_ENLARGE_ABOVE} {...props} />;
}
