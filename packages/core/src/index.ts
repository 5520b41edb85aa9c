// @horeca/core: the spec's rules as plain functions, shared by widgets, storefront and api.
// No React and no DOM globals at import time. Every export is named here on purpose:
// this file is the package's whole public surface.

// --- constants, storage keys and safe storage (owner: rules) ---
export {
  BREAKPOINTS,
  CARD_PAYMENT_MINUTES,
  CARD_QUANTITY,
  CARD_SLIDER,
  CAROUSEL,
  CART_BADGE_ENLARGE_ABOVE,
  CLAIM_LIMITS,
  COUNTRY,
  DEFAULT_CURRENCY,
  DELIVERY_ESTIMATES,
  DEPARTMENTS,
  FOOTER_COLUMNS,
  GULF_DIAL_CODES,
  HEADER_QUANTITY,
  ISSUE_REPORT,
  LINK_PREVIEW,
  MAINTENANCE_WINDOW,
  PASSWORD_MIN_LENGTH,
  PRICE_DECIMALS,
  PRICE_MATCH,
  QUERY_CACHE,
  REFUND_BUSINESS_DAYS,
  RETURN_QUANTITY_MIN,
  SEARCH_LIMITS,
  SIGN_IN_BUTTON_HEIGHTS,
  TIMINGS,
  TOASTS,
  TRUNCATION,
} from './constants';
export type { DepartmentSlug } from './constants';
// --- the storefronts: ids, settings, guard, schema, host rule (owner: storefront) ---
export { DEFAULT_STOREFRONT, isStorefront, STOREFRONT_IDS, STOREFRONT_MESSAGE, STOREFRONTS, storefrontFromHost, storefrontSchema } from './storefront';
export type { Storefront, StorefrontSettings } from './storefront';
export { STORE_IDENTITY, STORE_MARK, STORE_NAME } from './storefront';
export type { StoreIdentity } from './storefront';
// The storefront code's former names, kept for existing importers: the same one type.
export type { Storefront as StoreCode, Storefront as StorefrontCode } from './storefront';
export { SESSION_KEYS, STORAGE_KEYS, UTM_KEYS } from './storage/keys';
export type { SessionKey, StorageKey } from './storage/keys';
export {
  createMemoryStorage,
  getSafeStorage,
  readJson,
  readNumber,
  readString,
  removeKey,
  writeJson,
  writeString,
} from './storage/safe-storage';
export type { StorageKind, StorageLike } from './storage/safe-storage';

