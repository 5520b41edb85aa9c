// Which of the store's delivery promises (DELIVERY_ESTIMATES) an order gets: every US order the
// US one; on the Gulf storefront the UAE one for a UAE address, the GCC one for the other five.
import { DELIVERY_ESTIMATES, type Storefront } from '../constants/constants';

export type DeliveryRegion = keyof typeof DELIVERY_ESTIMATES;
/** Working days (UAE), calendar days (GCC) or business days (US), as the FAQ words each promise. */
export type DeliveryDays = (typeof DELIVERY_ESTIMATES)[DeliveryRegion]['days'];

/** The promise as the API answers it on an order. */
export interface DeliveryEstimate {
  region: DeliveryRegion;
  min_days: number;
  max_days: number;
  days: DeliveryDays;
}

/** How an address snapshot may name the UAE: the seeded country name, the picker's short name, ISO 3166. */
const UAE_NAMES = new Set(['united arab emirates', 'uae', 'ae']);

/**
 * The region of an order shipped from `storefront` to `country` (the address's country name or
 * ISO code). An ae order without a country is the home market's (the checkout always stores one).
 */
export function deliveryRegion(storefront: Storefront, country?: string | null): DeliveryRegion {
  if (storefront === 'us') return 'us';
  const name = (country ?? '').trim().toLowerCase();
  return name === '' || UAE_NAMES.has(name) ? 'uae' : 'gcc';
}

/** The promise of one region. */
export function regionDeliveryEstimate(region: DeliveryRegion): DeliveryEstimate {
  const promise = DELIVERY_ESTIMATES[region];
  return { region, min_days: promise.minDays, max_days: promise.maxDays, days: promise.days };
}

/** The promise for an order shipped from `storefront` to `country`. */
export function deliveryEstimate(storefront: Storefront, country?: string | null): DeliveryEstimate {
  return regionDeliveryEstimate(deliveryRegion(storefront, country));
}

/** In English, as the FAQ words it: '2-3 working days', '7-10 days', '2-5 business days'. */
export function deliveryDaysText({ min_days, max_days, days }: Pick<DeliveryEstimate, 'min_days' | 'max_days' | 'days'>): string {
  return `${min_days}-${max_days} ${days === 'calendar' ? 'days' : `${days} days`}`;
}
