// Wishlist count badge (docs/behaviour.md §4): server count when signed in (failure logged as
// 'Error fetching wishlist count:' and the count keeps its value), the local guest total
// otherwise; refetched after every wishlist change.
import { useCallback } from 'react';
import { totalWishListAtom, wishlistRefreshAtom } from '../runtime/atoms';
import { useCommerceApi } from '../runtime/context';
import { useServerCount } from '../runtime/use-server-count';
import { CountBadge, type CountBadgeProps } from '../cart-badge/count-badge';
import { useWidgetMessages } from '../runtime/use-messages';

export type WishlistBadgeProps = Omit<CountBadgeProps, 'count' | 'icon' | 'label' | 'enlargeAbove'>;

function HeartOutline() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

export function WishlistBadge(props: WishlistBadgeProps) {
  const widgetMessages = useWidgetMessages();
  const label = { one: widgetMessages.wishlistBadgeLabelOne, many: widgetMessages.wishlistBadgeLabel };
  const api = useCommerceApi();
  const fetchCount = useCallback(() => api.getWishlistCount(), [api]);
  const count = useServerCount({
    name: 'wishlist-count',
    counter: totalWishListAtom,
    refresh: wishlistRefreshAtom,
    fetchCount,
    failureLog: 'Error fetching wishlist count:',
  });
  return <CountBadge count={count} icon={<HeartOutline />} label={label} {...props} />;
}
