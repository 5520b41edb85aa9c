// Generated from the element contracts (src/<widget>/*.contract.ts) by src/elements/typings.ts;
// `npm run manifest -w @horeca/widgets` rewrites it. Do not edit.
// An element without events has an empty map:
/* eslint-disable @typescript-eslint/no-empty-object-type */

/** Events of <horeca-product-card>: name to `event.detail`. */
export interface HorecaProductCardEvents {
  /** Items were added to the cart (guest: local cart; signed in: confirmed by the server). */
  'horeca:add-to-cart': { productId: number; quantity: number; cartQuantity: number; signedIn: boolean };
  /** The product was added to or removed from the wishlist. */
  'horeca:wishlist-change': { productId: number; inWishlist: boolean; signedIn: boolean };
  /** The product was removed from the saved-for-later list. */
  'horeca:remove-from-saved': { productId: number };
  /** A product or category link was clicked. Call preventDefault() to route it yourself; otherwise the link is followed. */
  'horeca:navigate': { to: string; state: { productId?: number; categoryId?: number } };
}

/** Events of <horeca-product-carousel>: name to `event.detail`. */
export interface HorecaProductCarouselEvents {
  /** Items were added to the cart (guest: local cart; signed in: confirmed by the server). */
  'horeca:add-to-cart': { productId: number; quantity: number; cartQuantity: number; signedIn: boolean };
  /** The product was added to or removed from the wishlist. */
  'horeca:wishlist-change': { productId: number; inWishlist: boolean; signedIn: boolean };
  /** A product or category link was clicked. Call preventDefault() to route it yourself; otherwise the link is followed. */
  'horeca:navigate': { to: string; state: { productId?: number; categoryId?: number } };
}

/** Events of <horeca-cart-badge>: name to `event.detail`. */
export interface HorecaCartBadgeEvents {
}

/** Events of <horeca-wishlist-badge>: name to `event.detail`. */
export interface HorecaWishlistBadgeEvents {
}

/** Events of <horeca-search>: name to `event.detail`. */
export interface HorecaSearchEvents {
  /** A product or category link was clicked. Call preventDefault() to route it yourself; otherwise the link is followed. */
  'horeca:navigate': { to: string; state: { productId?: number; categoryId?: number } };
  /** The panel opened or closed. */
  'horeca:open-change': { open: boolean };
}

/** Events of <horeca-price-match-claim>: name to `event.detail`. */
export interface HorecaPriceMatchClaimEvents {
  /** The API accepted the claim (HTTP 200 or 201); the modal closes. */
  'horeca:claim-submitted': { id: number | string; status: 'received' | 'approved' | 'rejected'; message?: string };
  /** Sending failed; the message is the one the red banner shows (docs/behaviour.md §8). */
  'horeca:claim-failed': { message: string };
  /** The modal opened or closed (button, Cancel, close button, Escape, a sent claim). */
  'horeca:open-change': { open: boolean };
}

/** Events of <horeca-phone-input>: name to `event.detail`. */
export interface HorecaPhoneInputEvents {
  /** The number or the country changed (also fired once when the element loads). */
  'horeca:change': { value: string; valid: boolean; empty: boolean; message: string | null; country: 'AE' | 'SA' | 'KW' | 'QA' | 'OM' | 'BH'; nationalNumber: string };
}

/** Events of <horeca-newsletter>: name to `event.detail`. */
export interface HorecaNewsletterEvents {
  /** The email was subscribed. */
  'horeca:submitted': { email: string; message: string };
  /** The subscription failed; the message is the one shown under the field. */
  'horeca:failed': { email: string; message: string; status: number };
}

/** Events of <horeca-glitch-reporter>: name to `event.detail`. */
export interface HorecaGlitchReporterEvents {
  /** The report was received. */
  'horeca:submitted': { email: string; device: 'Tablet' | 'Mobile' | 'Desktop'; screenshots: number; withContext: boolean };
  /** Sending the report failed. */
  'horeca:failed': { message: string; status: number };
}

/** Every horeca:* event and its detail; a name several elements fire carries any of their details. */
export interface HorecaEvents {
  'horeca:add-to-cart': HorecaProductCardEvents['horeca:add-to-cart'] | HorecaProductCarouselEvents['horeca:add-to-cart'];
  'horeca:wishlist-change': HorecaProductCardEvents['horeca:wishlist-change'] | HorecaProductCarouselEvents['horeca:wishlist-change'];
  'horeca:remove-from-saved': HorecaProductCardEvents['horeca:remove-from-saved'];
  'horeca:navigate': HorecaProductCardEvents['horeca:navigate'] | HorecaProductCarouselEvents['horeca:navigate'] | HorecaSearchEvents['horeca:navigate'];
  'horeca:open-change': HorecaSearchEvents['horeca:open-change'] | HorecaPriceMatchClaimEvents['horeca:open-change'];
  'horeca:claim-submitted': HorecaPriceMatchClaimEvents['horeca:claim-submitted'];
  'horeca:claim-failed': HorecaPriceMatchClaimEvents['horeca:claim-failed'];
  'horeca:change': HorecaPhoneInputEvents['horeca:change'];
  'horeca:submitted': HorecaNewsletterEvents['horeca:submitted'] | HorecaGlitchReporterEvents['horeca:submitted'];
  'horeca:failed': HorecaNewsletterEvents['horeca:failed'] | HorecaGlitchReporterEvents['horeca:failed'];
}
