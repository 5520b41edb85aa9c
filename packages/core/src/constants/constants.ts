// Business constants of docs/behaviour.md §9, in one place so a figure cannot drift between
// the widgets, the storefront and the api. Durations are milliseconds, sizes bytes.

export const DEFAULT_CURRENCY = 'AED';
export const PRICE_DECIMALS = 2;
export const COUNTRY = 'UAE';

// The storefronts (ids, settings, guard, schema) live in storefront/; re-exported here for the
// constants' older importers.
export { STOREFRONTS, type Storefront, type StorefrontSettings } from '../storefront';

export const CARD_QUANTITY = { min: 1, max: 99 } as const;
export const HEADER_QUANTITY = { min: 1, max: 100 } as const;
export const RETURN_QUANTITY_MIN = 1;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * A card order holds its products for this long while the shopper pays; unpaid by then, it is
 * cancelled and the products go back on sale (issue 28). The API sets each card order's
 * payment_expires_at from it; the checkout and payment pages tell the shopper.
 */
export const CARD_PAYMENT_MINUTES = 30;
/** The cart badge grows when the count is above this. */
export const CART_BADGE_ENLARGE_ABOVE = 99;

export const TIMINGS = {
  searchDebounceMs: 300,
  megaMenuDelayMs: 300,
  profileCloseMs: 300,
  videoHoverDelayMs: 300,
  postAddSignedInMs: 20_000,
  postAddGuestMs: 2_000,
  guestLoaderMs: 500,
  newsletterMessageMs: 4_000,
  claimTimeoutMs: 30_000,
  chunkTimeoutMs: 120_000,
} as const;

/**
 * A shared link's picture (og:image:width/height): what Facebook, WhatsApp and X show. The API
 * draws share.png at this size and the storefront's head tags declare it.
 */
export const LINK_PREVIEW = { width: 1200, height: 630 } as const;

export const TOASTS = {
  card: { durationMs: 3_000, position: 'bottom-right', max: 1 },
  app: { durationMs: 2_000, max: 3, position: 'bottom-right' },
  library: { durationMs: 5_000, position: 'top-right', gapPx: 12 },
} as const;

// Spec media breakpoints: 479, 480-667, 668-960, 1024, 1920-2559, 2560; narrow is under 640.
export const BREAKPOINTS = {
  narrow: 640,
  small: 480,
  tabletMin: 668,
  tabletMax: 960,
  large: 1024,
  extraLarge: 1440,
  wide: 1920,
  ultraWide: 2560,
} as const;

/** SKU and unit label widths by viewport (docs/behaviour.md §9); `maxWidth` is exclusive. */
export const TRUNCATION = {
  sku: [
    { maxWidth: 480, chars: 16 },
    { maxWidth: 1024, chars: 12 },
    { maxWidth: 1440, chars: 15 },
  ],
  skuWide: 20,
  unit: 16,
} as const;

export const CARD_SLIDER = { autoplayMs: 1_000, transitionMs: 500, slides: 5 } as const;

export const CAROUSEL = {
  autoplayMs: 3_000,
  speedMs: 500,
  /** Autoplay interval is the configured speed plus this. */
  autoplayExtraMs: 50,
  /** Dots are hidden below this width. */
  dotsMinWidth: 641,
  resizeDebounceMs: 50,
  lazyLoadTickMs: 1_000,
  // The spec names 4/5/6 slides and the breakpoints 1440, 1280, 1024, 768, 480; the
  // count per band below is our reading, widest first (`minWidth` inclusive).
  slidesByWidth: [
    { minWidth: 1440, slides: 6 },
    { minWidth: 1280, slides: 5 },
    { minWidth: 1024, slides: 4 },
    { minWidth: 768, slides: 3 },
    { minWidth: 480, slides: 2 },
    { minWidth: 0, slides: 1 },
  ],
  /** A product section becomes a slider from this many products (on widths from 640). */
  sliderMinProducts: 5,
  loadingPlaceholders: 10,
  gridColumns: { small: 2, large: 3, extraLarge: 4, wide: 5 },
} as const;

