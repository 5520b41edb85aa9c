export { CartBadge } from './cart-badge';
export type { CartBadgeProps } from './cart-badge';
