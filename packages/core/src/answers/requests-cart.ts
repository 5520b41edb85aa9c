// The bodies of the cart and wishlist calls (docs/behaviour.md §7), built from core's cart-line
// rules. How many lines one merge may carry is the API's own limit (one transaction for them all):
// the API adds it to the lines (`.max`), so it is published with the route, not declared here.
import { array, object, type AnyObject, type ObjectSchema } from 'yup';
import { messages } from '../messages/messages';
import { cartLineSchema } from '../cart/cart-line';
import { requiredId } from '../fields/fields';

/** POST /frontend/cart/add and PUT /frontend/cart/decrease: a product and a count. */
export const cartLineRequest = cartLineSchema;

/** At least one item; the API says how many at most. */
export const mergedLines = <T extends AnyObject>(item: ObjectSchema<T>) =>
  array(item).required(messages.cart.productRequired).min(1, messages.cart.productRequired);

/** POST /frontend/cart/add-multiple: the guest cart's lines, merged at sign-in. */
export const addMultipleToCartRequest = object({ products: mergedLines(cartLineRequest) });

/** POST /frontend/wishlist/add and /frontend/save-for-later: one product. */
export const wishlistProductRequest = object({ product_id: requiredId(messages.cart.productRequired) });

/** POST /frontend/wishlist/add-multiple: the guest wishlist, merged at sign-in. */
export const addMultipleToWishlistRequest = object({ products: mergedLines(wishlistProductRequest) });
