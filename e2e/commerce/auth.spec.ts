// Sign-in journeys in real Chromium against the real API, each from an empty browser.
import { messages } from '@horeca/core/messages';
import { expect, test } from '../support/test';
import { expectAccessible } from '../storefront/support';
import { addFromProductPage, guestCartIds, pickProducts, registerCustomer, signInThroughLogin } from './support';

test('the login form shows the spec messages, and a wrong password is refused at the field', async ({ page, request }) => {
  const customer = await registerCustomer(request, { tag: 'login' });
  await page.goto('/login');
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Sign in to your account' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText(messages.login.emailRequired)).toBeVisible();
  await expect(form.getByText(messages.login.passwordRequired)).toBeVisible();
  await form.getByLabel('Email address').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText(messages.login.emailInvalid)).toBeVisible();
  await expect(form.getByText(messages.login.passwordMin)).toBeVisible();
  await expect(page.getByRole('link', { name: messages.login.signUpLink })).toHaveAttribute('href', '/sign-up');

  await signInThroughLogin(page, { email: customer.email, password: 'wrong-password-1' });
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Login failed/);
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot and reset password through the outbox, then sign in with the new password', async ({ page, request }) => {
  const customer = await registerCustomer(request, { tag: 'reset' });
  await page.goto('/forgot-password');
  await expectAccessible(page);
  const forgot = page.getByRole('form', { name: 'Reset your password' });
  await forgot.getByLabel('Email address').fill(customer.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent a link to reset the password/)).toBeVisible();

  const outbox = (await (await request.get(`/api/test/outbox?to=${encodeURIComponent(customer.email)}`)).json()) as { data: { text: string }[] };
  const link = outbox.data[0]?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  expect(link, 'reset link in the mail').toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/cart_\d+_[a-z0-9]{6}$/);

  // The link is single-use, and the old password no longer works.
  await page.goto(url.pathname + url.search);
  await page.getByLabel('New password', { exact: true }).fill('another-secret-10');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  expect((await request.post('/api/frontend/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(401);
  expect((await request.post('/api/frontend/login', { data: { email: customer.email, password: 'brand-new-secret-9' } })).status()).toBe(200);
});

test('a token revoked on the server signs the page out cleanly', async ({ page, request }) => {
  const customer = await registerCustomer(request, { tag: 'revoked' });
  await signInThroughLogin(page, customer);
  await expect(page).toHaveURL(/\/checkout\/cart_/);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  expect((await request.post('/api/frontend/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  await page.goto('/review-checkout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#main').getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBe('/review-checkout');
});

test('a failed merge keeps the guest cart on this device until it can be moved', async ({ page, request }) => {
  const customer = await registerCustomer(request, { tag: 'merge' });
  const [product] = await pickProducts(request, 'whisk', 1);
  await addFromProductPage(page, product!);
  await expect.poll(() => guestCartIds(page)).toEqual([product!.id]);

  await page.route('**/api/frontend/cart/add-multiple', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
  await signInThroughLogin(page, customer);
  await expect(page.getByText(/They are still saved on this device/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/cart_/);
  expect(await guestCartIds(page)).toEqual([product!.id]);
  await expect(page.getByText(/1 item you added as a guest is still only on this device/)).toBeVisible();

  await page.unroute('**/api/frontend/cart/add-multiple');
  await page.getByRole('button', { name: 'Move them to my cart' }).click();
  await expect(page.getByText(/still only on this device/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Products in your cart' }).getByText(product!.name, { exact: true })).toBeVisible();
  expect(await guestCartIds(page)).toEqual([]);
});
