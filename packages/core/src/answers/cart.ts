// The cart's, wishlist's, save-for-later's and recently viewed answers.
import { currency, productCardAnswer } from './catalogue';
import { amount, flag, listOf, named, oneOf, shape, text, whole, type Answer } from './fields';

/** The product as a cart line, the wishlist and recently viewed read it: the card's commerce fields, in stock or not. */
export const cartProductAnswer = named(
  'CartProduct',
  productCardAnswer
    .pick(['id', 'product_id', 'name', 'sku', 'url', 'image', 'images', 'video_path', 'original_price', 'sale_price', 'front_sale_price', 'price', 'currency', 'currency_title', 'delivery_days', 'store_id', 'vendor_id', 'selling_unit', 'minimum_order_quantity', 'maximum_order_quantity', 'category_url', 'parent_category_url'])
    .shape({ in_stock: flag() }),
);
export type CommerceProductCard = Answer<typeof cartProductAnswer>;

/** A cart line priced with its Buy-More-Save-More tier; `available` false when the product is gone or out of stock. */
export const cartLineAnswer = named(
  'CartLine',
  shape({
    id: whole(),
    product_id: whole(),
    quantity: whole(),
    unit_price: amount(),
    list_unit_price: amount(),
    /** The "buy more, save more" tier the quantity reached. */
    tier: shape({ min_quantity: whole(), discount_percent: amount() }).nullable(),
    line_discount: amount(),
    line_total: amount(),
    available: flag(),
    product: cartProductAnswer,
  }),
);
export type CartLine = Answer<typeof cartLineAnswer>;

/** The cart: lines, units in it (`total`), and its money; `tax` is null until checkout on us. */
export const cartAnswer = named(
  'Cart',
  shape({
    data: listOf(cartLineAnswer),
    total: whole(),
    subtotal: amount(),
    discount: amount(),
    tax: amount().nullable(),
    tax_included: flag(),
    currency,
  }),
);
export type CartView = Answer<typeof cartAnswer>;

/** What an add, add-multiple or decrease did, and the units now in the cart. */
export const cartChangeAnswer = named('CartChange', shape({ product_id: whole(), quantity: whole() }));
export const cartChangedAnswer = <S extends Parameters<typeof listOf>[0]>(data: S) => shape({ success: flag(), message: text(), data, total: whole() });

export const cartCountAnswer = named('CartCount', shape({ total: whole() }));
export const wishlistCountAnswer = named('WishlistCount', shape({ count: whole() }));
export const wishlistChangedAnswer = named('WishlistChanged', shape({ success: flag(), message: text(), count: whole() }));

export const wishlistProductAnswer = named('WishlistProduct', cartProductAnswer.shape({ in_wishlist: oneOf([true] as const) }));
export const savedProductAnswer = named('SavedProduct', cartProductAnswer.shape({ quantity: whole() }));
export type SavedItem = Answer<typeof savedProductAnswer>;

/** What a partner page's handed cart became: the lines added (with their products, for a guest's browser cart), those refused and why. */
export const cartHandoffAnswer = named(
  'CartHandoff',
  shape({
    success: flag(),
    message: text(),
    data: shape({
      id: text(),
      partner_origin: text().nullable(),
      replayed: flag(),
      merged_into_account: flag(),
      added: listOf(shape({ product_id: whole(), quantity: whole(), cart_quantity: whole().nullable(), product: cartProductAnswer })),
      rejected: listOf(shape({ item: text(), product_id: whole().nullable(), message: text() })),
      total: whole().nullable(),
    }),
  }),
);
export type CartHandoffResponse = Answer<typeof cartHandoffAnswer>;
