// Issue 9, the login merge under faults on the storefront's /login (spec 4): the guest cart's
// add-multiple call reset, timed out after the server had already applied it, or delivered
// twice. The guest cart stays on the device until a merge is confirmed, and the account's
// cart ends holding each guest line exactly once, with its quantity.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestCartIds, pickProducts, registerCustomer, signInThroughLogin, type CatalogueProduct } from '../commerce/support';
import { serverCart } from '../support/customer';
import { recordUncaught } from './fault-table';

test.use({ reducedMotion: 'reduce' });

const ADD_MULTIPLE = '**/api/frontend/cart/add-multiple';
const QUANTITIES = [2, 3];

/** The guest cart as the storefront keeps it (spec 3, CartItems), before the page starts. */
async function seedGuestCart(page: Page, products: CatalogueProduct[]) {
  const lines = products.map((product, index) => ({ product_id: product.id, quantity: QUANTITIES[index], name: product.name }));
  await page.addInitScript((guest) => {
    if (localStorage.getItem('CartItems') === null && localStorage.getItem('authToken') === null) {
      localStorage.setItem('CartItems', JSON.stringify(guest));
      localStorage.setItem('TotalCartItems', String(guest.length));
    }
  }, lines);
}

async function setUp(page: Page, request: APIRequestContext, tag: string) {
  const customer = await registerCustomer(request, { tag });
  const products = await pickProducts(request, 'whisk', 2);
  await seedGuestCart(page, products);
  const expected = Object.fromEntries(products.map((product, index) => [product.id, QUANTITIES[index]]));
  return { customer, products, expected };
}

test('a merge that fails, then times out after the server applied it, ends in the account once on the next try', async ({ page, request }) => {
  const { customer, products, expected } = await setUp(page, request, 'merge-lost');
  const uncaught = recordUncaught(page);
  await page.clock.install();

  // 1. Sign-in: the connection is reset. The guest cart stays on this device.
  await page.route(ADD_MULTIPLE, (route) => route.abort('connectionreset'), { times: 1 });
  await signInThroughLogin(page, customer);
  await expect(page.getByText(/They are still saved on this device/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/cart_/);
  expect(await guestCartIds(page)).toEqual(products.map((product) => product.id));
  expect(await serverCart(request, customer)).toEqual({});

  // 2. "Move them to my cart": the server adds the lines, but its answer never arrives.
  let applied = 0;
  await page.route(
    ADD_MULTIPLE,
    async (route) => {
      await route.fetch();
      applied += 1; // the answer is dropped: the widget's 10 s time-out ends the wait
    },
    { times: 1 },
  );
  const moveThem = page.getByRole('button', { name: 'Move them to my cart' });
  await moveThem.click();
  await expect.poll(() => applied).toBe(1);
  await page.clock.runFor(10_500);
  await expect(moveThem).toBeEnabled();
  expect(await guestCartIds(page), 'unconfirmed, so still on this device').toEqual(products.map((product) => product.id));
  expect(await serverCart(request, customer)).toEqual(expected);

  // 3. The next try carries the same Idempotency-Key: the server replays, nothing is doubled.
  const replayed = page.waitForResponse((response) => response.url().endsWith('/cart/add-multiple'));
  await moveThem.click();
  expect((await replayed).headers()['idempotent-replayed']).toBe('true');
  await expect(page.getByText(/still only on this device/)).toHaveCount(0);
  expect(await guestCartIds(page)).toEqual([]);
  expect(await serverCart(request, customer)).toEqual(expected);
  expect(uncaught).toEqual([]);
});

test('a merge delivered twice (the request replayed on the way) is added once', async ({ page, request }) => {
  const { customer, expected } = await setUp(page, request, 'merge-twice');
  const uncaught = recordUncaught(page);
  let replayedHeader: string | undefined;
  await page.route(ADD_MULTIPLE, async (route) => {
    await route.fetch(); // a proxy retried the request: the server receives it twice
    const second = await route.fetch();
    replayedHeader = second.headers()['idempotent-replayed'];
    await route.fulfill({ response: second });
  });
  await signInThroughLogin(page, customer);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect.poll(() => guestCartIds(page)).toEqual([]);
  expect(replayedHeader).toBe('true');
  expect(await serverCart(request, customer)).toEqual(expected);
  await expect(page.getByText(/They are still saved on this device/)).toHaveCount(0);
  expect(uncaught).toEqual([]);
});
