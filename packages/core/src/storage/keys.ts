// Browser-storage key names of docs/behaviour.md §3. The values are the spec's own key names,
// so data written by the existing storefront stays readable.

export const STORAGE_KEYS = {
  userProfile: 'userProfile',
  userNewName: 'userNewName',
  username: 'username',
  TotalCartItems: 'TotalCartItems',
  TotalWishList: 'TotalWishList',
  CartItems: 'CartItems',
  wishListItems: 'wishListItems',
  SaveForLater: 'SaveForLater',
  ProductId: 'ProductId',
  authToken: 'authToken',
  redirectTo: 'redirectTo',
  Guest_Item: 'Guest_Item',
  BuyMoreSaveMore: 'BuyMoreSaveMore',
  Address: 'Address',
  // The spec stores a default address without naming the key; this is our name for it.
  defaultAddress: 'defaultAddress',
  // The /settings page's choices (docs/behaviour.md §2.1 names the page, not its keys): our names too.
  language: 'language',
  notificationChoices: 'notificationChoices',
  session_id: 'session_id',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  gclid: 'gclid',
  savedCategories: 'savedCategories',
  // A partner page's cart handed to the store (docs/behaviour.md §2, /cart/add); the spec
  // names none of these. On the store: the handoff id the next order sends, so the order
  // records the partner. On the partner page: the handoff waiting for the store's word.
  partnerHandoff: 'partnerHandoff',
  pendingHandoff: 'horecaPendingHandoff',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Marketing keys in the order the lead call sends them (docs/behaviour.md §7). */
export const UTM_KEYS = [
  STORAGE_KEYS.utm_source,
  STORAGE_KEYS.utm_medium,
  STORAGE_KEYS.utm_campaign,
  STORAGE_KEYS.utm_term,
  STORAGE_KEYS.utm_content,
  STORAGE_KEYS.gclid,
] as const;

// Session-only flags ("remembered for the session" in docs/behaviour.md §4); the spec names no keys.
export const SESSION_KEYS = {
  betaBannerClosed: 'betaBannerClosed',
  usModalDismissed: 'usModalDismissed',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
