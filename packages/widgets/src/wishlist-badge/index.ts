export { WishlistBadge } from './wishlist-badge';
export type { WishlistBadgeProps } from './wishlist-badge';
