// Flash-sale card texts of docs/behaviour.md §9.

export const FREE_DELIVERY_TEXT = 'FREE DELIVERY';
export const SHIPPING_FASTER_TEXT = 'Now Shipping Faster';

export const FLASH_SALE_TEXTS = [
  '15% discount on first time order',
  'SELLING OUT FAST',
  FREE_DELIVERY_TEXT,
  '5300+ SALE RECENTLY',
] as const;

export interface DeliveryFields {
  delivery_days?: number | string | null;
}

/**
 * 'FREE DELIVERY' when delivery_days is set, else 'Now Shipping Faster'. Zero counts as
 * set (same-day delivery is a delivery promise too); null, missing and blank do not.
 */
export function deliveryPromoText(product: DeliveryFields): string {
  const days = product.delivery_days;
  const isSet =
    (typeof days === 'number' && !Number.isNaN(days)) || (typeof days === 'string' && days.trim() !== '');
  return isSet ? FREE_DELIVERY_TEXT : SHIPPING_FASTER_TEXT;
}

/** The flash-sale card's promo texts in order, its delivery text following the product. */
export function flashSalePromoTexts(product: DeliveryFields): string[] {
  return FLASH_SALE_TEXTS.map((text) => (text === FREE_DELIVERY_TEXT ? deliveryPromoText(product) : text));
}
