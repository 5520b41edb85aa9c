// The cart's, wishlist's, save-for-later's and recently viewed answers (routes/commerce/cart-routes.ts, wishlist-routes.ts).
import type { JsonSchema } from '../http/json-schema';
import { arrayOf, bool, component, constant, extend, int, nullable, num, obj, str } from '../http/schemas/build';
import { Currency } from '../catalogue/response-schemas';

/** The product as a cart line, the wishlist and recently viewed read it (products.ts's productCardFields). */
export const CartProduct = component(
  'CartProduct',
  obj({
    id: int(),
    product_id: int(),
    name: str(),
    sku: str(),
    url: str(),
    image: nullable(str()),
    images: arrayOf(str()),
    video_path: nullable(str()),
    original_price: num(),
    sale_price: num(),
    front_sale_price: num(),
    price: num(),
    currency: Currency,
    currency_title: Currency,
    delivery_days: nullable(int()),
    store_id: int(),
    vendor_id: int(),
    selling_unit: str(),
    minimum_order_quantity: int(),
    maximum_order_quantity: int(),
    in_stock: bool(),
    category_url: str(),
    parent_category_url: str(),
  }),
);

/** A cart line priced with its Buy-More-Save-More tier; `available` false when the product is gone or out of stock. */
export const CartLine = component(
  'CartLine',
  obj({
    id: int(),
    product_id: int(),
    quantity: int(),
    unit_price: num(),
    list_unit_price: num(),
    tier: nullable(obj({ min_quantity: int(), discount_percent: num() })),
    line_discount: num(),
    line_total: num(),
    available: bool(),
    product: CartProduct,
  }),
);

/** The cart: lines, units in it (`total`), and its money; `tax` is null until checkout on us. */
export const Cart = component(
  'Cart',
  obj({ data: arrayOf(CartLine), total: int(), subtotal: num(), discount: num(), tax: nullable(num()), tax_included: bool(), currency: Currency }),
);

/** What an add, add-multiple or decrease did, and the units now in the cart. */
export const CartChange = component('CartChange', obj({ product_id: int(), quantity: int() }));
export const cartChanged = (data: JsonSchema) => obj({ success: bool(), message: str(), data, total: int() });

export const CartCount = component('CartCount', obj({ total: int() }));
export const WishlistCount = component('WishlistCount', obj({ count: int() }));
export const WishlistChanged = component('WishlistChanged', obj({ success: bool(), message: str(), count: int() }));

export const WishlistProduct = component('WishlistProduct', extend(CartProduct, { in_wishlist: constant(true) }));
export const SavedProduct = component('SavedProduct', extend(CartProduct, { quantity: int() }));
