// Issue 4: a partner page whose global CSS attacks everything (`* { all: unset }`, red
// !important buttons, blurred images, spaced Comic Sans text) shows the same widgets as a
// plain page. Each widget's screenshot is compared with the plain page's, and the computed
// styles of the parts a shopper uses are checked one by one.
import { expect, test, type Page } from '@playwright/test';
import { compareImages } from '../support/compare-images';
import { clearPartnerStorage, openPartnerPage } from '../support/partner-page';

// No autoplaying slider between two screenshots.
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

// Each widget's own root inside its shadow root: the host element itself is the partner's to
// lay out (`* { all: unset }` makes every host inline, which is the partner's choice to make).
const widgets = [
  ['first product card', 'horeca-product-card >> nth=0 >> [part="card"]'],
  ['second product card', 'horeca-product-card >> nth=1 >> [part="card"]'],
  ['product carousel', 'horeca-product-carousel >> [part="carousel"]'],
  ['cart badge', 'horeca-cart-badge >> [part="badge"]'],
  ['wishlist badge', 'horeca-wishlist-badge >> [part="badge"]'],
] as const;

/** Everything loaded: both cards, the carousel's products, every image decoded. */
async function settle(page: Page) {
  for (const card of await page.locator('horeca-product-card').all()) {
    await expect(card.getByRole('button', { name: 'Add To Cart' })).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.locator('horeca-product-carousel').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('horeca-product-card, horeca-product-carousel')].every((host) =>
      // Each card's first image is eager; the others load when their slide is reached.
      [...(host.shadowRoot?.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])') ?? [])].every((image) => image.complete),
    ),
  );
}

async function shoot(page: Page) {
  const shots = new Map<string, Buffer>();
  for (const [name, selector] of widgets) {
    shots.set(name, await page.locator(selector).screenshot({ animations: 'disabled', path: process.env.E2E_SHOTS ? `${process.env.E2E_SHOTS}/${name}-${new URL(page.url()).pathname.slice(1)}.png` : undefined }));
  }
  return shots;
}

/** What a shopper sees of the first card's controls, as computed by the browser. */
async function cardStyles(page: Page) {
  const card = page.locator('horeca-product-card').first();
  const style = (selector: string, properties: string[]) =>
    card.locator(selector).first().evaluate((element, names) => {
      const computed = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
    }, properties);
  return {
    addToCart: await style('[part="add-to-cart"]', ['background-color', 'color', 'border-top-style', 'font-family', 'letter-spacing', 'display', 'cursor']),
    name: await style('[part="name"]', ['font-family', 'font-size', 'letter-spacing', 'font-weight', 'color']),
    image: await style('img', ['filter', 'opacity']),
    wishlist: await style('[part="wishlist"]', ['background-color', 'border-top-style']),
  };
}

test.beforeEach(async ({ page }) => clearPartnerStorage(page));

test('hostile global CSS changes nothing inside the widgets: screenshots and computed styles match the plain page', async ({ page }) => {
  const plainPage = await openPartnerPage(page, 'plain.html');
  await settle(page);
  const plainShots = await shoot(page);
  const plainStyles = await cardStyles(page);

  const hostilePage = await openPartnerPage(page, 'index.html');
  await settle(page);
  // The hostile sheet really is on the page: the partner's own heading lost its styles.
  await expect(page.getByRole('heading', { name: "Chef Amal's kitchen notes" })).toHaveCSS('letter-spacing', '3px');
  const hostileShots = await shoot(page);
  const hostileStyles = await cardStyles(page);

  expect(hostileStyles).toEqual(plainStyles);
  expect(hostileStyles.addToCart['background-color']).not.toBe('rgb(255, 0, 0)');
  expect(hostileStyles.image).toEqual({ filter: 'none', opacity: '1' });
  expect(hostileStyles.name['letter-spacing']).toBe('normal');

  for (const [name] of widgets) {
    const difference = await compareImages(page, plainShots.get(name) as Buffer, hostileShots.get(name) as Buffer);
    expect.soft(difference.sameSize, `${name}: same size`).toBe(true);
    expect.soft(difference.ratio, `${name}: share of differing pixels`).toBeLessThan(0.002);
  }
  expect(plainPage.errors).toEqual([]);
  expect(hostilePage.errors).toEqual([]);
});

test('the widgets stay usable on the hostile page: add to cart and wishlist work and the badges follow', async ({ page }) => {
  const { errors } = await openPartnerPage(page, 'index.html');
  await settle(page);
  const card = page.locator('horeca-product-card').first();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
  await card.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await expect(page.getByRole('img', { name: 'Wishlist, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
});
