// Issue 17: a shopper pays by card on the test provider's hosted page (served by the API, as a
// real gateway's page would be on its own site) and comes back to the store's outcome pages.
// The order is paid only when the provider's signed result says so.
import { expect, test, untilHydrated, type APIRequestContext, type Page } from '../support/test';
import { expectAccessible } from '../storefront/support';
import { firstId, pickProducts, registerCustomer, type TestCustomer } from './support';

/** A signed-in shopper with a saved Dubai address (the checkout pages' own journeys fill it in). */
async function shopperWithAddress(page: Page, request: APIRequestContext): Promise<TestCustomer> {
  const shopper = await registerCustomer(request, { tag: 'card' });
  const country_id = await firstId(request, '/api/countries', 'United Arab Emirates');
  const state_id = await firstId(request, `/api/states/${country_id}`);
  const city_id = await firstId(request, `/api/cities/${state_id}`);
  const saved = await request.post('/api/frontend/customer-address', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { type: 'shipping', address: 'Marina Walk, Tower 5', country_id, state_id, city_id, zip_code: '00000', is_default: 1 },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  await page.context().addInitScript((token) => {
    if (!localStorage.getItem('authToken')) localStorage.setItem('authToken', token);
  }, shopper.token);
  return shopper;
}

/** Checkout with one product in the cart, paying by card: ends on the provider's hosted page. */
async function checkoutByCard(page: Page, request: APIRequestContext, shopper: TestCustomer, productId: number): Promise<void> {
  expect((await request.post('/api/frontend/cart/add', { headers: { Authorization: `Bearer ${shopper.token}` }, data: { product_id: productId, quantity: 1 } })).status()).toBe(200);
  await page.goto('/checkout/cart_1700000000001_cardpy');
  await expect(page.getByRole('radio', { name: /Marina Walk/ })).toBeChecked({ timeout: 30_000 });
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/\/review-checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Test card payment' })).toBeVisible();
  await expect(page).toHaveURL(/\/api\/payments\/test\/checkout\?/);
}

async function orderOf(request: APIRequestContext, shopper: TestCustomer, id: string) {
  return (await (await request.get(`/api/frontend/orders/${id}`, { headers: { Authorization: `Bearer ${shopper.token}` } })).json()) as {
    status: string;
    payment_status: string;
    order_products: unknown[];
  };
}

test('card payment, success: the hosted page pays and the store shows the paid order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithAddress(page, request);
  const [product] = await pickProducts(request, 'tongs', 1);
  await checkoutByCard(page, request, shopper, product!.id);

  // Nothing is paid while the shopper is on the provider's page.
  const id = new URL(page.url()).searchParams.get('order')!;
  expect(await orderOf(request, shopper, id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Pay AED [\d.]+$/ }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/success/${id}$`));
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  expect(await orderOf(request, shopper, id)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  await expectAccessible(page, '#main');
});

test('card payment, declined then cancelled: the failure page, a retry, and the order kept', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithAddress(page, request);
  const [product] = await pickProducts(request, 'tongs', 1);
  await checkoutByCard(page, request, shopper, product!.id);
  const id = new URL(page.url()).searchParams.get('order')!;

  await page.getByRole('button', { name: 'Decline the card' }).click();
  await expect(page).toHaveURL(/\/payment\/decline$/);
  await expect(page.getByRole('heading', { name: 'Your payment was declined' })).toBeVisible();
  await expect(page.getByText('Your bank declined the card payment. Your order is saved and nothing was charged.')).toBeVisible();
  expect(await orderOf(request, shopper, id)).toMatchObject({ status: 'pending', payment_status: 'failed' });
  await expectAccessible(page, '#main');

  // Try again: back on the provider's page for the same order, then cancel there.
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Try the card again' }).click();
  await expect(page.getByRole('heading', { name: 'Test card payment' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('order')).toBe(id);
  await page.getByRole('button', { name: 'Cancel and return to the store' }).click();

  await expect(page).toHaveURL(/\/payment\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('You cancelled the card payment. Your order is saved and nothing was charged.')).toBeVisible();
  // The order is intact: still open, its lines kept, waiting for another way to pay.
  expect(await orderOf(request, shopper, id)).toMatchObject({ status: 'pending', payment_status: 'cancelled', order_products: [expect.anything()] });
  await untilHydrated(page);
  await page.getByRole('link', { name: 'Choose another payment method' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details/${id}$`));
  await expect(page.getByText(product!.name).first()).toBeVisible();
});
