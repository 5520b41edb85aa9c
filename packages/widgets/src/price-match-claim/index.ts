export { PriceMatchClaim } from './price-match-claim';
export type { PriceMatchClaimProps } from './price-match-claim';
export type { ClaimPrefill } from './claim-form';
export { createHttpClaimApi } from './claim-api';
export type { ClaimApi, HttpClaimApiOptions } from './claim-api';
