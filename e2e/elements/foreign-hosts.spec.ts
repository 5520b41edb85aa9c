// Issue 9: the widgets on hosts we do not control. A partner page that already runs its own
// React renders our elements inside its React tree; and docs/elements.md's copy-paste example,
// loaded verbatim (its two example addresses pointed at the test servers), works as promised.
import { expect, test } from '../support/test';
import { API_URL, PARTNER_URL } from '../support/env';
import { stopPageClock } from '../support/clock';
import { clearPartnerStorage, openPartnerPage } from '../support/partner-page';

test.beforeEach(async ({ page }) => clearPartnerStorage(page));

test("a page with its own React: the partner's app and our elements inside it both keep working", async ({ page }) => {
  await page.clock.install();
  const { errors } = await openPartnerPage(page, 'own-react.html');
  const likes = page.getByRole('button', { name: /^Partner likes:/ });
  await expect(likes).toHaveText('Partner likes: 0');
  const card = page.locator('horeca-product-card');
  await card.getByRole('button', { name: 'Add To Cart' }).click({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  // A guest's count control hides 2 s after an add (docs/behaviour.md §8): a loaded machine could spend that
  // on the clicks below, so the page's clock stands still until they are done.
  await stopPageClock(page);

  // The partner's React re-renders around our elements: they keep their state.
  await likes.click();
  await likes.click();
  await expect(likes).toHaveText('Partner likes: 2');
  await expect(card.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(card.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await likes.click();
  await expect(likes).toHaveText('Partner likes: 3');
  await page.clock.resume();

  // Two Reacts on the page: the partner's own, and ours inside the bundle (none on window).
  expect(await page.evaluate(() => ({ partner: (window as unknown as { partnerReactVersion: string }).partnerReactVersion, global: 'React' in window }))).toEqual({
    partner: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    global: false,
  });
  expect(errors).toEqual([]);
});

test("docs/elements.md's copy-paste example, loaded verbatim, shows real data and does what it says", async ({ page }) => {
  const errors: Error[] = [];
  const logged: string[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(`${PARTNER_URL}/embed-example.html?api=${encodeURIComponent(API_URL)}`);

  const product = (await (await page.request.get(`${API_URL}/api/frontend/products/1`)).json()) as { data: { name: string } };
  // The example shows two cards (a shopper adds both in e2e/partner/cart-handoff.spec.ts).
  const card = page.locator('horeca-product-card').first();
  await expect(card.getByRole('heading', { name: product.data.name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Search products, categories and brands' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join & Save' })).toBeVisible();
  // The example's theme property reaches inside the shadow root.
  const addToCart = card.getByRole('button', { name: 'Add To Cart' });
  await expect(addToCart).toHaveCSS('background-color', 'rgb(122, 59, 0)');

  await addToCart.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect.poll(() => logged).toContain('added to cart 1 1');

  // The phone number goes into the page's plain form like any field.
  await page.getByRole('textbox', { name: /Mobile number/ }).pressSequentially('501234567');
  const submitted = page.getByRole('button', { name: 'Call me back' }).evaluate((button) => new FormData((button as HTMLButtonElement).form ?? undefined).get('mobile'));
  expect(await submitted).toBe('+971501234567');
  expect(errors).toEqual([]);
});
