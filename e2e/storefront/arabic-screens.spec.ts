// Screenshot comparisons of the Arabic storefront and the widgets in Arabic (issue 23): each page
// at its /ar/ address, and every widget on an Arabic partner page, against the baselines checked
// in beside this file (arabic-screens.spec.ts-snapshots/). Stable by construction: the window
// size is fixed, animations and the caret are off, the page prefers reduced motion (so no
// carousel autoplays: a slow machine once caught the deep-fryer row a slide further on), fonts
// are the system's, the products shown are ones no other spec writes to (docs/testing.md), and
// the parts that change by themselves (the hero, the toasts) are masked; 0.2% of the pixels
// may differ (anti-aliasing: the listing with English instead of Arabic names differs in 1%).
// `npx playwright test ... --update-snapshots=all` after a deliberate change of the layout, and
// look at the new pictures before committing them.
import { PARTNER_URL } from '../support/env';
import { openPartnerPage, waitForCards } from '../support/partner-page';
import { expect, test, type Page } from '../support/test';
import { imagesDecoded } from '../support/widget-shots';
import { expectAccessible, expectNoSidewaysOverflow } from './support';
import { ARABIC_PAGES } from './arabic-pages';

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

const SCREENSHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 } as const;

/** The parts of a page that change on their own. */
const moving = (page: Page) => [page.locator('.hero'), page.locator('[role="status"], [role="alert"]').filter({ hasText: /./ })];

/** Every picture of the page has arrived, so the shot does not catch one half drawn. */
async function picturesLoaded(page: Page) {
  await page.waitForFunction(() => [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete));
}

for (const [name, path, file] of ARABIC_PAGES) {
  test(`${name} in Arabic looks as its baseline (right to left)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await picturesLoaded(page);
    await expect(page).toHaveScreenshot(`${file}.png`, { ...SCREENSHOT, mask: moving(page) });
  });
}

test('every widget on an Arabic partner page: Arabic, right to left, accessible, nothing overflowing, as its baseline', async ({ page }) => {
  const { errors } = await openPartnerPage(page, 'arabic.html');
  await waitForCards(page, 2);
  await expect(page.locator('horeca-product-carousel article').first()).toBeVisible();
  await imagesDecoded(page);
  const card = page.locator('horeca-product-card').first();
  await expect(card.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'ابحث عن المنتجات والفئات والعلامات التجارية' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectAccessible(page);
  expect(new URL(page.url()).origin).toBe(PARTNER_URL);
  // The whole page in a window as tall as it, not a full-page shot: that one resizes the window
  // while it shoots, the carousel measures itself again, and on a loaded machine (CI, stop 40)
  // no two shots in ten seconds caught it in the same layout.
  await page.setViewportSize({ width: 1280, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await expect(page).toHaveScreenshot('widgets.png', { ...SCREENSHOT, mask: moving(page) });
  expect(errors).toEqual([]);
});
