// Issue 9, faults on the partner's product page (e2e/partner/index.html: two product cards, a
// carousel, the cart and wishlist badges; one page load per fault), signed in so every widget
// on the page reads from the API: the product, listing and count reads all fail at once, each
// widget says so (the badges log and keep their value, docs/behaviour.md §8) or shows the right data, nothing
// throws into the partner's page, and every widget recovers when the API answers again.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { registerCustomer, serverCart, signInPages, type Customer } from '../support/customer';
import { API_URL } from '../support/env';
import { openPartnerPage } from '../support/partner-page';
import { FAULTS, countOf, injectFaults, recordMutations, recordUncaught } from './fault-table';

test.use({ reducedMotion: 'reduce' });

const reads = /\/api\/frontend\/(products\/\d+|categories\/[^/?]+\/products|cart\/total-products|wishlist\/count)(\?|$)/;
/** Already in the account before the page opens, so a recovered badge has a figure to show. */
const SAVED_IN_CART = 5;
const SAVED_IN_WISHLIST = 6;

async function productName(request: APIRequestContext, id: number): Promise<string> {
  const body = (await (await request.get(`${API_URL}/api/frontend/products/${id}`)).json()) as { data: { name: string } };
  return body.data.name;
}

/** The cart badge counts units (the API's total-products), not lines. */
async function unitsInCart(request: APIRequestContext): Promise<number> {
  return Object.values(await serverCart(request, customer)).reduce((sum, quantity) => sum + quantity, 0);
}

const badge = (page: Page, kind: 'Cart' | 'Wishlist', count: number) =>
  page.getByRole('img', { name: count === 1 ? `${kind}, 1 item` : `${kind}, ${count} items` });

let customer: Customer;
let names: string[];
test.beforeAll(async ({ request }) => {
  customer = await registerCustomer(request, 'faults-reads');
  const headers = { Authorization: `Bearer ${customer.token}` };
  await request.post(`${API_URL}/api/frontend/cart/add`, { headers, data: { product_id: SAVED_IN_CART, quantity: 1 } });
  await request.post(`${API_URL}/api/frontend/wishlist/add`, { headers, data: { product_id: SAVED_IN_WISHLIST } });
  names = [await productName(request, 1), await productName(request, 2)];
});
test.beforeEach(async ({ context }) => signInPages(context, customer));

for (const fault of FAULTS) {
  test(`every read failing with ${fault}: each widget says so or shows the right data, then recovers`, async ({ page, request }) => {
    await page.clock.install();
    const faults = await injectFaults(page, reads);
    faults.fault = fault;
    const uncaught = recordUncaught(page);
    const mutations = recordMutations(page);
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await openPartnerPage(page, 'index.html');
    const cards = page.locator('horeca-product-card');
    const carousel = page.locator('horeca-product-carousel');
    // Both products, the listing and both counts have been asked (the carousel's chunk may come last).
    await expect.poll(() => new Set(faults.faulted).size).toBe(5);

    if (fault === 'out-of-order') {
      // The first read's answer lands after a later one: each widget still shows its own data.
      for (const [index, name] of names.entries()) await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(carousel.getByRole('article').first()).toBeVisible();
      await expect(badge(page, 'Wishlist', 1)).toBeVisible();
    } else {
      if (fault === 'hang') {
        await expect(cards.first().getByText('This product could not be loaded.')).toHaveCount(0);
        await page.clock.runFor(10_500); // the widgets' 10 s time-out; the API has still not answered
      }
      await expect(cards.nth(0).getByText('This product could not be loaded.')).toBeVisible();
      await expect(cards.nth(1).getByText('This product could not be loaded.')).toBeVisible();
      await expect(carousel.getByText('Products could not be loaded.')).toBeVisible();
      await expect(carousel.getByRole('heading', { name: 'Deep fryers' })).toBeVisible();
      // docs/behaviour.md §8: a count failure is only logged and the badge keeps its value (none stored yet).
      await expect.poll(() => logged.some((text) => text.includes('Error fetching wishlist count:'))).toBe(true);
      expect(logged.some((text) => text.includes('Error fetching cart count:'))).toBe(true);
      await expect(badge(page, 'Cart', 0)).toBeVisible();
      await expect(badge(page, 'Wishlist', 0)).toBeVisible();
    }

    // The API comes back: the widgets' next retry (1 s, 2 s, 4 s apart) picks everything up.
    faults.fault = null;
    await faults.release();
    await page.clock.runFor(4_000);
    for (const [index, name] of names.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(name, { timeout: 15_000 });
    }
    await expect(carousel.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(badge(page, 'Wishlist', 1)).toBeVisible({ timeout: 15_000 });
    await expect(badge(page, 'Cart', await unitsInCart(request))).toBeVisible({ timeout: 15_000 });
    await cards.nth(0).getByRole('button', { name: 'Add To Cart' }).click();
    await expect(cards.nth(0).getByRole('group', { name: 'Quantity' })).toBeVisible();
    await expect(badge(page, 'Cart', await unitsInCart(request))).toBeVisible();
    expect(countOf(mutations, 'POST /api/frontend/cart/add'), 'the one add, sent once').toBe(1);
    expect(mutations).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
}
