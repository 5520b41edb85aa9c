// Issue 20's remainder against the real API in Chromium: docs/behaviour.md §9's default carousel at two
// widths (cards per view, dots from 641 px, re-laid out after a resize), docs/behaviour.md §2.10's alternate
// tab set on a product whose data carries key sections, its drawn picture, and a guest's
// item-added notice in the card helper's place (bottom-right, above the phone's bottom bar).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAccessible, watchConsole } from './support';

interface ListedProduct {
  id: number;
  name: string;
  url: string;
  parent_category_url: string;
  category_url: string;
}

/** The product page of the first combi oven (a subcategory whose products carry key sections). */
async function combiOvenPage(page: Page): Promise<{ path: string; product: ListedProduct }> {
  const answer = await page.request.get('/api/frontend/categories/combi-ovens/products?per_page=1');
  expect(answer.status()).toBe(200);
  const product = ((await answer.json()) as { data: ListedProduct[] }).data[0]!;
  return { path: `/${product.parent_category_url}/${product.category_url}/${product.url}`, product };
}

/** The related-products slider, once its cards are in (it loads after the page). */
async function relatedSlider(page: Page) {
  const section = page.getByRole('region', { name: 'Related products' });
  await expect(async () => {
    await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(section).toHaveAttribute('data-layout', 'slider', { timeout: 2_000 });
  }).toPass();
  return section;
}

// No autoplay (the carousel honours reduced motion): on a loaded machine the row moved on
// between two steps of a test and its position checks read the next slide.
test.use({ reducedMotion: 'reduce' });

const visibleSlides = (section: ReturnType<Page['getByRole']>) => section.locator('[aria-roledescription="slide"][data-state="visible"]');

test('the default carousel: 6 cards and dots at 1440 px, 5 after a resize to 1280 px, 2 cards and no dots at 640 px', async ({ page }) => {
  const errors = watchConsole(page);
  const { path } = await combiOvenPage(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  let section = await relatedSlider(page);
  await expect(visibleSlides(section)).toHaveCount(6);
  const dots = section.getByRole('group', { name: 'Slider positions' });
  await expect(dots).toBeVisible();
  await expect(dots.getByRole('button', { name: 'Show products 1 to 6' })).toHaveAttribute('aria-current', 'true');
  await section.getByRole('button', { name: 'Next products' }).click();
  await expect(dots.getByRole('button', { name: 'Show products 2 to 7' })).toHaveAttribute('aria-current', 'true');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(visibleSlides(section)).toHaveCount(5);

  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  section = await relatedSlider(page);
  await expect(visibleSlides(section)).toHaveCount(2);
  await expect(section.getByRole('group', { name: 'Slider positions' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Next products' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a combi oven shows the alternate tabs Key Specification, Key Benefits, Product Overview, Customer Reviews, and a drawn picture', async ({ page }) => {
  const { path, product } = await combiOvenPage(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const tablist = page.getByRole('tablist', { name: 'Product details' });
  await expect(tablist.getByRole('tab')).toHaveText(['Key Specification', 'Key Benefits', 'Product Overview', 'Customer Reviews']);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('rowheader', { name: 'Cooking Modes' })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'Steam, convection and combination' })).toBeVisible();
  await tablist.getByRole('tab', { name: 'Key Benefits' }).click();
  await expect(panel.getByRole('term').first()).toHaveText('Three ovens in one');
  await tablist.getByRole('tab', { name: 'Key Benefits' }).press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Product Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText(`The ${product.name} brings steaming, roasting, baking and regenerating into a single cabinet.`);
  await expectAccessible(page, '.product-tabs');

  // Its picture is the drawn combi oven, in the size the page needs: a WebP of its srcset, decoded.
  const picture = page.locator(`img[src$="/api/images/products/${product.id}/1.png"]`).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThanOrEqual(300);
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(new RegExp(`/api/images/products/${product.id}/1-(300|600|900)-[0-9a-z]+\\.webp$`));
});

test("a guest's add from a card is the item-added notice with the name, bottom-right, clear of the header and of the phone's bottom bar", async ({ page }) => {
  const { path } = await combiOvenPage(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const section = await relatedSlider(page);
  const card = visibleSlides(section).first().getByRole('article');
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  const notice = page.getByRole('status', { name: 'Notifications' }).getByText(`${name} has been added to your cart`);
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  expect(box.y).toBeGreaterThan(900 - 200);
  expect(box.x + box.width).toBeGreaterThan(1440 - 400);
  // The card helper's toast lasts 3000 ms: gone before the shopper reaches the checkout.
  await expect(notice).toBeHidden({ timeout: 6_000 });

  // On a narrow screen it sits above the bottom bar, whose Cart stays in reach.
  await page.setViewportSize({ width: 640, height: 900 });
  await page.reload({ waitUntil: 'domcontentloaded' });
  const phoneSection = await relatedSlider(page);
  await visibleSlides(phoneSection).first().getByRole('article').getByRole('button', { name: 'Add To Cart' }).click();
  const phoneNotice = page.getByRole('status', { name: 'Notifications' }).getByText(/has been added to your cart/);
  await expect(phoneNotice).toBeVisible();
  const bar = (await page.locator('.bottom-bar').boundingBox())!;
  expect((await phoneNotice.boundingBox())!.y + (await phoneNotice.boundingBox())!.height).toBeLessThanOrEqual(bar.y);
});
