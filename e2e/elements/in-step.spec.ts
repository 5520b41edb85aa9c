// Issue 4: every widget on a page shares one state, and other tabs follow through the
// storage event. Two cards, the carousel and both badges on the partner page; a guest's cart
// and wishlist live in local storage, so no cart call is made. (Axe over every element, on the
// hostile page, is in every-element.spec.ts.)
import { expect, test } from '../support/test';
import { clearPartnerStorage, openPartnerPage } from '../support/partner-page';

test.use({ reducedMotion: 'reduce' });
test.beforeEach(async ({ page }) => clearPartnerStorage(page));

test('two cards, the carousel and both badges on one page stay in step', async ({ page }) => {
  const { errors } = await openPartnerPage(page, 'plain.html');
  const [first, second] = await page.locator('horeca-product-card').all();
  const carouselCard = page.locator('horeca-product-carousel').getByRole('article').first();
  const cartCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/frontend\/(cart|wishlist)/.test(request.url())) cartCalls.push(request.url());
  });

  const cartLines = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('CartItems') ?? '[]') as { product_id: number; quantity: number }[]).map(({ product_id, quantity }) => ({ id: product_id, quantity })));

  await first!.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
  // The quantity control shown after adding raises the same line; the badge counts units, as
  // the signed-in badge does (spec: one meaning for TotalCartItems).
  await first!.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(first!.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect.poll(cartLines).toEqual([{ id: 1, quantity: 2 }]);
  await expect(page.getByRole('img', { name: 'Cart, 2 items' })).toBeVisible();
  await second!.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('img', { name: 'Cart, 3 items' })).toBeVisible();
  await carouselCard.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('img', { name: 'Cart, 4 items' })).toBeVisible();
  expect((await cartLines()).slice(0, 2)).toEqual([{ id: 1, quantity: 2 }, { id: 2, quantity: 1 }]);

  await second!.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await expect(page.getByRole('img', { name: 'Wishlist, 1 item' })).toBeVisible();
  await expect(second!.getByRole('button', { name: /^Remove .* from wishlist$/ })).toBeVisible();
  await second!.getByRole('button', { name: /^Remove .* from wishlist$/ }).click();
  await expect(page.getByRole('img', { name: 'Wishlist, 0 items' })).toBeVisible();

  expect(cartCalls).toEqual([]); // guests keep cart and wishlist on the device
  expect(errors).toEqual([]);
});

test('a second tab of the same browser sees the cart and wishlist change', async ({ page, context }) => {
  await openPartnerPage(page, 'plain.html');
  const other = await context.newPage();
  const otherErrors = (await openPartnerPage(other, 'plain.html')).errors;
  await expect(other.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();

  await page.locator('horeca-product-card').first().getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(other.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();

  await page.locator('horeca-product-card').first().getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await expect(other.getByRole('img', { name: 'Wishlist, 1 item' })).toBeVisible();
  // And back: the second tab's card knows the product is in the wishlist now.
  await expect(other.locator('horeca-product-card').first().getByRole('button', { name: /^Remove .* from wishlist$/ })).toBeVisible();
  await other.locator('horeca-product-card').nth(1).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('img', { name: 'Cart, 2 items' })).toBeVisible();
  expect(otherErrors).toEqual([]);
});

// The bundle carries React 18.3 (docs/decisions/0013), which drops a boolean `inert` it does
// not know: the carousel sets it itself there, so keyboard and screen-reader users meet only
// the visible cards (product-carousel/inert-props.ts).
test("the carousel's off-screen slides are inert, and follow a move", async ({ page }) => {
  const { errors } = await openPartnerPage(page, 'plain.html');
  const carousel = page.locator('horeca-product-carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const hidden = carousel.locator('[aria-roledescription="slide"][data-state="hidden"]');
  await expect(hidden.first()).toBeAttached();
  const inertBySlide = () => slides.evaluateAll((nodes) => nodes.map((node) => ({ hidden: node.getAttribute('data-state') === 'hidden', inert: node.hasAttribute('inert') })));
  const everyHiddenSlideInert = async () => (await inertBySlide()).every((slide) => slide.hidden === slide.inert);

  expect((await inertBySlide())[0]).toEqual({ hidden: false, inert: false });
  expect(await everyHiddenSlideInert()).toBe(true);
  await carousel.getByRole('button', { name: 'Next products' }).click();
  await expect.poll(async () => (await inertBySlide())[0]).toEqual({ hidden: true, inert: true });
  expect(await everyHiddenSlideInert()).toBe(true);
  expect(errors).toEqual([]);
});
