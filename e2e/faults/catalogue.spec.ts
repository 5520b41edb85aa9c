// Issue 9, faults on the partner's product page (e2e/partner/index.html: two product cards, a
// carousel and both badges, one page load per fault): the catalogue reads of every widget on
// the page fail at once, each widget says so or shows the right products, nothing throws into
// the partner's page, and every widget recovers when the API answers again.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL } from '../support/env';
import { openPartnerPage } from '../support/partner-page';
import { FAULTS, injectFaults, recordMutations, recordUncaught } from './fault-table';

test.use({ reducedMotion: 'reduce' });

const catalogueReads = /\/api\/frontend\/(products\/\d+|categories\/[^/?]+\/products)(\?|$)/;

async function productName(request: APIRequestContext, id: number): Promise<string> {
  const body = (await (await request.get(`${API_URL}/api/frontend/products/${id}`)).json()) as { data: { name: string } };
  return body.data.name;
}

test.describe('catalogue reads under every fault, as a guest (each test starts with empty storage)', () => {
  let names: string[];
  test.beforeAll(async ({ request }) => {
    names = [await productName(request, 1), await productName(request, 2)];
  });

  for (const fault of FAULTS) {
    test(`${fault}: every widget on the page says so or shows the right products, then recovers`, async ({ page }) => {
      await page.clock.install();
      const faults = await injectFaults(page, catalogueReads);
      faults.fault = fault;
      const uncaught = recordUncaught(page);
      const mutations = recordMutations(page);
      await openPartnerPage(page, 'index.html');
      const cards = page.locator('horeca-product-card');
      const carousel = page.locator('horeca-product-carousel');
      await expect.poll(() => faults.faulted.length).toBeGreaterThanOrEqual(3);

      if (fault === 'out-of-order') {
        // The first read's answer lands after a later one: each card still shows its own product.
        for (const [index, name] of names.entries()) {
          await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(name);
        }
        await expect(carousel.getByRole('article').first()).toBeVisible();
      } else {
        if (fault === 'hang') {
          await expect(cards.first().getByText('This product could not be loaded.')).toHaveCount(0);
          await page.clock.runFor(10_500); // the widgets' 10 s time-out; the API has still not answered
        }
        await expect(cards.nth(0).getByText('This product could not be loaded.')).toBeVisible();
        await expect(cards.nth(1).getByText('This product could not be loaded.')).toBeVisible();
        await expect(carousel.getByText('Products could not be loaded.')).toBeVisible();
        await expect(carousel.getByRole('heading', { name: 'Deep fryers' })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Wishlist, 0 items' })).toBeVisible();

      // The API comes back: the widgets' next retry (1 s, 2 s, 4 s apart) picks the products up.
      faults.fault = null;
      await faults.release();
      await page.clock.runFor(4_000);
      for (const [index, name] of names.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(name, { timeout: 15_000 });
      }
      await expect(carousel.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
      await cards.nth(0).getByRole('button', { name: 'Add To Cart' }).click();
      await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
      expect(mutations, 'a guest page sends no mutation').toEqual([]);
      expect(uncaught).toEqual([]);
    });
  }
});
