import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { toFormData } from './multipart';
import { fakeFetch, hangingResponder, json, type RecordedCall } from './testing/fake-fetch';
import type { ClaimSubmitRequest } from '../forms/form-types';

const BASE = 'https://catalogue.example';

function clientWith(respond: (call: RecordedCall) => Response | Promise<Response> = () => json({ success: true })) {
  const fake = fakeFetch(respond);
  return { fake, client: createApiClient({ baseURL: BASE, getToken: () => null, fetch: fake.fetch }) };
}

/** FormData as { key: [values] }, files shown as 'file:<name>:<type>'. */
function entriesOf(body: unknown): Record<string, string[]> {
  expect(body).toBeInstanceOf(FormData);
  const out: Record<string, string[]> = {};
  for (const [key, value] of (body as FormData).entries()) {
    const shown = typeof value === 'string' ? value : `file:${value.name}:${value.type}`;
    (out[key] ??= []).push(shown);
  }
  return out;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

afterEach(() => {
  vi.useRealTimers();
});

describe('toFormData', () => {
  it('sends booleans as 1/0, numbers as text, lists one part each, and leaves out null and undefined', () => {
    const form = toFormData({
      yes: true,
      no: false,
      n: 2.5,
      empty: '',
      gone: undefined,
      nothing: null,
      'files[]': [png('a.png'), png('b.png')],
      blob: new Blob(['x'], { type: 'text/plain' }),
    });
    expect(entriesOf(form)).toEqual({
      yes: ['1'],
      no: ['0'],
      n: ['2.5'],
      empty: [''],
      'files[]': ['file:a.png:image/png', 'file:b.png:image/png'],
      blob: ['file:upload:text/plain'],
    });
  });
});

describe('multipart calls', () => {
  it('submitReturn posts the return fields and every photo and video', async () => {
    const { fake, client } = clientWith();
    const video = new File(['v'], 'unbox.mp4', { type: 'video/mp4' });
    await client.submitReturn(77, {
      order_id: 900,
      product_id: 12,
      quantity: 2,
      reason: 'Damaged or defective',
      description: 'Cracked lid',
      product_images: [png('front.png'), png('side.png')],
      product_videos: [video],
    });
    const call = fake.lastCall();
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${BASE}/api/frontend/order-products/77/return`);
    expect(call.headers['content-type']).toBeUndefined();
    expect(entriesOf(call.body)).toEqual({
      order_id: ['900'],
      product_id: ['12'],
      quantity: ['2'],
      reason: ['Damaged or defective'],
      description: ['Cracked lid'],
      'product_images[]': ['file:front.png:image/png', 'file:side.png:image/png'],
      'product_videos[]': ['file:unbox.mp4:video/mp4'],
    });
  });

  it('submitGlitchReport posts email, description, device and the screenshots', async () => {
    const { fake, client } = clientWith();
    await client.submitGlitchReport({
      email: 'a@b.co',
      description: 'The cart badge shows 0',
      device: 'Mobile',
      images: [png('shot.png')],
    });
    const call = fake.lastCall();
    expect(call.url).toBe(`${BASE}/api/frontend/glitch-errors`);
    expect(entriesOf(call.body)).toEqual({
      email: ['a@b.co'],
      description: ['The cart badge shows 0'],
      device: ['Mobile'],
      'images[]': ['file:shot.png:image/png'],
    });
  });

  it('submitGlitchReport adds page_url, storefront and widget_version when the reporter consented', async () => {
    const { fake, client } = clientWith();
    await client.submitGlitchReport({
      email: 'a@b.co',
      description: 'The cart badge shows 0',
      device: 'Desktop',
      images: [],
      context: { page_url: 'https://partner.example/menu', storefront: 'ae', widget_version: '0.1.0' },
    });
    expect(entriesOf(fake.lastCall().body)).toEqual({
      email: ['a@b.co'],
      description: ['The cart badge shows 0'],
      device: ['Desktop'],
      page_url: ['https://partner.example/menu'],
      storefront: ['ae'],
      widget_version: ['0.1.0'],
    });
  });
});

describe('submitClaim', () => {
  const claim: ClaimSubmitRequest = {
    claim_type: 'post',
    order_number: 'HX-1001',
    order_date: '2025-05-02',
    product_amount: 950,
    customer_name: 'Sara Ali',
    customer_email: 'sara@example.com',
    customer_country_code: '',
    customer_mobile_number: '(123) 456-7890',
    customer_address: '1 Palm St',
    customer_country: 'United States',
    customer_city: 'Austin',
    product_url: 'https://shop.example/oven',
    product_quantity: 1,
    competitor_product_url: 'https://rival.example/oven',
    competitor_product_price: 899.99,
    competitor_screenshot: png('offer.png'),
    is_confirm: true,
    is_agree: true,
  };

  it('posts the sent fields of docs/behaviour.md §3 plus type, order number, date and amount', async () => {
    const { fake, client } = clientWith(() => json({ id: 5, status: 'received' }, 201));
    await expect(client.submitClaim(claim)).resolves.toEqual({ status: 201, data: { id: 5, status: 'received' } });
    const call = fake.lastCall();
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${BASE}/api/frontend/price-match-claims`);
    expect(call.headers['content-type']).toBeUndefined();
    expect(entriesOf(call.body)).toEqual({
      claim_type: ['post'],
      order_number: ['HX-1001'],
      order_date: ['2025-05-02'],
      product_amount: ['950'],
      customer_name: ['Sara Ali'],
      customer_email: ['sara@example.com'],
      customer_country_code: [''],
      customer_mobile_number: ['(123) 456-7890'],
      customer_address: ['1 Palm St'],
      customer_country: ['United States'],
      customer_city: ['Austin'],
      product_url: ['https://shop.example/oven'],
      product_quantity: ['1'],
      competitor_product_url: ['https://rival.example/oven'],
      competitor_product_price: ['899.99'],
      competitor_screenshot: ['file:offer.png:image/png'],
      is_confirm: ['1'],
      is_agree: ['1'],
    });
  });

  it('sends the optional fields when given', async () => {
    const { fake, client } = clientWith(() => json({ id: 6, status: 'received' }, 200));
    await client.submitClaim({
      ...claim,
      customer_business_name: 'Cafe Sara',
      customer_state: 'TX',
      customer_zipcode: '73301',
      competitor_product_shipping_charge: 0,
    });
    expect(entriesOf(fake.lastCall().body)).toMatchObject({
      customer_business_name: ['Cafe Sara'],
      customer_state: ['TX'],
      customer_zipcode: ['73301'],
      competitor_product_shipping_charge: ['0'],
    });
  });

  it('gives up after 30000 ms with code ECONNABORTED (docs/behaviour.md §7)', async () => {
    vi.useFakeTimers();
    const { client } = clientWith(hangingResponder);
    let settled = false;
    const outcome = client
      .submitClaim(claim)
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'ECONNABORTED', timeoutMs: 30_000 });
  });

  it('is the only call with a timeout: other calls wait as long as the server takes', async () => {
    vi.useFakeTimers();
    const { client } = clientWith(hangingResponder);
    let settled = false;
    void client.getCountries().then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(settled).toBe(false);
  });
});
