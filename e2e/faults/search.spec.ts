// Issue 9, faults on <horeca-search> on the partner's search page, every fault in turn in one
// page load, one typed term each: search failures are silent (docs/behaviour.md §8), so the box keeps the
// text, says nothing alarming, still submits to the results page, and suggests real products
// again once the API answers, also for a term whose earlier answer was garbage.
import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { openPartnerPage } from '../support/partner-page';
import { FAILING_FAULTS, injectFaults, recordMutations, recordUncaught, underFault, type FaultName } from './fault-table';

test.use({ reducedMotion: 'reduce' });

/** The widgets' time-out for a call (10 s), and a little more. */
const WIDGET_TIMEOUT_MS = 10_500;
/** How long Enter waits for the category lookup (2 s) before it opens the results page, and a little more. */
const SUBMIT_LOOKUP_MS = 2_100;

const TERM: Record<Exclude<FaultName, 'out-of-order'>, string> = {
  '500': 'fry',
  '503': 'oven',
  '429': 'knife',
  hang: 'plate',
  reset: 'glass',
  offline: 'chair',
  malformed: 'mixer',
};

const lastNavigation = (page: Page) =>
  page.evaluate(() => (window as unknown as { searchLog: { name: string; detail: { to: string } }[] }).searchLog.filter((event) => event.name === 'horeca:navigate').at(-1)?.detail.to);

test('search under every fault: silent, the text kept, Enter still submits; real suggestions when the API is back', async ({ page }) => {
  await page.clock.install();
  const faults = await injectFaults(page, /\/api\/(frontend|nlp)\/search/);
  const uncaught = recordUncaught(page);
  const mutations = recordMutations(page);
  await openPartnerPage(page, 'search.html');
  const search = page.locator('horeca-search');
  const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
  await box.click();
  await expect(search.getByRole('region', { name: 'Trending Products' }).getByRole('listitem').first()).toBeVisible();

  for (const fault of FAILING_FAULTS) {
    await test.step(fault, async () => {
      faults.fault = fault;
      await box.click();
      await underFault(page, faults, () => box.fill(TERM[fault]), WIDGET_TIMEOUT_MS);
      await expect(search.getByText('No Products Found', { exact: true })).toBeVisible();
      await expect(search.getByRole('alert')).toHaveCount(0);
      await expect(search).not.toContainText(/error|went wrong|failed/i);
      await expect(box).toHaveValue(TERM[fault]);
      // Enter asks once more which category the text names; a hung API gets 2 s, not the 10 s
      // time-out: the clock stops after 2.1 s, so only the short wait can navigate. It pauses a
      // second ahead of the page's time: on a busy machine 100 ms could pass before the pause
      // and Playwright refuses a moment in the past.
      if (fault === 'hang') await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await underFault(page, faults, () => box.press('Enter'), SUBMIT_LOOKUP_MS);
      await expect.poll(() => lastNavigation(page)).toBe(`${API_URL}/search/${TERM[fault]}`);
      if (fault === 'hang') await page.clock.resume();
    });
  }

  // Out of order: the answer for 'oven' is held until 'fryer' has been answered; only fryers show.
  faults.fault = 'out-of-order';
  const askedBefore = faults.faulted.length;
  await box.click();
  await box.fill('oven');
  await expect.poll(() => faults.faulted.length).toBeGreaterThan(askedBefore);
  await box.fill('fryer');
  const options = search.getByRole('option');
  await expect(options.first()).toContainText(/fryer/i);
  await faults.release();
  await expect(search.getByRole('option', { name: /oven/i })).toHaveCount(0);

  // Back to normal: the term that got a garbage answer now gets its real suggestions.
  faults.fault = null;
  await box.fill('mixer');
  await expect(search.getByRole('option', { name: /mixer/i }).first()).toBeVisible();
  expect(mutations).toEqual([]);
  expect(uncaught).toEqual([]);
});
