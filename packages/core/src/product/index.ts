// @horeca/core/product: a product as a card and a page read it: its fields, prices and tiers,
// promotions, stars, units, delivery estimate and truncation.
export {
  discountPercentBadge,
  discountPercentRounded,
  displayPrice,
  effectiveSalePrice,
  hasDiscount,
  originalPrice,
  productCurrency,
} from './pricing';
export type { DisplayPrice, PriceFields } from './pricing';
export { priceTieredLine, roundMoney, tierForQuantity, tierUnitPrice } from './tier-pricing';
export type { PriceTier, TieredLine } from './tier-pricing';
export { deliveryDaysText, deliveryEstimate, deliveryRegion, regionDeliveryEstimate } from './delivery-estimate';
export type { DeliveryDays, DeliveryEstimate, DeliveryRegion } from './delivery-estimate';
export { deliveryPromoKey, deliveryPromoText, FLASH_SALE_KEYS, FLASH_SALE_TEXTS, flashSalePromoKeys, flashSalePromoTexts, FREE_DELIVERY_TEXT, SHIPPING_FASTER_TEXT } from './promo';
export type { DeliveryFields, PromoKey } from './promo';
export { skuWidthFor, truncateForViewport, truncateText, truncateUnit } from './truncate';
export { unitLabel, unitLabelText, type UnitLabel } from './unit-label';
export { singleStarState, starStates } from './stars';
export type { StarState } from './stars';
export { isOutOfStock, productId, productImages, productName } from './product-fields';
// The card's view model (issue 27): the wire card read once; widgets take the view, not the wire.
export { toGuestCartItem, toProductCardView } from './product-card-view';
export type { ProductCardView, ProductCardWire } from './product-card-view';
export { guestCartLineOf, guestWishlistEntryOf } from './view-guest-lines';
export { searchProductView } from './search-product-view';
export { viewUnitLabelText } from './view-unit-label';
export type {
  Brand,
  BuyMoreSaveMoreEntry,
  CategoryNode,
  CommerceProductCard,
  DiscountTier,
  ImageSet,
  Product,
  ProductCard,
  RedirectLookup,
  ReorderItem,
  SearchGroup,
  SearchProduct,
  SearchResponse,
  SellingType,
  Slider,
  SliderItem,
  StoreProductCard,
} from './product-types';
