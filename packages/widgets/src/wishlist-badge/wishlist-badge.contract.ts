/**
 * <horeca-wishlist-badge>: the header's wishlist count badge (docs/behaviour.md §2.7, §4).
 *
 * Attributes: href (makes the badge a link), plus api-base, storefront, lang, dir, link-base.
 * Events: none; the count follows every widget of the page and other tabs by itself.
 * CSS custom properties: the --horeca-* theme.
 * Parts: badge (the icon wrapper or link), count (the number bubble).
 */
import { badgeParts, hrefAttribute } from '../cart-badge/count-badge.contract';
import { commonAttributes, themeProperties, type ElementContract } from '../elements/contract';

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
