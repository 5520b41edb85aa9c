// @horeca/core/cart: quantities, a cart's sums, the guest cart and wishlist, the cart handed over
// from a partner's site, and their shapes.
export {
  clampCardQuantity,
  clampHeaderQuantity,
  clampQuantity,
  clampReturnQuantity,
  stepCardQuantity,
  stepHeaderQuantity,
  stepReturnQuantity,
} from './quantity';
export type { QuantityInput, QuantityStep } from './quantity';
export { CART_HANDOFF_PATH, HANDOFF_ID_PATTERN, cartHandoffUrl, handoffItems, newHandoffId, withoutHandedLines } from './cart-handoff';
export type { HandoffLine } from './cart-handoff';
export { randomToken } from './random-token';
export type { RandomSource } from './random-token';
export { buildGuestWishlistEntry, GUEST_WISHLIST_CUSTOMER_ID } from './guest-wishlist';
export type { WishlistSourceProduct } from './guest-wishlist';
export { addToCartAnalyticsValue, cartUnitCount, lineMaximum, mergeGuestCartLine } from './cart-math';
export type { AnalyticsLine } from './cart-math';
export { CART_LINE_MAX_QUANTITY, cartLineSchema } from './cart-line';
export type { CartLineInput } from './cart-line';
export type {
  AddMultipleToCartRequest,
  AddMultipleToWishlistRequest,
  CartLineRequest,
  CartMutationResponse,
  CartTotalResponse,
  GuestCartItem,
  GuestWishlistEntry,
  GuestWishlistProduct,
  SaveForLaterItem,
  WishlistCountResponse,
} from './cart-types';
