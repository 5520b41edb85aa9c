// The product card's view model (issue 27, "one vocabulary"): the API's card (the wire's ~28
// optional snake_case fields, some null, some under two names) read once into camelCase values
// the widgets show as they are. Every quirk of docs/behaviour.md §3 is resolved here, with core's
// rules: "id or product_id", name or product_name, price or original_price, sale_price or
// front_sale_price, currency defaulting to AED, images or the single image.
import { deliveryPromoKey, flashSalePromoKeys, type PromoKey } from './promo';
import { discountPercentBadge, discountPercentRounded, displayPrice, effectiveSalePrice, originalPrice } from './pricing';
import { parseNumberInput } from '../fields/digits';
import { productPath } from '../routing/routing';
import { unitLabel } from './unit-label';
import type { Id } from '../api/answer-types';
import type { ImageSet, Product } from './product-types';
import { isOutOfStock, productId, productImages, productName } from './product-fields';
import type { GuestCartItem } from '../cart/cart-types';
import { guestCartLineOf } from './view-guest-lines';

export interface ProductCardView {
  id: Id;
  name: string;
  sku: string | null;
  /** Where the product's page is: '/{category}/{subcategory}/{slug}', or the full URL the API sent. */
  path: string;
  /** The API's own url field (a slug, or a path), kept for the guest cart line that stores it. */
  url: string;
  parentCategoryUrl: string | null;
  categoryUrl: string | null;
  /** What the shopper pays now; null when the product carries no usable price. */
  price: number | null;
  /** The original price, struck through, only when there is a discount. */
  wasPrice: number | null;
  /** original_price, or price when a listing sends only that. */
  originalPrice: number | null;
  /** The sale price when it applies (non-zero and not the original). */
  salePrice: number | null;
  /** The badge's figure, e.g. '33.33'; null when no badge shows. */
  discountBadge: string | null;
  /** The price block's whole percent; 0 without a discount. */
  discountPercent: number;
  /** An ISO code, AED when the answer names none. */
  currency: string;
  /** Every picture, the single `image` when there is no list. */
  images: string[];
  /** Per image, in `images` order: its srcset as WebP and as PNG. */
  imageSets: ImageSet[];
  /** Per image, in `images` order; the name stands in for a missing one. */
  altTexts: string[];
  videoUrl: string | null;
  rating: number | null;
  outOfStock: boolean;
  minimumOrderQuantity: number | null;
  maximumOrderQuantity: number | null;
  /** The selling type's unit, else the selling unit; null when the card shows no unit. */
  sellingUnit: string | null;
  /** The price of one unit, only when it is not the card's price (a pack). */
  perUnitPrice: number | null;
  deliveryDays: number | null;
  /** 'FREE DELIVERY' or 'Now Shipping Faster', by core's message key. */
  deliveryPromo: PromoKey;
  /** The flash-sale card's four promos, by key, its delivery one following the product. */
  flashSalePromos: PromoKey[];
  inWishlist: boolean;
  storeId: Id | null;
  vendorId: Id | null;
  brandId: Id | null;
  brandName: string | null;
}

/** A card as any listing, cart line or wishlist line sends it, with the fields some add. */
export type ProductCardWire = Product & { brand_id?: Id | null; brand_name?: string | null };

/** A number the answer may send as text; anything unreadable counts as none. */
function numberOrNull(value: unknown): number | null {
  const number = parseNumberInput(value);
  return Number.isFinite(number) ? number : null;
}

const textOrNull = (value: string | null | undefined): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function toProductCardView(wire: ProductCardWire): ProductCardView {
  const name = productName(wire);
  const images = productImages(wire, Number.POSITIVE_INFINITY);
  const { current, was, currency } = displayPrice(wire);
  const unit = unitLabel(wire);
  return {
    id: productId(wire),
    name,
    sku: textOrNull(wire.sku),
    path: productPath(wire),
    url: wire.url ?? '',
    parentCategoryUrl: wire.parent_category_url ?? null,
    categoryUrl: wire.category_url ?? null,
    price: current,
    wasPrice: was,
    originalPrice: originalPrice(wire),
    salePrice: effectiveSalePrice(wire),
    discountBadge: discountPercentBadge(wire),
    discountPercent: discountPercentRounded(wire),
    currency,
    images,
    imageSets: wire.image_sets ?? [],
    altTexts: images.map((_, position) => wire.alt_tags?.[position] || name),
    videoUrl: textOrNull(wire.video_path),
    rating: numberOrNull(wire.avg_rating),
    outOfStock: isOutOfStock(wire),
    minimumOrderQuantity: numberOrNull(wire.minimum_order_quantity),
    maximumOrderQuantity: numberOrNull(wire.maximum_order_quantity),
    sellingUnit: unit?.fullUnit ?? null,
    perUnitPrice: unit?.perUnitPrice ?? null,
    deliveryDays: numberOrNull(wire.delivery_days),
    deliveryPromo: deliveryPromoKey(wire),
    flashSalePromos: flashSalePromoKeys(wire),
    inWishlist: Boolean(wire.in_wishlist),
    storeId: wire.store_id ?? null,
    vendorId: wire.vendor_id ?? null,
    brandId: wire.brand_id ?? null,
    brandName: wire.brand_name ?? null,
  };
}

/** A guest cart line straight from an answer's card. */
export const toGuestCartItem = (wire: ProductCardWire, quantity: number): GuestCartItem => guestCartLineOf(toProductCardView(wire), quantity);
