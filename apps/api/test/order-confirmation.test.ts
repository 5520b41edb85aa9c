// Issue 33: the order confirmation (the place-order answer, the order page and the mail) carries
// the lines with their totals, the payment and its state, and the delivery the store promises
// for the destination: 2-3 working days in the UAE, 7-10 days to the rest of the GCC, 2-5
// business days in the US (core's DELIVERY_ESTIMATES, the FAQ's figures).
import { formatMoneyIn } from '@horeca/core/money';
import { type Storefront } from '@horeca/core/storefront';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cities, countries, states } from '../src/db/schema/catalogue';
import { makeCustomer, sampleProducts, type TestCustomer } from './commerce-fixtures';
import { useTestApi, type TestApi } from './harness';

let api: TestApi;
useTestApi({ seedProducts: 300 }, (started) => (api = started));

async function place(iso2: string, storefront: Storefront = 'ae'): Promise<{ customer: TestCustomer; body: { data: Record<string, unknown> & { id: number; number: string; total: number; order_products: { quantity: number; line_total: number; product: { name: string; images: string[] } }[] } } }> {
  const customer = await makeCustomer(api);
  const [first, second] = await sampleProducts(api, 2);
  expect((await api.post('/api/frontend/cart/add', { product_id: first!.id, quantity: 2 }, { token: customer.token })).status).toBe(200);
  expect((await api.post('/api/frontend/cart/add', { product_id: second!.id, quantity: 1 }, { token: customer.token })).status).toBe(200);
  const [place] = await api.db
    .select({ country_id: countries.id, state_id: states.id, city_id: cities.id })
    .from(countries)
    .innerJoin(states, eq(states.countryId, countries.id))
    .innerJoin(cities, eq(cities.stateId, states.id))
    .where(and(eq(countries.iso2, iso2)))
    .orderBy(asc(states.id), asc(cities.id))
    .limit(1);
  const address = { type: 'shipping', address: '12 Harbour Road', ...place!, zip_code: '00000', is_default: 1, name: 'Amal', phone: '+971501234567' };
  const placed = await api.post('/api/frontend/checkout/place-order', { storefront, address, payment_method: 'bank_transfer' }, { token: customer.token });
  expect(placed.status, placed.text).toBe(201);
  return { customer, body: placed.body };
}

describe('the order confirmation', () => {
  it('promises the delivery of the destination: UAE, the rest of the GCC, the US', async () => {
    const uae = await place('AE');
    expect(uae.body.data.delivery_estimate).toEqual({ region: 'uae', min_days: 2, max_days: 3, days: 'working' });
    const oman = await place('OM');
    expect(oman.body.data.delivery_estimate).toEqual({ region: 'gcc', min_days: 7, max_days: 10, days: 'calendar' });
    const us = await place('US', 'us');
    expect(us.body.data.delivery_estimate).toEqual({ region: 'us', min_days: 2, max_days: 5, days: 'business' });
    // The order page answers the same promise, and each line's pictures and totals.
    const shown = (await api.get(`/api/frontend/orders/${oman.body.data.id}`, { token: oman.customer.token })).body;
    expect(shown.delivery_estimate.region).toBe('gcc');
    expect(shown.order_products).toHaveLength(2);
    for (const line of shown.order_products) {
      expect(line.product.images[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\//);
      expect(line.line_total).toBeGreaterThan(0);
    }
  });

  it('mails the lines with their totals, the payment and its state, and the estimate', async () => {
    const { customer, body } = await place('SA');
    const [mail] = (await api.get(`/api/test/outbox?to=${encodeURIComponent(customer.email)}`)).body.data as { text: string }[];
    const [first, second] = body.data.order_products;
    expect(mail!.text).toContain(`Items:\n- 2 × ${first!.product.name}: ${formatMoneyIn(first!.line_total, 'AED')}\n- 1 × ${second!.product.name}: ${formatMoneyIn(second!.line_total, 'AED')}\n`);
    expect(mail!.text).toContain(`Total: ${formatMoneyIn(body.data.total, 'AED')}\nPayment: Bank transfer, awaiting payment\nEstimated delivery: 7-10 days\n`);
  });
});
