// Widget strings the spec does not quote (accessible names, the merge failure, loading
// labels). Every string the spec quotes comes from core's `messages`; these sit beside it in
// one table so an Arabic storefront translates both without touching a component.
export const widgetMessages = {
  mergeFailed: 'We could not move the items you saved as a guest into your account. They are still saved on this device.',
  cartBadgeLabel: 'Cart, {count} items',
  cartBadgeLabelOne: 'Cart, 1 item',
  wishlistBadgeLabel: 'Wishlist, {count} items',
  wishlistBadgeLabelOne: 'Wishlist, 1 item',
  addToWishlist: 'Add {name} to wishlist',
  removeFromWishlist: 'Remove {name} from wishlist',
  quantity: 'Quantity',
  increaseQuantity: 'Increase quantity',
  decreaseQuantity: 'Decrease quantity',
  skuLabel: 'SKU',
  ratingLabel: 'Rated {rating} out of 5',
  loadingProducts: 'Loading products',
  productsLoadFailed: 'Products could not be loaded.',
  noProducts: 'No products found',
  productLoadFailed: 'This product could not be loaded.',
  previousProducts: 'Previous products',
  nextProducts: 'Next products',
  slideOf: '{index} of {total}',
  breadcrumb: 'Breadcrumb',
  discountOff: '{percent}% OFF',
  wasPrice: 'Was {price}',
  outOfStock: 'Out of stock',
  notifications: 'Notifications',
  closeNotification: 'Close notification',
} as const;

export type WidgetMessageKey = keyof typeof widgetMessages;

