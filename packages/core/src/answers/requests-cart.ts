// The bodies of the cart and wishlist calls (docs/behaviour.md §7), built from core's cart-line
// rules. How many lines one merge may carry is the API's own limit (one transaction for them all):
// the API adds it to the lines (`.max`), so it is published with the route, not declared here.
import { array, object, type AnyObject, type ObjectSchema } from 'yup';
import type { Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';
import { cartLineSchema } from '../cart/cart-line';
import { requiredId } from '../fields/fields';
import { defineSchema, schemaIn } from '../fields/schema-in';

/** POST /frontend/cart/add and PUT /frontend/cart/decrease: a product and a count. */
export const cartLineRequest = cartLineSchema;

/** At least one item; the API says how many at most. */
export const mergedLines = <T extends AnyObject>(item: ObjectSchema<T>, say: Say = sayInEnglish) =>
  array(schemaIn(item, say)).required(say('core.cart.productRequired')).min(1, say('core.cart.productRequired'));

/** POST /frontend/cart/add-multiple: the guest cart's lines, merged at sign-in. */
export const addMultipleToCartRequest = defineSchema((say) => object({ products: mergedLines(cartLineRequest, say) }));

/** POST /frontend/wishlist/add and /frontend/save-for-later: one product. */
export const wishlistProductRequest = defineSchema((say) => object({ product_id: requiredId(say('core.cart.productRequired')) }));

/** POST /frontend/wishlist/add-multiple: the guest wishlist, merged at sign-in. */
export const addMultipleToWishlistRequest = defineSchema((say) => object({ products: mergedLines(wishlistProductRequest, say) }));
