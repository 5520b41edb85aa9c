/**
 * <horeca-cart-badge>: the header's cart count badge (docs/behaviour.md §2.7, §4).
 *
 * Attributes: href (makes the badge a link), plus api-base, storefront, lang, dir, link-base.
 * Events: none; the count follows every widget of the page and other tabs by itself.
 * CSS custom properties: the --horeca-* theme.
 * Parts: badge (the icon wrapper or link), count (the number bubble).
 */
import { commonAttributes, themeProperties, type ElementContract } from '../elements/contract';
import { badgeParts, hrefAttribute } from './count-badge.contract';

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
