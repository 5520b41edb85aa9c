// What a guest's cart line and wishlist entry store for a product shown as a view. The stored
// shapes are the spec's (browser storage: CartItems, wishListItems, docs/behaviour.md §3) and do
// not change with the view; only where the values are read from does.
import { buildGuestWishlistEntry } from '../cart/guest-wishlist';
import type { GuestCartItem, GuestWishlistEntry } from '../cart/cart-types';
// Only the view's type: the runtime that stores lines stays free of the mapper's rules and words
// (the script tag's first file carries it).
import type { ProductCardView } from './product-card-view';

/** A guest cart line (local CartItems) for `quantity` of the product. */
export function guestCartLineOf(view: ProductCardView, quantity: number): GuestCartItem {
  return {
    product_id: view.id,
    quantity,
    name: view.name,
    image: view.images[0] ?? null,
    store_id: view.storeId,
    vendor_id: view.vendorId,
    delivery_days: view.deliveryDays,
    original_price: view.originalPrice,
    front_sale_price: view.salePrice,
    currency_title: view.currency,
    maximum_order_quantity: view.maximumOrderQuantity,
    minimum_order_quantity: view.minimumOrderQuantity,
    images: [...view.images],
    video_path: view.videoUrl,
    parent_category_url: view.parentCategoryUrl,
    category_url: view.categoryUrl,
    url: view.url,
  };
}

/** A guest wishlist entry (local wishListItems), in the server's wishlist shape. */
export function guestWishlistEntryOf(view: ProductCardView, now?: Date): GuestWishlistEntry {
  return buildGuestWishlistEntry(
    {
      id: view.id,
      name: view.name,
      images: [...view.images],
      sku: view.sku ?? undefined,
      price: view.originalPrice,
      original_price: view.originalPrice,
      sale_price: view.salePrice,
      front_sale_price: view.salePrice,
      delivery_days: view.deliveryDays,
      brand_id: view.brandId,
      brand_name: view.brandName,
      vendor_id: view.vendorId,
    },
    now,
  );
}
