import { DELIVERY_ESTIMATES } from '../constants/constants';
import { deliveryDaysText, deliveryEstimate, deliveryRegion } from './delivery-estimate';

describe('the delivery the store promises (FAQ figures)', () => {
  it('holds the FAQ figures: UAE 2-3 working days, GCC 7-10 days, US 2-5 business days', () => {
    expect(deliveryDaysText(deliveryEstimate('ae', 'United Arab Emirates'))).toBe('2-3 working days');
    expect(deliveryDaysText(deliveryEstimate('ae', 'Saudi Arabia'))).toBe('7-10 days');
    expect(deliveryDaysText(deliveryEstimate('us', 'United States'))).toBe('2-5 business days');
    expect(DELIVERY_ESTIMATES.gcc).toEqual({ minDays: 7, maxDays: 10, days: 'calendar' });
  });

  it('picks the region from the storefront and the destination country', () => {
    expect(deliveryRegion('ae', 'United Arab Emirates')).toBe('uae');
    expect(deliveryRegion('ae', ' UAE ')).toBe('uae');
    expect(deliveryRegion('ae', 'AE')).toBe('uae');
    expect(deliveryRegion('ae', undefined)).toBe('uae');
    for (const country of ['Saudi Arabia', 'Kuwait', 'Qatar', 'Oman', 'Bahrain']) expect(deliveryRegion('ae', country)).toBe('gcc');
    expect(deliveryRegion('us', 'United Arab Emirates')).toBe('us');
    expect(deliveryEstimate('ae', 'Oman')).toEqual({ region: 'gcc', min_days: 7, max_days: 10, days: 'calendar' });
  });
});
