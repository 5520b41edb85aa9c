// The form body's chunk. Fetched when the modal opens (or a moment earlier, when the open
// button is hovered or focused); a failed fetch is forgotten so the next try fetches again.
import { lazyChunk } from '../runtime/lazy-chunk';

export const claimFormChunk = lazyChunk(() => import('./claim-form'));

export const loadClaimForm = claimFormChunk.load;
