// The add_to_cart analytics event of spec section 4: currency AED, value the sum of
// (sale price or original price) x quantity. Only the dataLayer array is touched; the tag
// script itself is the host's optional configuration and never loaded here.
import { DEFAULT_CURRENCY, addToCartAnalyticsValue, type GuestCartItem } from '@horeca/core';

export type AnalyticsLine = Pick<GuestCartItem, 'product_id' | 'name' | 'quantity' | 'original_price' | 'front_sale_price'>;

export interface AddToCartEvent {
  event: 'add_to_cart';
  ecommerce: {
    currency: typeof DEFAULT_CURRENCY;
    value: number;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushAddToCart(lines: AnalyticsLine[], target: DataLayerWindow | undefined = globalThis.window): AddToCartEvent {
  const event: AddToCartEvent = {
    event: 'add_to_cart',
    ecommerce: {
      currency: DEFAULT_CURRENCY,
      value: addToCartAnalyticsValue(lines),
      items: lines.map((line) => ({
        item_id: String(line.product_id),
        item_name: line.name,
        price: addToCartAnalyticsValue([{ ...line, quantity: 1 }]),
        quantity: line.quantity,
      })),
    },
  };
  if (target) {
    target.dataLayer = Array.isArray(target.dataLayer) ? target.dataLayer : [];
    target.dataLayer.push(event);
  }
  return event;
}