// --- rules: quantity, pricing, money, promo, truncation, stars, device, routing, guest wishlist ---
export { parseNumberInput, toAsciiDigits } from './rules/digits';
export {
  clampCardQuantity,
  clampHeaderQuantity,
  clampQuantity,
  clampReturnQuantity,
  stepCardQuantity,
  stepHeaderQuantity,
  stepReturnQuantity,
} from './rules/quantity';
export type { QuantityInput, QuantityStep } from './rules/quantity';
export {
  discountPercentBadge,
  discountPercentRounded,
  displayPrice,
  effectiveSalePrice,
  hasDiscount,
  originalPrice,
  productCurrency,
} from './rules/pricing';
export type { DisplayPrice, PriceFields } from './rules/pricing';
export { priceTieredLine, roundMoney, tierForQuantity, tierUnitPrice } from './rules/tier-pricing';
export type { PriceTier, TieredLine } from './rules/tier-pricing';
export { formatAmount, formatCount, formatMoney, formatMoneyIn } from './rules/money';
export { deliveryDaysText, deliveryEstimate, deliveryRegion, regionDeliveryEstimate } from './rules/delivery-estimate';
export type { DeliveryDays, DeliveryEstimate, DeliveryRegion } from './rules/delivery-estimate';
export { deliveryPromoKey, deliveryPromoText, FLASH_SALE_KEYS, FLASH_SALE_TEXTS, flashSalePromoKeys, flashSalePromoTexts, FREE_DELIVERY_TEXT, SHIPPING_FASTER_TEXT } from './rules/promo';
export type { DeliveryFields, PromoKey } from './rules/promo';
export { skuWidthFor, truncateForViewport, truncateText, truncateUnit } from './rules/truncate';
export { unitLabel, unitLabelText, type UnitLabel } from './rules/unit-label';
export { ChunkLoadError, classifyChunkFailure, loadChunk, type ChunkFailureType } from './rules/chunk-load';
export { singleStarState, starStates } from './rules/stars';
export { CART_HANDOFF_PATH, HANDOFF_ID_PATTERN, cartHandoffUrl, handoffItems, newHandoffId, withoutHandedLines } from './rules/cart-handoff';
export type { HandoffLine } from './rules/cart-handoff';
export type { StarState } from './rules/stars';
export { deviceClass } from './rules/device';
export { randomToken } from './rules/random-token';
export type { RandomSource } from './rules/random-token';
export {
  afterLoginPath,
  categoryPath,
  checkoutPath,
  freshCheckoutCartId,
  guestCheckoutCartId,
  joinPath,
  productPath,
  protectedRedirectTarget,
  sameSitePath,
  searchSubmitTarget,
} from './rules/routing';
export type { CategorySlugs, ProductPathFields, SearchCategory, SearchSubmitTarget } from './rules/routing';
export { buildGuestWishlistEntry, GUEST_WISHLIST_CUSTOMER_ID } from './rules/guest-wishlist';
// --- the product as a view reads it, from any answer (owner: product) ---
export { isOutOfStock, productId, productImages, productName, toGuestCartItem } from './product/product-fields';
export type { WishlistSourceProduct } from './rules/guest-wishlist';
export { pickDefault } from './rules/pick-default';
export { addToCartAnalyticsValue, cartUnitCount, lineMaximum, mergeGuestCartLine } from './rules/cart-math';
export type { AnalyticsLine } from './rules/cart-math';

// --- Gulf phone rules (owner: phone) ---
export {
  DEFAULT_GULF_COUNTRY,
  DEFAULT_GULF_DIAL_CODE,
  GULF_COUNTRIES,
  getGulfCountry,
  gulfCountryByDialCode,
  isGulfCountryCode,
} from './phone/gulf-countries';
export type { GulfCountry, GulfCountryCode } from './phone/gulf-countries';
export {
  formatGulfMobile,
  internationalGulfNumber,
  isValidGulfMobile,
  nationalGulfDigits,
  normalizeDigits,
  parseGulfPhone,
  searchGulfCountries,
  validateGulfMobile,
} from './phone/gulf-mobile';
export type { GulfMobileVerdict, ParsedGulfPhone } from './phone/gulf-mobile';
export { formatUsPhone, isValidUsPhone, US_PHONE_DIGITS, US_PHONE_MAX_LENGTH, usPhoneDigits } from './phone/us-phone';

