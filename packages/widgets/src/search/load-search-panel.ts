// The open panel's chunk (suggestion groups, 'Trending Products' with their cart controls and
// the cart store they need): fetched when the shopper first points at, touches or focuses the
// box, so a header's search box loads only the box before its first use.
import { lazyChunk } from '../runtime/lazy-chunk';

export const searchPanelChunk = lazyChunk(() => import('./search-panel'));

export const loadSearchPanel = () => searchPanelChunk.load().then((chunk) => chunk.SearchPanel);
