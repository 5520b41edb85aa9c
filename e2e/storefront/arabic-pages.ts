// The Arabic pages the issue names (issue 23), checked by arabic.spec.ts and photographed by
// arabic-screens.spec.ts.
export const LISTING = '/cooking-equipment/deep-fryers';
export const PRODUCT = '/cooking-equipment/deep-fryers/electrolux-professional-electric-deep-fryer-70-lb-16047';

/** [name, Arabic address, screenshot file]. */
export const ARABIC_PAGES: readonly (readonly [string, string, string])[] = [
  ['home', '/ar', 'home'],
  ['a listing', `/ar${LISTING}`, 'listing'],
  ['a product page', `/ar${PRODUCT}`, 'product'],
  ['the cart (review-checkout; a guest is sent to sign in)', '/ar/review-checkout', 'cart'],
  ['checkout', '/ar/checkout', 'checkout'],
  ['the account area (sign-in)', '/ar/login', 'account'],
  ['price match', '/ar/price-match', 'price-match'],
  ['settings', '/ar/settings', 'settings'],
];
