/**
 * <horeca-product-carousel>: a titled product section (docs/behaviour.md §2.9).
 *
 * Attributes: heading, products (JSON list, also settable as a property) or category (a
 * category slug to fetch), plus api-base, storefront, lang, dir, link-base.
 * Events (bubbling, composed): horeca:add-to-cart, horeca:wishlist-change, horeca:navigate
 * (cancellable).
 * CSS custom properties: the --horeca-* theme and --horeca-card-min-height.
 * Parts: carousel, title, controls, dots, and each card's parts are inside the same shadow root.
 */
import { commonAttributes, navigateEvent, type ElementContract } from '../elements/contract';
import { productCardContract } from '../product-card/product-card.contract';

export const productCarouselContract = {
  tag: 'horeca-product-carousel',
  className: 'HorecaProductCarouselElement',
  display: 'block',
  description: 'A product section: swipe row on narrow screens, slider from 5 products, grid below 5.',
  attributes: [
    // Not `title`: that global attribute would also show as a tooltip over the whole element.
    { name: 'heading', type: 'string', description: 'Section title.' },
    { name: 'products', type: 'json', description: 'The products (JSON list as the API sends them).' },
    { name: 'category', type: 'string', description: 'Category slug whose products are fetched when products is not set.' },
    ...commonAttributes,
  ],
  events: [productCardContract.events[0], productCardContract.events[1], navigateEvent],
  cssProperties: productCardContract.cssProperties,
  parts: [
    { name: 'carousel', description: 'The section root.' },
    { name: 'title', description: 'The section heading.' },
    { name: 'controls', description: 'Previous and next buttons (slider only).' },
    { name: 'dots', description: 'One button per slider position (slider only, from 641 px wide).' },
  ],
} as const satisfies ElementContract;
