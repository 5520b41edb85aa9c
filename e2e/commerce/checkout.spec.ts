// Money journeys in real Chromium against the real API, each from an empty browser and
// with customers of its own.
import { messages } from '@horeca/core/messages';
import { expect, test } from '../support/test';
import { expectAccessible } from '../storefront/support';
import { addFromProductPage, fillDubaiAddress, guestCartIds, pickProducts, registerCustomer, uniqueEmail } from './support';

test('a guest adds three products, signs up, keeps the cart and pays cash on delivery', async ({ page, request }) => {
  // The whole life of two orders in one journey: several minutes on a shared two-core machine.
  test.setTimeout(300_000);
  const products = await pickProducts(request, 'knife', 3);
  for (const product of products) await addFromProductPage(page, product);
  await expect.poll(() => guestCartIds(page)).toEqual(products.map((product) => product.id));

  await page.goto('/sign-up');
  await expectAccessible(page);
  const email = uniqueEmail('signup');
  const signUp = page.getByRole('form', { name: 'Create your account' });
  await signUp.getByLabel('Full name').fill('Journey Shopper');
  await signUp.getByLabel('Email address').fill(email);
  await signUp.getByLabel('Mobile number').fill('501234567');
  await signUp.getByLabel('Password (at least 8 characters)').fill('correct-horse-42');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/cart_\d+_[a-z0-9]{6}$/);

  // The merge moved the guest cart into the account: the server cart now lists all three.
  const lines = page.getByRole('list', { name: 'Products in your cart' });
  for (const product of products) await expect(lines.getByText(product.name, { exact: true })).toBeVisible();
  expect(await guestCartIds(page)).toEqual([]);
  await expectAccessible(page);

  await fillDubaiAddress(page, 'New delivery address', 'Use this address');
  // Saving the address waits behind the product pages' reads on a busy single-connection database.
  await expect(page.getByRole('radio', { name: /Marina Walk/ })).toBeChecked({ timeout: 30_000 });
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/\/review-checkout$/);
  // The signed-in shell was checked whole above; from here on axe checks each page's own content.
  await expectAccessible(page, '#main');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
  const firstNumber = (await page.getByText(/^HC-[A-Z0-9]{10}$/).textContent())!;
  const firstId = Number(new URL(page.url()).pathname.split('/').pop());
  await expectAccessible(page, '#main');

  // The order is listed; reorder puts its products back in the cart in one click.
  await page.goto('/my-order');
  await expect(page.getByRole('heading', { name: `Order ${firstNumber}` })).toBeVisible();
  await expectAccessible(page, '#main');
  await page.getByRole('button', { name: `Reorder ${firstNumber}` }).click();
  await expect(page.getByText('The products of this order have been added to your cart.')).toBeVisible();

  // A second order from the reordered cart, then cancelled before processing.
  await page.goto('/checkout/cart_1700000000001_zzzzzz');
  for (const product of products) await expect(lines.getByText(product.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Marina Walk/ })).toBeChecked();
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const secondNumber = (await page.getByText(/^HC-[A-Z0-9]{10}$/).textContent())!;
  await page.goto('/my-order');
  await page.getByRole('link', { name: `Cancel order ${secondNumber}` }).click();
  await expectAccessible(page, '#main');
  await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
  await expect(page.getByText('This order has been cancelled.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/order-details\/\d+$/);

  // The first order is delivered (the warehouse's step, set through the test API); one item goes back with a photo.
  expect((await request.post(`/api/test/orders/${firstId}/status`, { data: { status: 'delivered' } })).ok()).toBe(true);
  await page.goto(`/return-order/${firstId}`);
  await expect(page.getByRole('heading', { name: messages.returns.heading })).toBeVisible();
  await expect(page.getByText(messages.returns.breadcrumb)).toBeVisible();
  await page.getByRole('button', { name: 'Submit return request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.returns.productOrReasonRequired })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(escapeRegExp(products[0]!.name)) }).check();
  await page.getByLabel('Reason').selectOption(messages.returns.reasons.damaged);
  await page.getByLabel('Describe the problem (optional)').fill('The blade arrived chipped.');
  await page.getByLabel('Add photos').setInputFiles({ name: 'chipped.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'chipped.png' })).toBeVisible();
  await expectAccessible(page, '#main');
  await page.getByRole('button', { name: 'Submit return request' }).click();
  // A sent return opens My Orders in its Returns view (issue 33).
  await expect(page).toHaveURL(/\/registration\/all-orders\?view=returns$/);
  const returns = (await (await request.get('/api/frontend/returns', { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` } })).json()) as {
    data: { reason: string; files: { kind: string; name: string }[] }[];
  };
  expect(returns.data[0]).toMatchObject({ reason: messages.returns.reasons.damaged, files: [{ kind: 'image', name: 'chipped.png' }] });
});

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a guest checks out as a guest', async ({ page, request }) => {
  test.setTimeout(180_000);
  const existing = await registerCustomer(request, { tag: 'known' });
  const [product] = await pickProducts(request, 'tongs', 1);
  await addFromProductPage(page, product!);
  await expect.poll(() => guestCartIds(page)).toEqual([product!.id]);

  await page.goto('/checkout/cart_guest_1700000000000_abcdef');
  await expect(page.getByRole('heading', { name: messages.guestCheckout.continueAsGuestTitle })).toBeVisible();
  await page.getByRole('button', { name: messages.guestCheckout.continueAsGuestButton }).click();
  const contact = page.getByRole('form', { name: messages.guestCheckout.contactHeading });
  await contact.getByRole('button', { name: messages.guestCheckout.saveAndNext }).click();
  await expect(contact.getByText(messages.registration.nameRequired)).toBeVisible();
  await expectAccessible(page);

  await contact.getByLabel('Full name').fill('Guest Shopper');
  await contact.getByLabel('Email address').fill(existing.email);
  await contact.getByLabel('Mobile number').fill('501234567');
  await contact.getByRole('button', { name: messages.guestCheckout.saveAndNext }).click();
  await expect(contact.getByRole('alert')).toContainText(messages.guestCheckout.alreadyRegistered);

  await contact.getByLabel('Email address').fill(uniqueEmail('guest'));
  await contact.getByRole('button', { name: messages.guestCheckout.saveAndNext }).click();
  await expect(page.getByText('Contact details saved. You can continue to checkout.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products in your cart' }).getByText(product!.name, { exact: true })).toBeVisible();

  await fillDubaiAddress(page, 'New delivery address', 'Use this address');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});
