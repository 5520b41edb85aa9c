// Guest cart arithmetic of docs/behaviour.md §4: adding a product already in the local cart
// merges the quantity; the add-to-cart analytics value is the sum of price x quantity.
import { CARD_QUANTITY, HEADER_QUANTITY } from '../constants/constants';
import type { GuestCartItem } from './cart-types';
import { parseNumberInput } from '../fields/digits';
import { clampQuantity } from './quantity';
import { displayPrice, type PriceFields } from '../product/pricing';

/**
 * The most of one product a cart line may hold: the product's own maximum, never above the
 * header stepper's 100 (the product page adds up to 100 at once; the API's cart line allows
 * the same). A card's own stepper stops at 99 before it gets there.
 */
export function lineMaximum(item: Pick<GuestCartItem, 'maximum_order_quantity'>): number {
  const productMax = Math.floor(parseNumberInput(item.maximum_order_quantity ?? Number.NaN));
  return productMax >= CARD_QUANTITY.min ? Math.min(HEADER_QUANTITY.max, productMax) : HEADER_QUANTITY.max;
}

/**
 * The guest cart with `item` added: an existing line of the same product gets the sum of
 * both quantities (and the newer product data), a new product is appended. The input
 * list is left untouched; a corrupt stored list counts as empty.
 */
export function mergeGuestCartLine(lines: readonly GuestCartItem[] | null | undefined, item: GuestCartItem): GuestCartItem[] {
  const current = Array.isArray(lines) ? lines.filter((line) => line !== null && typeof line === 'object') : [];
  const key = String(item.product_id);
  const index = current.findIndex((line) => String(line.product_id) === key);
  const added = clampQuantity(item.quantity, CARD_QUANTITY.min, lineMaximum(item));
  if (index === -1) return [...current, { ...item, quantity: added }];

  const existing = current[index] as GuestCartItem;
  const had = clampQuantity(existing.quantity, 0, Number.MAX_SAFE_INTEGER);
  const merged = { ...existing, ...item, quantity: clampQuantity(had + added, CARD_QUANTITY.min, lineMaximum(item)) };
  return current.map((line, i) => (i === index ? merged : line));
}

/**
 * What the cart badge counts: units, the sum of the lines' quantities, as the signed-in badge's
 * GET /frontend/cart/total-products answers. The guest TotalCartItems counts the same, so the
 * badge keeps its meaning across sign-in. A corrupt quantity counts 0.
 */
export function cartUnitCount(lines: readonly Pick<GuestCartItem, 'quantity'>[] | null | undefined): number {
  if (!Array.isArray(lines)) return 0;
  return lines.reduce((sum, line) => {
    const quantity = Math.floor(parseNumberInput(line?.quantity ?? Number.NaN));
    return Number.isFinite(quantity) && quantity > 0 ? sum + quantity : sum;
  }, 0);
}

export type AnalyticsLine = PriceFields & { quantity: number | string | null | undefined };

/**
 * The value of an add-to-cart analytics event (currency AED): the sum of (sale price or
 * original price) x quantity, to 2 decimals. Lines without a price or quantity add 0.
 */
export function addToCartAnalyticsValue(lines: readonly AnalyticsLine[] | null | undefined): number {
  if (!Array.isArray(lines)) return 0;
  const total = lines.reduce((sum, line) => {
    const unit = displayPrice(line).current ?? 0;
    const quantity = parseNumberInput(line.quantity);
    return Number.isFinite(quantity) && quantity > 0 ? sum + unit * quantity : sum;
  }, 0);
  return Math.round((total + Number.EPSILON) * 100) / 100;
}
