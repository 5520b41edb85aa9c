// @horeca/core/storefront: the two storefronts (ae, us): ids, settings, the guard, the host rule and the seller's identity.
export { DEFAULT_STOREFRONT, isStorefront, STOREFRONT_IDS, STOREFRONT_MESSAGE, STOREFRONTS } from './storefront';
export { storefrontSchema } from './storefront-schema';
export type { Storefront, StorefrontSettings } from './storefront';
export { storefrontFromHost } from './host';
export { STORE_IDENTITY, STORE_MARK, STORE_NAME } from './store-identity';
export type { StoreIdentity } from './store-identity';
