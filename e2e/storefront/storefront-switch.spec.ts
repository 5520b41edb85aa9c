// The US-visitor modal (docs/behaviour.md §2.13, §4) on the API's debug country, the switch to the US
// storefront (USD, tax at checkout) and UTM capture at start (docs/behaviour.md §4).
import { expect, test } from '../support/test';
import { expectAccessible, watchConsole } from './support';

const PRODUCT = '/cooking-equipment/deep-fryers/electrolux-professional-electric-deep-fryer-70-lb-16047';

test('a US visitor is offered the US website; Stay is kept for the session, Switch shows USD', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setExtraHTTPHeaders({ 'x-debug-country': 'US' });
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  const modal = page.getByRole('dialog', { name: 'Switch to US Website?' });
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Stay on this website' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(modal).toBeHidden();

  // A new session asks again; switching reloads on the US storefront.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Go to the US website' }).click();
  await expect(page.getByText('Sales tax calculated at checkout')).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(modal).toBeHidden();
  expect(errors).toEqual([]);
});

test('a visitor elsewhere sees no modal and can switch storefronts from the top strip', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await page.getByRole('button', { name: 'US website (USD)' }).click();
  await expect(page.getByRole('button', { name: 'UAE website (AED)' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Switch to US Website?' })).toHaveCount(0);
});

test('UTM values at start are stored and a lead registered; session_id comes from the lead', async ({ page }) => {
  await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=eid&gclid=G-1', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('session_id'))).toMatch(/.+/);
  const stored = await page.evaluate(() => ({ source: localStorage.getItem('utm_source'), campaign: localStorage.getItem('utm_campaign'), gclid: localStorage.getItem('gclid'), term: localStorage.getItem('utm_term') }));
  expect(stored).toEqual({ source: 'google', campaign: 'eid', gclid: 'G-1', term: null });
  // Without utm_source nothing changes.
  const session = await page.evaluate(() => localStorage.getItem('session_id'));
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => localStorage.getItem('session_id'))).toBe(session);
});
