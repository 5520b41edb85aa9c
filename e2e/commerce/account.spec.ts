// Every account route renders real data for a signed-in customer, with the docs/behaviour.md §2.3 sidebar,
// and passes axe; the public tracking page finds an order by number and email.
import { messages } from '@horeca/core/messages';
import { expect, test } from '../support/test';
import { expectAccessible } from '../storefront/support';
import { pickProducts, registerCustomer, signInThroughLogin } from './support';

const ACCOUNT_ROUTES = [
  ['/registration/dashboard', 'My Profile'],
  ['/registration/account-settings/1', 'Account settings'],
  ['/registration/account-settings/2', 'Account settings'],
  ['/registration/addresses', 'Addresses'],
  ['/registration/AccountSecurity', 'Account Security'],
  ['/registration/coupons-offers', 'Coupons & Offers'],
  ['/registration/creditBalance', 'Credit Balance'],
  ['/registration/saved-documents', 'Documents & Compliance'],
  ['/registration/wishlist', 'Saved Items (Wishlist)'],
  ['/payment-invoices', 'Payments & Invoices'],
  ['/support-center', 'Help & Support'],
  ['/my-order', 'My Orders'],
  ['/my-quotes', 'My Quotes'],
  ['/search-order', 'Track your order'],
] as const;

test('the account routes for a business customer, each accessible', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await registerCustomer(request, { tag: 'account', type: 'Restaurant' });
  await signInThroughLogin(page, customer);
  await expect(page).toHaveURL(/\/checkout\/cart_/);
  for (const [index, [path, heading]] of ACCOUNT_ROUTES.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // The signed-in shell is the same on every route: checked whole on the first, then each
    // route's own content (the account menu included) in #main.
    await expectAccessible(page, index === 0 ? undefined : '#main');
  }
  await page.goto('/registration/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Account menu' });
  await expect(sidebar.getByRole('link', { name: messages.account.addresses })).toHaveAttribute('href', '/registration/account-settings/1');
  await expect(sidebar.getByRole('link', { name: messages.account.myProfile })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`Hello, ${customer.name}`)).toBeVisible();
});

test('a guest tracks an order by number and email, from the top strip through the sign-in page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Track your order' }).first().click();
  // /search-order is for customers: the sign-in page it leads a guest to offers the guest's way.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Track an order without an account' }).click();
  await expect(page).toHaveURL(/\/TrackYourOrder$/);
  await expectAccessible(page);
  await page.getByLabel('Order number').fill('HC-NOTANORDER');
  await page.getByLabel('Email address', { exact: true }).first().fill('nobody@example.com');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText('We could not find an order with this number and email.');
});

test("signing in from the header's Sign In returns to the product page the shopper was on", async ({ page, request }) => {
  const customer = await registerCustomer(request, { tag: 'header-sign-in' });
  const [product] = await pickProducts(request, 'blender', 1);
  await page.goto(product!.path);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in to your account' });
  await form.getByLabel('Email address').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${product!.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
});
