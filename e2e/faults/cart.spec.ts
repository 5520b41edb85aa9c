// Issue 9, faults on a signed-in shopper's cart and wishlist calls from the partner's product
// page, every fault in turn in one page load: each failed change is logged (docs/behaviour.md §8: no user
// message), sent once, leaves no quantity control or count behind, and the next try after the
// API comes back lands in the server's cart exactly once.
import { expect, test } from '../support/test';
import { registerCustomer, serverCart, signInPages, type Customer } from '../support/customer';
import { openPartnerPage, waitForCards } from '../support/partner-page';
import { FAILING_FAULTS, countOf, injectFaults, recordMutations, recordUncaught, underFault } from './fault-table';

test.use({ reducedMotion: 'reduce' });

const ADD = 'POST /api/frontend/cart/add';
/** The widgets' time-out for a call (10 s), and a little more. */
const WIDGET_TIMEOUT_MS = 10_500;

let customer: Customer;
test.beforeAll(async ({ request }) => {
  customer = await registerCustomer(request, 'faults-cart');
});
test.beforeEach(async ({ context }) => signInPages(context, customer));

test('cart and wishlist changes under every fault: logged, sent once, nothing left behind; then each lands once', async ({ page, request }) => {
  await page.clock.install();
  const faults = await injectFaults(page, /\/api\/frontend\/(cart|wishlist)\//);
  const uncaught = recordUncaught(page);
  const mutations = recordMutations(page);
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await openPartnerPage(page, 'index.html');
  await waitForCards(page, 2);
  const [first, second] = [page.locator('horeca-product-card').nth(0), page.locator('horeca-product-card').nth(1)];
  const addToCart = first.getByRole('button', { name: 'Add To Cart' });
  const heart = first.getByRole('button', { name: /^Add .* to wishlist$/ });
  await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();

  let thrown = 0;
  for (const [tries, fault] of FAILING_FAULTS.entries()) {
    await test.step(fault, async () => {
      faults.fault = fault;
      await underFault(page, faults, () => addToCart.click(), WIDGET_TIMEOUT_MS);
      if (fault === 'malformed') {
        // An answer without success: true is the spec's refusal toast.
        await expect(first.getByRole('status', { name: 'Notifications' })).toContainText('Some error occured.');
      } else {
        thrown += 1;
        await expect.poll(() => logged.filter((text) => text.includes('Add to cart failed')).length).toBe(thrown);
      }
      await expect(addToCart).toBeEnabled();
      await expect(first.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
      expect(countOf(mutations, ADD), 'one request per click, never resent').toBe(tries + 1);

      await underFault(page, faults, () => heart.click(), WIDGET_TIMEOUT_MS);
      await expect(heart).toBeEnabled();
      await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Wishlist, 0 items' })).toBeVisible();
    });
  }
  await faults.release();
  expect(await serverCart(request, customer), 'no failed add reached the server').toEqual({});

  // Answers out of order: the first card's add is answered after the second card's wishlist add.
  faults.fault = 'out-of-order';
  await addToCart.click();
  await second.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await expect(second.getByRole('button', { name: /^Remove .* from wishlist$/ })).toBeVisible();
  await expect(first.getByRole('group', { name: 'Quantity' })).toBeVisible();
  faults.fault = null;
  await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Wishlist, 1 item' })).toBeVisible();
  expect(await serverCart(request, customer)).toEqual({ 1: 1 });

  // Refused by the server (success: false): the spec's toast titled 'error', and nothing added.
  await page.route(/\/api\/frontend\/cart\/add$/, (route) => route.fulfill({ json: { success: false, message: 'Out of stock' } }), { times: 1 });
  await second.getByRole('button', { name: 'Add To Cart' }).click();
  const toast = second.getByRole('status', { name: 'Notifications' });
  await expect(toast).toContainText('error');
  await expect(toast).toContainText('Some error occured.');
  await expect(second.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  expect(await serverCart(request, customer)).toEqual({ 1: 1 });
  expect(countOf(mutations, ADD)).toBe(FAILING_FAULTS.length + 2);
  expect(uncaught).toEqual([]);
});
