export { DEFAULT_STOREFRONT, isStorefront, STOREFRONT_IDS, STOREFRONT_MESSAGE, STOREFRONTS, storefrontSchema } from './storefront';
export type { Storefront, StorefrontSettings } from './storefront';
export { storefrontFromHost } from './host';
