// One order as GET /frontend/orders/{id} answers it (ae, VAT included), for the page tests;
// each test overrides what it is about.
export function orderFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 42, number: 'HC-ABCDEFGHJK', status: 'pending', storefront: 'ae', currency: 'AED', subtotal: 160, discount: 0, shipping: 25,
    tax: 8.81, tax_included: true, total: 185, payment_method: 'cash_on_delivery', payment_status: 'unpaid', payment_expires_at: null, delivery_method: 'standard',
    purchase_order_number: null, contact: { name: 'Lina', email: 'lina@example.com', mobile_number: null },
    shipping_address: { address: 'Marina Walk 5', city: 'Dubai', country: 'United Arab Emirates' }, notes: null,
    created_at: '2026-11-20T10:00:00.000Z', cancelled_at: null, can_cancel: true, can_return: false,
    delivery_estimate: { region: 'uae', min_days: 2, max_days: 3, days: 'working' },
    order_products: [{ id: 7, product_id: 11, quantity: 2, unit_price: 80, line_total: 160, product: { id: 11, name: 'Chef Knife', sku: 'CK-1', images: [] }, returnable_quantity: 2 }],
    returns: [],
    ...overrides,
  };
}
