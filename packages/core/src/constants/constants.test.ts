import {
  BREAKPOINTS,
  CARD_QUANTITY,
  CARD_SLIDER,
  CAROUSEL,
  CLAIM_LIMITS,
  COUNTRY,
  DEFAULT_CURRENCY,
  DEPARTMENTS,
  FOOTER_COLUMNS,
  GULF_DIAL_CODES,
  HEADER_QUANTITY,
  ISSUE_REPORT,
  MAINTENANCE_WINDOW,
  PASSWORD_MIN_LENGTH,
  PRICE_DECIMALS,
  PRICE_MATCH,
  QUERY_CACHE,
  SEARCH_LIMITS,
  SIGN_IN_BUTTON_HEIGHTS,
  STOREFRONTS,
  TIMINGS,
  TOASTS,
  TRUNCATION,
} from './constants';

// Every figure below is copied from docs/behaviour.md §9 (and §2.1 for the departments).
describe('business constants of docs/behaviour.md §9', () => {
  it.each<[string, unknown, unknown]>([
    ['default currency', DEFAULT_CURRENCY, 'AED'],
    ['price decimals', PRICE_DECIMALS, 2],
    ['country constant', COUNTRY, 'UAE'],
    ['card quantity', CARD_QUANTITY, { min: 1, max: 99 }],
    ['header stepper', HEADER_QUANTITY, { min: 1, max: 100 }],
    ['password minimum', PASSWORD_MIN_LENGTH, 8],
    [
      'storefronts',
      STOREFRONTS,
      {
        ae: { currency: 'AED', locale: 'en-AE', vatIncluded: true, vatRate: 0.05, taxRegistrationNumber: '100394857600003' },
        us: { currency: 'USD', locale: 'en-US', vatIncluded: false },
      },
    ],
    [
      'timings',
      TIMINGS,
      {
        searchDebounceMs: 300,
        megaMenuDelayMs: 300,
        profileCloseMs: 300,
        videoHoverDelayMs: 300,
        postAddSignedInMs: 20000,
        postAddGuestMs: 2000,
        guestLoaderMs: 500,
        newsletterMessageMs: 4000,
        claimTimeoutMs: 30000,
        chunkTimeoutMs: 120000,
      },
    ],
    [
      'toasts',
      TOASTS,
      {
        card: { durationMs: 3000, position: 'bottom-right', max: 1 },
        app: { durationMs: 2000, max: 3, position: 'bottom-right' },
        library: { durationMs: 5000, position: 'top-right', gapPx: 12 },
      },
    ],
    ['narrow screen', BREAKPOINTS.narrow, 640],
    ['tablet range', [BREAKPOINTS.tabletMin, BREAKPOINTS.tabletMax], [668, 960]],
    ['sku truncation', [TRUNCATION.sku.map((b) => [b.maxWidth, b.chars]), TRUNCATION.skuWide], [[[480, 16], [1024, 12], [1440, 15]], 20]],
    ['unit truncation', TRUNCATION.unit, 16],
    ['card slider', CARD_SLIDER, { autoplayMs: 1000, transitionMs: 500, slides: 5 }],
    ['carousel timings', [CAROUSEL.autoplayMs, CAROUSEL.speedMs, CAROUSEL.autoplayExtraMs, CAROUSEL.resizeDebounceMs, CAROUSEL.lazyLoadTickMs], [3000, 500, 50, 50, 1000]],
    ['carousel dots', CAROUSEL.dotsMinWidth, 641],
    ['carousel breakpoints', CAROUSEL.slidesByWidth.map((b) => b.minWidth).filter((w) => w > 0), [1440, 1280, 1024, 768, 480]],
    ['carousel slider threshold and placeholders', [CAROUSEL.sliderMinProducts, CAROUSEL.loadingPlaceholders], [5, 10]],
    ['search limits', SEARCH_LIMITS, { products: 7, categories: 4, brands: 4, trending: 4, mobileSuggestions: 10 }],
    ['footer columns', [FOOTER_COLUMNS.byWidth.map((b) => [b.minWidth, b.columns]), FOOTER_COLUMNS.fallback, FOOTER_COLUMNS.maxSubcategories], [[[1400, 6], [1280, 5], [1024, 4], [768, 3]], 2, 6]],
    ['issue report', ISSUE_REPORT, { minLength: 10, maxLength: 250, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/gif'], maxScreenshots: 5 }],
    ['claim file size and count', [CLAIM_LIMITS.maxFileBytes, CLAIM_LIMITS.maxScreenshots, CLAIM_LIMITS.fileExtensions], [2 * 1024 * 1024, 1, ['png', 'jpeg', 'jpg', 'webp']]],
    ['claim timeout', CLAIM_LIMITS.timeoutMs, 30000],
    ['claim phone', [CLAIM_LIMITS.phoneDigits, CLAIM_LIMITS.phoneDisplayLength], [10, 14]],
    ['claim minimums', [CLAIM_LIMITS.quantityMin, CLAIM_LIMITS.quantityDefault, CLAIM_LIMITS.competitorPriceMin, CLAIM_LIMITS.priceStep, CLAIM_LIMITS.shippingMin, CLAIM_LIMITS.productAmountMin], [1, 1, 1, 0.01, 0, 1]],
    ['price match', PRICE_MATCH, { windowDays: 120, refundDays: '7 to 14', claimsPerProduct: 1 }],
    ['query cache', QUERY_CACHE, { gcMs: 300000, retryCount: 3, retryBaseMs: 1000, retryMaxMs: 30000 }],
    ['gulf dial codes, UAE first', GULF_DIAL_CODES, ['+971', '+966', '+965', '+974', '+968', '+973']],
    ['sign-in button heights', SIGN_IN_BUTTON_HEIGHTS, { large: 40, medium: 32, small: 20 }],
    ['maintenance window', [MAINTENANCE_WINDOW.start, MAINTENANCE_WINDOW.end], ['2025-07-31', '2025-08-01']],
    [
      'department pages',
      DEPARTMENTS.map((d) => `/${d.slug}`),
      ['/kitchen-equipment', '/refrigeration', '/tableware', '/kitchen-supplies', '/housekeeping', '/furniture', '/restaurant-food-supplies', '/hotel-supplies'],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('lists the carousel bands widest first, so the first band that fits wins', () => {
    const widths = CAROUSEL.slidesByWidth.map((b) => b.minWidth);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(new Set(CAROUSEL.slidesByWidth.map((b) => b.slides)).has(4)).toBe(true);
  });
});
