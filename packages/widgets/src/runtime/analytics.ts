// The add_to_cart analytics event of docs/behaviour.md §4: currency AED, value the sum of
// (sale price or original price) x quantity, pushed to dataLayer. docs/behaviour.md §4 also has "an analytics
// tag script is injected on first add-to-cart": only when the host configured a tag id
// (WidgetConfig.analyticsId; the storefront's VITE_ANALYTICS_ID), once per page, and never
// without one, so tests and unconfigured hosts load nothing from a third party.
import { addToCartAnalyticsValue, type GuestCartItem } from '@horeca/core/cart';
import { DEFAULT_CURRENCY } from '@horeca/core/constants';

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

/** The tag's script address; the id is encoded, so a host's setting cannot break out of it. */
export const analyticsTagUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

const ANALYTICS_ID = /^[A-Z]{1,4}-[A-Z0-9-]{4,20}$/;

/**
 * Injects the tag script for `id` unless it is on the page already. Answers whether the page
 * has it now. An id that does not look like a tag id (G-XXXX, GTM-XXXX, AW-XXXX) loads nothing.
 */
export function injectAnalyticsTag(id: string | undefined, target: Document | undefined = globalThis.document): boolean {
  if (!id || !target || !ANALYTICS_ID.test(id)) return false;
  const src = analyticsTagUrl(id);
  if (target.querySelector(`script[src="${src}"]`)) return true;
  const win = target.defaultView as (DataLayerWindow & { gtag?: (...args: unknown[]) => void }) | null;
  if (win) {
    win.dataLayer = Array.isArray(win.dataLayer) ? win.dataLayer : [];
    const layer = win.dataLayer;
    // gtag's own queue: the tag reads `arguments` objects from dataLayer once it loads.
    win.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', id);
  }
  const script = target.createElement('script');
  script.async = true;
  script.src = src;
  target.head.append(script);
  return true;
}
