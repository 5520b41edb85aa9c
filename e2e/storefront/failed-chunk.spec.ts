// Issue 7: start.tsx loads the landing route's code before hydrating. When that chunk cannot be
// fetched (the network dropped, a deploy replaced the files) the app must still start: the
// route's error page shows inside a working shell, and Reload brings the page back.
import { expect, test } from '../support/test';
import { expectAccessible, watchConsole } from './support';

const PRODUCT = '/cooking-equipment/deep-fryers/electrolux-professional-electric-deep-fryer-70-lb-16047';
const PRODUCT_NAME = 'Electrolux Professional Electric Deep Fryer 70 lb';
// The product route's chunk is named after its module (catalogue/product/three-segment-page.tsx).
const PRODUCT_CHUNK = '**/assets/three-segment-page-*.js';

test("a product page whose code chunk fails to load shows the route's error page in a working shell; Reload brings the page back", async ({ page }) => {
  const expectedFailures = [/Failed to load resource/, /Failed to fetch dynamically imported module/, /Loading chunk three-segment-page-\S+ failed/, /HydrateFallback/];
  const errors = watchConsole(page, expectedFailures);
  let aborted = 0;
  await page.route(PRODUCT_CHUNK, (route) => {
    aborted += 1;
    return route.abort('internetdisconnected');
  });

  await page.goto(PRODUCT); // waits until the app has started (hydrated)
  expect(aborted).toBeGreaterThan(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeVisible();
  // docs/behaviour.md §8: raised as a chunk load error; the page says what happened and offers the reload.
  await expect(main.getByText('Part of this page could not be downloaded. Reload the page to try again.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: PRODUCT_NAME })).toHaveCount(0);
  await expectAccessible(page, '#main');

  // The shell around the error works: the header search asks the API and offers suggestions.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products, categories and brands' });
  await search.pressSequentially('fry');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: 'Deep Fryers' })).toBeVisible();
  await search.press('Escape');

  // The network is back: Reload loads the chunk and the product page starts whole.
  await page.unroute(PRODUCT_CHUNK);
  // No other error so far: without the page's code the browser drew the error page itself
  // rather than hydrating the server's product page into a mismatch (React error #418).
  expect(errors).toEqual([]);
  const startedBefore = errors.length;
  const reloaded = page.waitForEvent('load'); // the new document's, not the one clicked in
  await main.getByRole('button', { name: 'Reload the page' }).click();
  await reloaded;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Technical Information' })).toBeVisible();
  expect(errors.slice(startedBefore)).toEqual([]);
});
