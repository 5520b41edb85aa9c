/**
 * <horeca-cart-badge> and <horeca-wishlist-badge>: header count badges (docs/behaviour.md §2.7, §4).
 *
 * Attributes: href (makes the badge a link), plus api-base, storefront, lang, dir, link-base.
 * Events: none; the count follows every widget of the page and other tabs by itself.
 * CSS custom properties: the --horeca-* theme.
 * Parts: badge (the icon wrapper or link), count (the number bubble).
 */
import { commonAttributes, themeProperties, type ElementContract } from './contract';

const badgeParts = [
  { name: 'badge', description: 'The icon wrapper, or the link when href is set.' },
  { name: 'count', description: 'The number bubble.' },
] as const;

const hrefAttribute = { name: 'href', type: 'string', description: 'Where the badge links to.' } as const;

export const cartBadgeContract = {
  tag: 'horeca-cart-badge',
  className: 'HorecaCartBadgeElement',
  display: 'inline-block',
  description: "Cart count: the server's when signed in, the local cart's otherwise; enlarged with '99+' above 99.",
  attributes: [hrefAttribute, ...commonAttributes],
  events: [],
  cssProperties: themeProperties,
  parts: badgeParts,
} as const satisfies ElementContract;

export const wishlistBadgeContract = {
  tag: 'horeca-wishlist-badge',
  className: 'HorecaWishlistBadgeElement',
  display: 'inline-block',
  description: "Wishlist count: the server's when signed in, the local wishlist's otherwise.",
  attributes: [hrefAttribute, ...commonAttributes],
  events: [],
  cssProperties: themeProperties,
  parts: badgeParts,
} as const satisfies ElementContract;