// --- messages and yup schemas (owner: schemas) ---
export { accountFormMessages, apiErrorMessages, formatMessage, messages, newsletterMessages, phoneMessages, registrationMessages } from './messages';
export type { Messages } from './messages';
// --- languages (issue 23): English and Arabic; the Arabic catalogues are `@horeca/core/locale-ar`, imported lazily ---
export { DEFAULT_DIGITS, DIGIT_STYLES, intlLocale, localeBasename, localeFor, localeFromPath, localeOf, localizedPath, LOCALES } from './locale/locale';
export type { DigitStyle, Direction, Locale } from './locale/locale';
export { findMessage, messageAt, translateMessage, valuesIn, type FoundMessage, type MessageWords } from './locale/catalogue';
export type { Catalogue } from './locale/catalogue';
export { formatArabicCount, formatArabicDate, formatArabicMoney, formatDate, formatTime } from './locale/format';
export { collectErrors, firstError } from './schemas/validate';
export type { FieldErrors } from './schemas/validate';
export { gulfMobileMessage, isCalendarDate, isValidHttpUrl, parseDecimal } from './schemas/fields';
export { multiLineText, nameField, singleLineText } from './schemas/text-fields';
export { BIDI_CONTROL, CONTROL_CHARACTER, isMultiLineText, isNameText, isSingleLineText, NAME_MAX_LENGTH, plainOneLine, UNSAFE_DISPLAY_CHARACTERS } from './rules/text';
export { EMAIL_PATTERN, emailProblem, isValidEmail, newsletterEmailMessages } from './rules/email';
export type { EmailMessages } from './rules/email';
export {
  CLAIM_FILE_RULE,
  ISSUE_FILE_RULE,
  RETURN_PHOTO_RULE,
  RETURN_VIDEO_RULE,
  SAVED_DOCUMENT_RULE,
  checkFile,
  checkImageFile,
  isFileLike,
  sniffImageType,
  validateClaimFile,
  validateIssueFile,
  validateIssueFiles,
} from './schemas/files';
export type { FileLike, FileRule } from './schemas/files';
export { loginSchema, registrationSchema, signUpSchema } from './schemas/auth';
export type { LoginInput, RegistrationInput, SignUpInput } from './schemas/auth';
export { guestAddressSchema, guestContactSchema } from './schemas/guest';
export { BUSINESS_TYPES, businessApplicationSchema, businessMessages } from './schemas/business';
export type { BusinessApplicationInput, BusinessType } from './schemas/business';
export type { GuestAddressInput, GuestContactInput } from './schemas/guest';
export { newsletterSchema } from './schemas/newsletter';
export type { NewsletterInput } from './schemas/newsletter';
export { REVIEW_LIMITS, reviewMessages, reviewSchema } from './schemas/review';
export type { ReviewInput } from './schemas/review';
export { DEVICE_CLASSES, issueReportSchema } from './schemas/issue-report';
export type { IssueReportInput } from './schemas/issue-report';
export { INQUIRY_SUBJECTS, inquirySchema } from './schemas/inquiry';
export type { InquiryInput, InquirySubject } from './schemas/inquiry';
export { RETURN_REASONS, returnRequestSchema } from './schemas/return-request';
export type { ReturnReason, ReturnRequestContext, ReturnRequestInput } from './schemas/return-request';
export { CART_LINE_MAX_QUANTITY, cartLineSchema } from './schemas/cart-line';
export type { CartLineInput } from './schemas/cart-line';
export { CLAIM_PRODUCT_NOT_LISTED, CLAIM_TYPES, FULL_NAME_MIN_LENGTH, claimSchema, type ClaimContext } from './schemas/claim';
export type { ClaimField, ClaimInput } from './schemas/claim';
export {
  CLAIM_BLUR_FIELDS,
  CLAIM_FIELD_ORDER,
  claimFieldSchema,
  validateClaim,
  validateClaimField,
} from './schemas/claim-field';
export type { ClaimBlurField, ClaimValidation } from './schemas/claim-field';

// --- domain types (owner: api) ---
export type { ApiErrorBody, DataResponse, Id, SuccessResponse } from './types/common';
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
} from './types/product';
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
} from './types/cart';
export type { ReturnRequest } from './types/order';
export type {
  Customer,
  CustomerType,
  AppleLoginRequest,
  GoogleLoginRequest,
  LoginRequest,
  RegistrationPayload,
  RegistrationResponse,
  SignInResponse,
  UserProfile,
} from './types/auth';
export type { Address, AddressRequest, City, Country, DetectedLocation, GuestContact, State } from './types/address';
export type {
  ClaimForm,
  ClaimPayload,
  ClaimRecord,
  ClaimSubmission,
  ClaimSubmitRequest,
  ClaimType,
  DeviceClass,
  IssueReport,
  IssueReportContext,
  MarketingLead,
  NewsletterResponse,
  NewsletterSubscription,
  StoreLeadRequest,
  StoreLeadResponse,
} from './types/forms';

