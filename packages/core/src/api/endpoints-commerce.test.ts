import { describe, expect, it } from 'vitest';
import { commerceEndpoints } from './endpoints';
import { invoicePdfPath } from './endpoints/orders';
import { quotePdfPath } from './endpoints/quotes';
import { createRequest } from './http';
import { fakeFetch, json } from './testing/fake-fetch';

const BASE = 'https://catalogue.example';

function endpointsWith() {
  const fake = fakeFetch(() => json({ success: true, data: [] }));
  const api = commerceEndpoints(createRequest({ baseURL: BASE, getToken: () => 'tok', fetch: fake.fetch }));
  return { fake, api };
}

type Row = [name: string, call: (api: ReturnType<typeof commerceEndpoints>) => Promise<unknown>, method: string, path: string, body?: unknown];

const address = { address: 'Villa 3', country_id: 1, state_id: 2, city_id: 3, zip_code: '00000' };

const ROWS: Row[] = [
  ['logout', (a) => a.logout(), 'POST', '/frontend/logout'],
  ['getMe', (a) => a.getMe(), 'GET', '/frontend/me'],
  ['forgotPassword', (a) => a.forgotPassword('a@b.co'), 'POST', '/frontend/forgot-password', { email: 'a@b.co' }],
  ['resetPassword', (a) => a.resetPassword('t0k', 'new-pass-1'), 'POST', '/frontend/reset-password', { token: 't0k', password: 'new-pass-1' }],
  ['changePassword', (a) => a.changePassword('old', 'new-pass-1'), 'PUT', '/frontend/account/password', { current_password: 'old', new_password: 'new-pass-1' }],
  ['getCart', (a) => a.getCart('us'), 'GET', '/frontend/cart?storefront=us'],
  ['removeCartLine', (a) => a.removeCartLine(7), 'DELETE', '/frontend/cart/7'],
  ['saveForLater', (a) => a.saveForLater(7), 'POST', '/frontend/save-for-later', { product_id: 7 }],
  ['getSavedForLater', (a) => a.getSavedForLater(), 'GET', '/frontend/save-for-later?storefront=ae'],
  ['getWishlist', (a) => a.getWishlist(), 'GET', '/frontend/wishlist?storefront=ae'],
  ['recordRecentProduct (guest)', (a) => a.recordRecentProduct(7, 'guest_token_1'), 'POST', '/frontend/recent-products', { product_id: 7, guest_token: 'guest_token_1' }],
  ['getCheckoutSummary', (a) => a.getCheckoutSummary('ae', 'express'), 'GET', '/frontend/checkout/summary?storefront=ae&delivery_method=express'],
  ['placeOrder', (a) => a.placeOrder({ address, payment_method: 'cash_on_delivery' }), 'POST', '/frontend/checkout/place-order', { address, payment_method: 'cash_on_delivery' }],
  ['changeOrderPayment', (a) => a.changeOrderPayment(5, { payment_method: 'card' }), 'POST', '/frontend/orders/5/payment', { payment_method: 'card' }],
  ['getOrders', (a) => a.getOrders({ page: 2, status: 'shipped' }), 'GET', '/frontend/orders?page=2&status=shipped'],
  ['cancelOrder', (a) => a.cancelOrder(5), 'POST', '/frontend/orders/5/cancel'],
  ['trackOrder', (a) => a.trackOrder('HC-1', 'a@b.co'), 'POST', '/frontend/track-order', { order_number: 'HC-1', email: 'a@b.co' }],
  ['getReturns', (a) => a.getReturns(), 'GET', '/frontend/returns'],
  ['withdrawReturn', (a) => a.withdrawReturn(12), 'POST', '/frontend/returns/12/withdraw'],
  ['createQuote', (a) => a.createQuote({ items: [{ product_id: 1, quantity: 20 }] }), 'POST', '/frontend/quotes', { items: [{ product_id: 1, quantity: 20 }] }],
  ['getQuotes', (a) => a.getQuotes(), 'GET', '/frontend/quotes'],
  ['getQuote', (a) => a.getQuote(9), 'GET', '/frontend/quotes/9'],
  ['updateQuote', (a) => a.updateQuote(9, { notes: 'x', items: [{ product_id: 2, quantity: 3 }] }), 'PUT', '/frontend/quotes/9', { notes: 'x', items: [{ product_id: 2, quantity: 3 }] }],
  ['updateProfile', (a) => a.updateProfile({ name: 'N', country_code: '+971', mobile_number: '501234567' }), 'PUT', '/frontend/account/profile', { name: 'N', country_code: '+971', mobile_number: '501234567' }],
  ['createAddress', (a) => a.createAddress(address), 'POST', '/frontend/customer-address', address],
  ['updateAddress', (a) => a.updateAddress(3, address), 'PUT', '/frontend/customer-address/3', address],
  ['setDefaultAddress', (a) => a.setDefaultAddress(3), 'PUT', '/frontend/customer-address/3/default'],
  ['deleteAddress', (a) => a.deleteAddress(3), 'DELETE', '/frontend/customer-address/3'],
  ['getCoupons', (a) => a.getCoupons(), 'GET', '/frontend/account/coupons'],
  ['getCreditBalance', (a) => a.getCreditBalance(), 'GET', '/frontend/account/credit-balance'],
  ['getSavedDocuments', (a) => a.getSavedDocuments(), 'GET', '/frontend/account/documents'],
  ['deleteSavedDocument', (a) => a.deleteSavedDocument(4), 'DELETE', '/frontend/account/documents/4'],
  ['getInvoices', (a) => a.getInvoices(), 'GET', '/frontend/account/invoices'],
];

describe('commerce endpoints (calls outside docs/behaviour.md §7)', () => {
  it.each(ROWS)('%s -> %s %s', async (_name, call, method, path, body) => {
    const { fake, api } = endpointsWith();
    await call(api);
    const sent = fake.lastCall();
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(`${BASE}/api${path}`);
    expect(sent.headers.authorization).toBe('Bearer tok');
    if (body === undefined) expect(sent.body ?? undefined).toBeUndefined();
    else expect(JSON.parse(String(sent.body))).toEqual(body);
  });

  it('placeOrder sends the Idempotency-Key when given', async () => {
    const { fake, api } = endpointsWith();
    await api.placeOrder({ address_id: 3, payment_method: 'card' }, { idempotencyKey: 'order-1' });
    expect(fake.lastCall().headers['idempotency-key']).toBe('order-1');
  });

  it('uploads a saved document as multipart', async () => {
    const { fake, api } = endpointsWith();
    await api.uploadSavedDocument('trade_license', 'Licence', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const form = fake.lastCall().body as FormData;
    expect(form.get('kind')).toBe('trade_license');
    expect(form.get('title')).toBe('Licence');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('ids are encoded into one path segment', async () => {
    const { fake, api } = endpointsWith();
    await api.getQuote('1/../2' as unknown as number);
    expect(fake.lastCall().url).toBe(`${BASE}/api/frontend/quotes/1%2F..%2F2`);
    expect(quotePdfPath(3)).toBe('/api/frontend/quotes/3/download');
    expect(invoicePdfPath(4)).toBe('/api/frontend/orders/4/invoice');
  });
});
