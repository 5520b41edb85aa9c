// Cart, wishlist and save-for-later shapes: the guest copies kept in browser storage
// (docs/behaviour.md §3) and the request/response bodies of docs/behaviour.md §7. The request
// bodies are declared once, in answers/requests-cart.ts; their types here are read from it.
import type { RequestBody } from '../answers/request-body';
import type { addMultipleToCartRequest, addMultipleToWishlistRequest, cartLineRequest } from '../answers/requests-cart';
import type { Id } from '../api/answer-types';
import type { DiscountTier, SellingType } from '../product/product-types';

/** A line of the guest cart (local CartItems). */
export interface GuestCartItem {
  product_id: Id;
  quantity: number;
  name: string;
  image: string | null;
  store_id: Id | null;
  vendor_id: Id | null;
  delivery_days: number | null;
  original_price: number | null;
  front_sale_price: number | null;
  currency_title: string;
  maximum_order_quantity: number | null;
  minimum_order_quantity: number | null;
  images: string[];
  video_path: string | null;
  parent_category_url: string | null;
  category_url: string | null;
  url: string;
}

/** The product nested in a guest wishlist entry, with the spec's fixed defaults as literal types. */
export interface GuestWishlistProduct {
  id: Id;
  name: string;
  /** Text-encoded list (JSON), '[]' when the product has none. */
  description: string;
  images: string[];
  sku: string;
  vendor_sku: string;
  brand_name: string;
  price: number | null;
  sale_price: number | null;
  original_price: number | null;
  front_sale_price: number | null;
  best_price: number | null;
  map: number | null;
  delivery_days: number | null;
  stock_status: 'in_stock' | 'out_of_stock';
  in_stock: 0 | 1;
  in_wishlist: 1;
  status: 'published';
  currency: 'AED';
  return_policy: '30 Days';
  free_shipping: 1;
  selling_type: SellingType;
  selling_unit_attribute: { attribute_value: string; attribute_value_unit?: string };
  discounts: DiscountTier[];
  product_suppliers: unknown[];
  benefits_features: unknown[];
  documents: unknown[];
  frequently_bought_together: unknown[];
  units_sold: 0;
  views: 0;
  approved: 0;
  is_featured: 0;
  is_variation: 0;
  brand_id: Id | null;
  vendor_id: Id | null;
  inventory: null;
  warranty_information: null;
}

/** An entry of the local wishListItems list, built from a product for guests. */
export interface GuestWishlistEntry {
  customer_id: number;
  product_id: Id;
  created_at: string;
  updated_at: string;
  product: GuestWishlistProduct;
}

/** An entry of the local SaveForLater list. */
export interface SaveForLaterItem {
  product_id: Id;
}

/** Body of POST /frontend/cart/add and PUT /frontend/cart/decrease; for decrease, quantity is the new count, or 1 when removing the last one. */
export type CartLineRequest = RequestBody<typeof cartLineRequest>;

/** Body of POST /frontend/cart/add-multiple (guest cart merged at login). */
export type AddMultipleToCartRequest = RequestBody<typeof addMultipleToCartRequest>;

/**
 * Answer of the cart mutations. The spec shows only `success`; we also return the
 * message to toast and the new number of items so the badge needs no second call.
 */
export interface CartMutationResponse {
  success: boolean;
  message: string;
  total: number;
}

/** Answer of GET /frontend/cart/total-products. */
export interface CartTotalResponse {
  total: number;
}

/** Body of POST /frontend/wishlist/add-multiple (guest wishlist merged at login). */
export type AddMultipleToWishlistRequest = RequestBody<typeof addMultipleToWishlistRequest>;

/** Answer of GET /frontend/wishlist/count. */
export interface WishlistCountResponse {
  count: number;
}
