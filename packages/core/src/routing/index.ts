// @horeca/core/routing: the store's paths and the lazy page's chunk loading.
export { ChunkLoadError, classifyChunkFailure, loadChunk, type ChunkFailureType } from './chunk-load';
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
} from './routing';
export type { CategorySlugs, ProductPathFields, SearchCategory, SearchSubmitTarget } from './routing';
