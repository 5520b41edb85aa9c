// Flash-sale card texts of docs/behaviour.md §9, by their key in core's messages.promo (issue 27:
// a widget shows them in its language by key, not by translating the English back).
import { messages } from '../messages/messages';

export type PromoKey = keyof typeof messages.promo;

export const FREE_DELIVERY_TEXT = messages.promo.freeDelivery;
export const SHIPPING_FASTER_TEXT = messages.promo.shippingFaster;

/** The flash-sale card's promos in order (the delivery one follows the product). */
export const FLASH_SALE_KEYS = ['firstOrderDiscount', 'sellingOutFast', 'freeDelivery', 'recentSales'] as const satisfies readonly PromoKey[];
export const FLASH_SALE_TEXTS = FLASH_SALE_KEYS.map((key) => messages.promo[key]);

export interface DeliveryFields {
  delivery_days?: number | string | null;
}

/**
 * 'FREE DELIVERY' when delivery_days is set, else 'Now Shipping Faster'. Zero counts as
 * set (same-day delivery is a delivery promise too); null, missing and blank do not.
 */
export function deliveryPromoKey(product: DeliveryFields): 'freeDelivery' | 'shippingFaster' {
  const days = product.delivery_days;
  const isSet =
    (typeof days === 'number' && !Number.isNaN(days)) || (typeof days === 'string' && days.trim() !== '');
  return isSet ? 'freeDelivery' : 'shippingFaster';
}

/** The flash-sale card's promo keys in order, its delivery promo following the product. */
export function flashSalePromoKeys(product: DeliveryFields): PromoKey[] {
  return FLASH_SALE_KEYS.map((key) => (key === 'freeDelivery' ? deliveryPromoKey(product) : key));
}

/** The English text of deliveryPromoKey. */
export const deliveryPromoText = (product: DeliveryFields): string => messages.promo[deliveryPromoKey(product)];

/** The English texts of flashSalePromoKeys. */
export const flashSalePromoTexts = (product: DeliveryFields): string[] => flashSalePromoKeys(product).map((key) => messages.promo[key]);
