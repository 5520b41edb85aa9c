// One jotai store for every widget on the page: a card's add-to-cart reaches the cart badge
// at once because both read the same atoms, whichever element or React tree they live in.
import { createStore } from 'jotai/vanilla';

export type WidgetStore = ReturnType<typeof createStore>;

let pageStore: WidgetStore = createStore();

/** The page-wide store every HorecaProvider uses unless it is handed another one. */
export function getWidgetStore(): WidgetStore {
  return pageStore;
}

/**
 * Replaces the page-wide store with an empty one and returns it.
 * @internal For tests: each test starts from a fresh state read from storage.
 */
export function resetWidgetStore(): WidgetStore {
  pageStore = createStore();
  return pageStore;
}