export const SEARCH_LIMITS = {
  products: 7,
  categories: 4,
  brands: 4,
  trending: 4,
  mobileSuggestions: 10,
} as const;

/** Footer category columns by width, widest first; below the last band, `fallback`. */
export const FOOTER_COLUMNS = {
  byWidth: [
    { minWidth: 1400, columns: 6 },
    { minWidth: 1280, columns: 5 },
    { minWidth: 1024, columns: 4 },
    { minWidth: 768, columns: 3 },
  ],
  fallback: 2,
  maxSubcategories: 6,
} as const;

const MB = 1024 * 1024;

export const ISSUE_REPORT = {
  minLength: 10,
  maxLength: 250,
  maxBytes: 5 * MB,
  types: ['image/png', 'image/jpeg', 'image/gif'],
  maxScreenshots: 5,
} as const;

export const CLAIM_LIMITS = {
  maxFileBytes: 2 * MB,
  fileTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'],
  fileExtensions: ['png', 'jpeg', 'jpg', 'webp'],
  maxScreenshots: 1,
  timeoutMs: 30_000,
  phoneDigits: 10,
  phoneDisplayLength: 14,
  quantityMin: 1,
  quantityDefault: 1,
  competitorPriceMin: 1,
  priceStep: 0.01,
  shippingMin: 0,
  productAmountMin: 1,
} as const;

export const PRICE_MATCH = { windowDays: 120, refundDays: '7 to 14', claimsPerProduct: 1 } as const;

/**
 * The delivery the store promises (spec FAQ figures): 2-3 working days in the UAE, 7-10 days to
 * the rest of the GCC, 2-5 business days in the US. The FAQ, the order confirmation (page and
 * mail) and the order page all state it from here (product/delivery-estimate.ts picks the region).
 */
export const DELIVERY_ESTIMATES = {
  uae: { minDays: 2, maxDays: 3, days: 'working' },
  gcc: { minDays: 7, maxDays: 10, days: 'calendar' },
  us: { minDays: 2, maxDays: 5, days: 'business' },
} as const;

/** A refund reaches the original payment method in 7-10 business days (FAQ figures): a return's, a missing item's. */
export const REFUND_BUSINESS_DAYS = { min: 7, max: 10 } as const;

export const QUERY_CACHE = {
  gcMs: 300_000,
  retryCount: 3,
  retryBaseMs: 1_000,
  retryMaxMs: 30_000,
} as const;

export const GULF_DIAL_CODES = ['+971', '+966', '+965', '+974', '+968', '+973'] as const;

export const SIGN_IN_BUTTON_HEIGHTS = { large: 40, medium: 32, small: 20 } as const;

/** The eight department pages of docs/behaviour.md §2.1, in the spec's order. */
export const DEPARTMENTS = [
  { slug: 'kitchen-equipment', name: 'Kitchen Equipment' },
  { slug: 'refrigeration', name: 'Refrigeration' },
  { slug: 'tableware', name: 'Tableware' },
  { slug: 'kitchen-supplies', name: 'Kitchen Supplies' },
  { slug: 'housekeeping', name: 'Housekeeping' },
  { slug: 'furniture', name: 'Furniture' },
  { slug: 'restaurant-food-supplies', name: 'Restaurant Food Supplies' },
  { slug: 'hotel-supplies', name: 'Hotel Supplies' },
] as const;

export type DepartmentSlug = (typeof DEPARTMENTS)[number]['slug'];

/** Maintenance window Jul 31 to Aug 1 2025, completion on the morning of Aug 1 (UAE time). */
export const MAINTENANCE_WINDOW = {
  start: '2025-07-31',
  end: '2025-08-01',
  label: 'Jul 31 to Aug 1 2025',
  stages: ['Started', 'In Progress', 'Expected Completion'],
} as const;
