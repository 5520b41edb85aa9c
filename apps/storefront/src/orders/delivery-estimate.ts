// The delivery the store promises for an order, as the order answers it (core's
// DELIVERY_ESTIMATES, region by destination), in the page's words.
import type { OrderStatus } from '@horeca/core/api';
import type { DeliveryEstimate } from '@horeca/core/product';
import type { StorefrontWords } from '../lib/words';

export function deliveryEstimateText(estimate: DeliveryEstimate, ordersText: StorefrontWords['orders']): string {
  return ordersText.deliveryDays[estimate.region](estimate.min_days, estimate.max_days);
}

/** The promise matters until the order arrives (or is cancelled). */
export const awaitsDelivery = (status: OrderStatus) => status !== 'delivered' && status !== 'cancelled';
