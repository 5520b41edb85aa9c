/**
 * <horeca-product-card>: one product card (docs/behaviour.md §2.9).
 *
 * Attributes: product-id (fetches the product) or product (JSON, also settable as an object
 * property), variant ('default' | 'saved' | 'flash-sale'), plus api-base, storefront, lang, dir, link-base.
 * Events (bubbling, composed): horeca:add-to-cart, horeca:wishlist-change,
 * horeca:remove-from-saved, horeca:navigate (cancellable: preventDefault() to route yourself).
 * CSS custom properties: the --horeca-* theme (see contract.ts) and --horeca-card-min-height.
 * Parts: card, media, discount, wishlist, name, promo, price, quantity, view-cart, add-to-cart,
 * remove-from-saved.
 */
import { commonAttributes, navigateEvent, themeProperties, type ElementContract } from '../elements/contract';

export const productCardContract = {
  tag: 'horeca-product-card',
  className: 'HorecaProductCardElement',
  display: 'block',
  description: 'A product card: images or video preview, wishlist heart, price, quantity control and Add To Cart.',
  attributes: [
    { name: 'product-id', type: 'string', description: 'Id of a product to fetch from the catalogue.' },
    { name: 'product', type: 'json', description: 'The product itself (JSON as the API sends it); wins over product-id.' },
    { name: 'variant', type: 'string', values: ['default', 'saved', 'flash-sale'], description: "'saved' adds 'Remove From Saved'; 'flash-sale' shows the four flash-sale promo texts and 'WAS {price}'.", default: "'default'" },
    ...commonAttributes,
  ],
  events: [
    {
      name: 'horeca:add-to-cart',
      description: 'Items were added to the cart (guest: local cart; signed in: confirmed by the server).',
      detail: '{ productId: number; quantity: number; cartQuantity: number; signedIn: boolean }',
      cancelable: false,
    },
    {
      name: 'horeca:wishlist-change',
      description: 'The product was added to or removed from the wishlist.',
      detail: '{ productId: number; inWishlist: boolean; signedIn: boolean }',
      cancelable: false,
    },
    {
      name: 'horeca:remove-from-saved',
      description: 'The product was removed from the saved-for-later list.',
      detail: '{ productId: number }',
      cancelable: false,
    },
    navigateEvent,
  ],
  cssProperties: [
    ...themeProperties,
    { name: '--horeca-card-min-height', description: 'Height reserved by the loading placeholder.', default: '360px' },
  ],
  parts: [
    { name: 'card', description: 'The card root (article).' },
    { name: 'media', description: 'Image slider and video area.' },
    { name: 'discount', description: 'Discount badge.' },
    { name: 'wishlist', description: 'Wishlist heart button.' },
    { name: 'name', description: 'Product name heading.' },
    { name: 'promo', description: 'Delivery promo text.' },
    { name: 'price', description: 'Price block.' },
    { name: 'unit', description: 'Unit label (per {unit}, or the per-unit price of a pack).' },
    { name: 'quantity', description: 'Quantity control shown after adding.' },
    { name: 'view-cart', description: "On a partner's page, after an add: the link to the store's cart with this page's lines." },
    { name: 'add-to-cart', description: 'Add To Cart button.' },
    { name: 'remove-from-saved', description: "'Remove From Saved' button (saved variant)." },
    { name: 'flash-promos', description: 'The flash-sale promo texts (flash-sale variant).' },
    { name: 'flash-was', description: "The 'WAS {price}' original price (flash-sale variant)." },
  ],
} as const satisfies ElementContract;
