// @horeca/widgets, the React face. Named exports only and no side effects: importing this
// registers no custom element (that is '@horeca/widgets/elements').

// --- runtime ---
export { HorecaProvider } from './runtime/provider';
export type { HorecaProviderProps } from './runtime/provider';
export { defaultWidgetConfig, useWidgetConfig } from './runtime/config';
export { useCommerceApi } from './runtime/context';
export type { Direction, NavigateFn, NavigationState, WidgetConfig } from './runtime/config';
export type { CommerceApi, MutationResult } from './runtime/commerce-api';
export { createHttpCommerceApi } from './runtime/http-commerce-api';
export type { HttpCommerceApiOptions } from './runtime/http-commerce-api';
export { getWidgetStore, resetWidgetStore } from './runtime/store';
export type { WidgetStore } from './runtime/store';
export {
  authTokenAtom,
  buyMoreSaveMoreAtom,
  cartRefreshAtom,
  displayNameAtom,
  guestCartAtom,
  guestWishlistAtom,
  isSignedInAtom,
  saveForLaterAtom,
  totalCartItemsAtom,
  totalWishListAtom,
  userProfileAtom,
  wishlistRefreshAtom,
} from './runtime/atoms';
export { mergeGuestIntoAccount } from './runtime/merge-guest';
export { addGuestCartLine, setGuestCartQuantity } from './runtime/guest-cart';
export type { MergePart, MergeResult } from './runtime/merge-guest';
export { pushAddToCart } from './runtime/analytics';
export type { AddToCartEvent } from './runtime/analytics';
export { showToast, dismissToast, toastsAtom } from './runtime/toasts';
export type { Toast, ToastChannel, ToastInput, ToastTone } from './runtime/toasts';
export { useToast } from './runtime/use-toast';
// Cart, wishlist and viewport hooks for hosts that sell outside a card (the storefront's
// product page), so the add-to-cart and wishlist rules stay in one place.
export { useCartControl } from './runtime/use-cart-control';
export type { CartControlOptions } from './runtime/use-cart-control';
export { useWishlistToggle } from './runtime/use-wishlist-toggle';
export { useViewportWidth } from './runtime/use-viewport-width';
export { getServerViewportWidth, setServerViewportWidth, useHydrated, useStoredAtomValue, useStoredValue } from './runtime/hydration';
export { widgetMessages } from './runtime/messages';
// Languages (issue 23): a host showing Arabic loads its words before a render that must not wait.
export { loadWidgetLocale, useLocale, useNumbers } from './runtime/locale';
export { useSay } from './runtime/use-say';
export { useCoreMessages, useWidgetMessages } from './runtime/use-messages';
export { bindStyles, renderWithServerStyles } from './runtime/styles';
export type { StyleBinding } from './runtime/styles';

// --- widgets ---
export { ProductCard, ConnectedProductCard, CardSkeleton } from './product-card';
export type { AddToCartDetail, ConnectedProductCardProps, ImagePriority, ProductCardProps, ProductCardVariant, WishlistChangeDetail } from './product-card';
export { ProductCarousel } from './product-carousel';
export type { ProductCarouselProps } from './product-carousel';
export { CartBadge } from './cart-badge';
export type { CartBadgeProps } from './cart-badge';
export { WishlistBadge } from './wishlist-badge';
export type { WishlistBadgeProps } from './wishlist-badge';
export { StarRating } from './star-rating';
export type { StarRatingProps } from './star-rating';
export { Breadcrumb } from './breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './breadcrumb';
export { Search } from './search';
export type { SearchProps } from './search';
export { PhoneInput } from './phone-input';
export type { PhoneFieldEvent, PhoneInputHandle, PhoneInputProps, PhoneValueDetails } from './phone-input';
export { Newsletter, createHttpNewsletterApi } from './newsletter';
export type { NewsletterApi, NewsletterFailedDetail, NewsletterProps, NewsletterSubmittedDetail } from './newsletter';
export { GlitchReporter, DEFAULT_SUPPORT_EMAIL, createHttpGlitchReportApi } from './glitch-reporter';
export type { GlitchFailedDetail, GlitchReportApi, GlitchReporterProps, GlitchSubmittedDetail } from './glitch-reporter';
export { PriceMatchClaim, createHttpClaimApi } from './price-match-claim';
export type { ClaimApi, ClaimPrefill, HttpClaimApiOptions, PriceMatchClaimProps } from './price-match-claim';
