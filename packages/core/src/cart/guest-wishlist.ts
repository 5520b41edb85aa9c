// A guest's wishlist lives in browser storage (wishListItems) in the shape the server's
// wishlist returns, so one list renderer serves guests and customers. The fixed
// defaults are the spec's (section 3).
import type { GuestWishlistEntry, GuestWishlistProduct } from './cart-types';
import type { Id } from '../api/answer-types';
import type { Product } from '../product/product-types';
import { displayPrice } from '../product/pricing';
import { productId } from '../product/product-fields';

/** Guests have no customer id; 0 can never collide with a real one. */
export const GUEST_WISHLIST_CUSTOMER_ID = 0;

/** A product as the card holds it, plus the fields a wishlist entry copies when present. */
export type WishlistSourceProduct = Product & {
  description?: unknown;
  brand_name?: string | null;
  brand_id?: Id | null;
  best_price?: number | null;
  left_stock?: number | string | null;
};

/** The description as a JSON-encoded list: '[]' when missing. */
function encodeDescription(description: unknown): string {
  if (Array.isArray(description)) return JSON.stringify(description);
  if (typeof description !== 'string' || description.trim() === '') return '[]';
  try {
    // Already encoded by the server: keep it as it is.
    if (Array.isArray(JSON.parse(description))) return description;
  } catch {
    // Plain text: wrap it below.
  }
  return JSON.stringify([description]);
}

function wishlistProductId(product: WishlistSourceProduct): Id {
  const id = productId(product);
  if (typeof id !== 'number' || !Number.isFinite(id)) {
    throw new TypeError('A wishlist entry needs the product id (id or product_id)');
  }
  return id;
}

export function buildGuestWishlistEntry(product: WishlistSourceProduct, now: Date = new Date()): GuestWishlistEntry {
  const id = wishlistProductId(product);
  const timestamp = now.toISOString();
  const inStock = Number(product.left_stock) > 0;
  const bestPrice = product.best_price ?? displayPrice(product).current;
  const sku = product.sku ?? '';

  const nested: GuestWishlistProduct = {
    id,
    name: product.name || product.product_name || '',
    description: encodeDescription(product.description),
    images: Array.isArray(product.images) ? [...product.images] : [],
    sku,
    vendor_sku: sku,
    brand_name: product.brand_name ?? '',
    price: product.price ?? null,
    sale_price: product.sale_price ?? null,
    original_price: product.original_price ?? null,
    front_sale_price: product.front_sale_price ?? null,
    best_price: bestPrice,
    map: bestPrice,
    delivery_days: product.delivery_days ?? null,
    stock_status: inStock ? 'in_stock' : 'out_of_stock',
    in_stock: inStock ? 1 : 0,
    in_wishlist: 1,
    status: 'published',
    currency: 'AED',
    return_policy: '30 Days',
    free_shipping: 1,
    selling_type: { attribute_value: '1/Each', attribute_value_unit: 'Each' },
    selling_unit_attribute: { attribute_value: '1/Each' },
    discounts: [],
    product_suppliers: [],
    benefits_features: [],
    documents: [],
    frequently_bought_together: [],
    units_sold: 0,
    views: 0,
    approved: 0,
    is_featured: 0,
    is_variation: 0,
    brand_id: product.brand_id ?? null,
    vendor_id: product.vendor_id ?? null,
    inventory: null,
    warranty_information: null,
  };

  return {
    customer_id: GUEST_WISHLIST_CUSTOMER_ID,
    product_id: id,
    created_at: timestamp,
    updated_at: timestamp,
    product: nested,
  };
}

// The contract names pickDefault beside the wishlist builder; it lives in its own file.
export { pickDefault } from '../account/pick-default';