// --- API client, endpoints, error normaliser, sanitiser (owner: api) ---
export { createApiClient } from './api/client';
export type { ApiClient, ApiClientOptions } from './api/client';
export { commerceEndpoints, createEndpoints, storeEndpoints } from './api/endpoints';
// Groups alone, for a widget that needs a few calls and not the whole client (the script-tag
// bundle carries only the groups the widgets call: issue 30).
export { authEndpoints } from './api/endpoints/auth';
export { cartEndpoints } from './api/endpoints/cart';
export { categoryEndpoints } from './api/endpoints/categories';
export { formEndpoints } from './api/endpoints/forms';
export { orderEndpoints } from './api/endpoints/orders';
export { productEndpoints } from './api/endpoints/products';
export { searchEndpoints } from './api/endpoints/search';
export { wishlistEndpoints } from './api/endpoints/wishlist';
export type { CommerceEndpoints, Endpoints, StoreEndpoints } from './api/endpoints';
export { RequestTimeoutError, buildUrl, createRequest, inLanguage } from './api/http';
export type { ApiRequest, ApiResponse, HttpMethod, HttpOptions, QueryValue, RequestFn } from './api/http';
export { toFormData } from './api/multipart';
export type { MultipartValue } from './api/multipart';
export type { MutationOptions } from './api/endpoints/mutation-options';
export { CLAIM_PATH } from './api/endpoints/forms';
export { FALLBACK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, isAbortError, normalizeApiError } from './api/errors';
export type { NormalizedApiError } from './api/errors';
export { CLAIM_MESSAGES, claimErrorMessage, claimFieldErrors, claimSucceeded } from './api/claim-errors';
export { CLAIM_SENT_FIELDS, buildClaimRequest } from './api/claim-payload';
export { escapeHtml, sanitizeHtml } from './sanitize';

// --- the API's resources: their shapes (calls: createEndpoints above) ---
export type { BusinessAccountState, BusinessRequest, Coupon, CreditBalance, ProfileUpdate, SavedDocument, SavedDocumentKind } from './api/endpoints/account';
export type { BusinessApplication } from './types/account';
export type { AddressInput, SavedAddress } from './api/endpoints/addresses';
export type { BrandDetail, StoreBrand } from './api/endpoints/brands';
export type { CartHandoffRequest, CartHandoffResponse, CartLine, CartView, ReorderResponse, SavedItem } from './api/endpoints/cart';
export type { BreadcrumbItem, CategoryDetail, CategoryListing, HomeCategory } from './api/endpoints/categories';
export type { CheckoutSummary, PaymentRedirect, PlaceOrderRequest, PlaceOrderResponse } from './api/endpoints/checkout';
export type { BlogCategory, BlogPost, FaqGroup, InfoPage, SeoPage, SitemapData } from './api/endpoints/content';
export type { ListingMeta, ListingParams, ListingSort, ProductListing } from './api/endpoints/listing';
export { invoicePdfPath } from './api/endpoints/orders';
export type {
  DeliveryMethod, Invoice, OrderDetail, OrderLine, OrderList, OrderReturn, OrderStatus, PaymentMethod, PaymentStatus, ReturnRecord, ReturnResponse, ReturnStatus, ReturnStep, TrackedOrder,
} from './api/endpoints/orders';
export type { DiscountsResponse, ProductDetail, StoreDiscountTier } from './api/endpoints/products';
export { quotePdfPath } from './api/endpoints/quotes';
export type { Quote, QuoteItemInput, QuoteRequest } from './api/endpoints/quotes';
export type { AccountReviews, CustomerReview, ReviewedProduct, ReviewPage } from './api/endpoints/reviews';
export type { StoreSale } from './api/endpoints/sales';
export type { SearchFacets, SearchOptions, SearchPageParams, SearchResultsPage } from './api/endpoints/search';
export type { CustomerProfile } from './api/endpoints/session';
