// Issue 4: the API answering 500 or never answering leaves every widget on the partner page
// usable, with the spec's message where it has one (spec section 8), and each widget
// recovers when the API comes back. Calls are intercepted in the browser (page.route).
import { expect, test, type Page, type Route } from '@playwright/test';
import { registerCustomer, serverCart, signInPages, type Customer } from '../support/customer';
import { clearPartnerStorage, openPartnerPage } from '../support/partner-page';

test.use({ reducedMotion: 'reduce' });

const catalogueReads = /\/api\/frontend\/(products\/\d+|categories\/[^/]+\/products)(\?|$)/;

/** Answers matching calls with `answer` while `broken()` says so; the rest go to the API. */
async function breakCalls(page: Page, pattern: RegExp, broken: () => boolean, answer: (route: Route) => Promise<void>) {
  await page.route(pattern, async (route) => (broken() ? answer(route) : route.continue()));
}

const answer500 = (route: Route) => route.fulfill({ status: 500, json: { message: 'Server Error' } });

test.describe('as a guest', () => {
  test.beforeEach(async ({ page }) => clearPartnerStorage(page));

  test('catalogue reads answering 500: each widget says so, the page goes on, and the widgets recover', async ({ page }) => {
    let broken = true;
    await breakCalls(page, catalogueReads, () => broken, answer500);
    const { errors } = await openPartnerPage(page, 'index.html');
    const cards = page.locator('horeca-product-card');
    await expect(cards.nth(0).getByText('This product could not be loaded.')).toBeVisible();
    await expect(cards.nth(1).getByText('This product could not be loaded.')).toBeVisible();
    await expect(page.locator('horeca-product-carousel').getByText('Products could not be loaded.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Wishlist, 0 items' })).toBeVisible();

    broken = false; // the swr retry (1 s, 2 s, 4 s) picks the products up
    await expect(cards.nth(0).getByRole('button', { name: 'Add To Cart' })).toBeVisible({ timeout: 15_000 });
    await expect(cards.nth(1).getByRole('button', { name: 'Add To Cart' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('horeca-product-carousel').getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await cards.nth(0).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('catalogue reads that never answer: after the widget time-out each widget says so instead of loading for ever', async ({ page }) => {
    await page.clock.install();
    let hanging = true;
    const held: Route[] = [];
    await breakCalls(page, catalogueReads, () => hanging, async (route) => void held.push(route));
    const { errors } = await openPartnerPage(page, 'index.html');
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(3);
    await expect(page.locator('horeca-product-card').first().getByText('This product could not be loaded.')).toHaveCount(0);
    await page.clock.runFor(10_500); // the 10 s widget time-out; the API still has not answered
    await expect(page.locator('horeca-product-card').nth(0).getByText('This product could not be loaded.')).toBeVisible();
    await expect(page.locator('horeca-product-card').nth(1).getByText('This product could not be loaded.')).toBeVisible();
    await expect(page.locator('horeca-product-carousel').getByText('Products could not be loaded.')).toBeVisible();

    hanging = false;
    await page.clock.runFor(2_000); // the next retry reaches the API again
    await expect(page.locator('horeca-product-card').first().getByRole('button', { name: 'Add To Cart' })).toBeVisible({ timeout: 15_000 });
    for (const route of held) await route.abort().catch(() => {});
    expect(errors).toEqual([]);
  });
});

test.describe('signed in', () => {
  let customer: Customer;
  test.beforeAll(async ({ request }) => {
    customer = await registerCustomer(request, 'api-errors');
  });
  test.beforeEach(async ({ context }) => signInPages(context, customer));

  test('cart and wishlist calls answering 500 are only logged (spec 8): the card stays usable and the badges keep their count', async ({ page, request }) => {
    let broken = false;
    await breakCalls(page, /\/api\/frontend\/(cart|wishlist)\//, () => broken, answer500);
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    const { errors } = await openPartnerPage(page, 'index.html');
    const card = page.locator('horeca-product-card').first();
    const before = Object.keys(await serverCart(request, customer)).length;
    await expect(page.getByRole('img', { name: before === 1 ? 'Cart, 1 item' : `Cart, ${before} items` })).toBeVisible();

    broken = true;
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => logged.some((text) => text.includes('Add to cart failed'))).toBe(true);
    // No quantity control is left behind and the button is ready for another try.
    await expect(card.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await card.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
    await expect(card.getByRole('button', { name: /^Add .* to wishlist$/ })).toBeVisible();
    await expect(page.getByRole('img', { name: before === 1 ? 'Cart, 1 item' : `Cart, ${before} items` })).toBeVisible();

    broken = false;
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(card.getByRole('group', { name: 'Quantity' })).toBeVisible();
    await expect(page.getByRole('img', { name: before + 1 === 1 ? 'Cart, 1 item' : `Cart, ${before + 1} items` })).toBeVisible();
    expect((await serverCart(request, customer))[1]).toBe(1);
    expect(errors).toEqual([]);
  });

  test("add to cart answered { success: false }: the spec's 'Some error occured.' toast titled 'error'", async ({ page }) => {
    await page.route(/\/api\/frontend\/cart\/add$/, (route) => route.fulfill({ status: 200, json: { success: false, message: 'Out of stock' } }));
    const { errors } = await openPartnerPage(page, 'index.html');
    const card = page.locator('horeca-product-card').nth(1);
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    const toast = card.getByRole('status', { name: 'Notifications' });
    await expect(toast).toContainText('error');
    await expect(toast).toContainText('Some error occured.');
    await expect(card.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});
