export { DEFAULT_STOREFRONT, isStorefront, STOREFRONT_IDS, STOREFRONT_MESSAGE, STOREFRONTS, storefrontSchema } from './storefront';
export type { Storefront, StorefrontSettings } from './storefront';
export { storefrontFromHost } from './host';
export { STORE_IDENTITY, STORE_MARK, STORE_NAME } from './store-identity';
export type { StoreIdentity } from './store-identity';
