// Issue 7, server rendering: the public pages arrive as HTML with their data, so a phone paints
// the page before any script has run (and a crawler reads it), and the browser then hydrates
// that HTML without redrawing it, also for a shopper whose browser holds state the server
// cannot see (signed in, a guest wishlist, a closed beta banner).
import { devices } from '@playwright/test';
import { registerCustomer, signInPages } from '../support/customer';
import { expect, test } from '../support/test';
import { watchConsole } from './support';

const PRODUCT = '/cooking-equipment/deep-fryers/electrolux-professional-electric-deep-fryer-70-lb-16047';
const PRODUCT_NAME = 'Electrolux Professional Electric Deep Fryer 70 lb';
const CATEGORY = '/kitchen-equipment/cooking-equipment/deep-fryers';

test('a phone with JavaScript off sees home, a category and a product page whole, as the server drew them', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false });
  const page = await context.newPage();

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  // Compressed once and sent to every guest as the same bytes: gzip, and brotli once a kept page has it (apps/api/src/render/prepared-page.ts).
  expect(await home?.headerValue('content-encoding')).toMatch(/^(gzip|br)$/);
  await expect(page.getByRole('heading', { level: 1, name: /Horeca Store/ })).toBeVisible();
  await expect(page.getByText('Ranges, fryers and combi ovens from the brands chefs trust')).toBeVisible();

  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Fryers' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ products$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: PRODUCT_NAME })).toBeVisible();

  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(page.getByText('AED 12,677.00').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Technical Information' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Model Number');
  // A phone's related row starts with the cards it shows (firstCards); the browser adds the rest.
  await expect(page.getByRole('region', { name: 'Related products' }).getByRole('article')).toHaveCount(3);
  // The page's own head, for a crawler or a link preview that runs no script.
  await expect(page).toHaveTitle(`${PRODUCT_NAME} | Horeca Store`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Buy ${PRODUCT_NAME} (ELE-016047) by Electrolux Professional at wholesale prices with fast delivery and the Price Match Guarantee.`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:\\d+${PRODUCT}$`));
  // The phone layout from the first byte: the bottom bar is there, nothing moves on hydration.
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();

  const missing = await page.goto('/no-such-page-here');
  expect(missing?.status()).toBe(404);
  await context.close();
});

test("a signed-in shopper's browser state appears once hydrated, with no hydration error", async ({ browser, request }) => {
  const customer = await registerCustomer(request, 'ssr-hydration');
  const context = await browser.newContext();
  await signInPages(context, customer);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(CATEGORY);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 3, name: PRODUCT_NAME })).toBeVisible();
  // The server drew a guest; the browser's account shows after hydration.
  await expect(page.locator('.user-menu__name')).toHaveText(/Partner Shopper|My Account/);
  expect(errors).toEqual([]);
  await context.close();
});

test("a guest's wishlist and closed beta banner (browser storage) hydrate without a redraw", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('wishListItems', JSON.stringify([{ product_id: 16047 }]));
    sessionStorage.setItem('betaBannerClosed', '1');
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(CATEGORY);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('button', { name: `Remove ${PRODUCT_NAME} from wishlist` })).toBeVisible();
  await expect(page.locator('.beta-banner-placeholder')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report a Glitch' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a phone landing on a product page asks for no stylesheet twice and for no picture it cannot show', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(PRODUCT);
  const related = page.getByRole('region', { name: 'Related products' });
  await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The server drew the row's first three cards; the other nine join once the browser has it.
  await expect(related.getByRole('article')).toHaveCount(12);

  // The entry's stylesheet is in the HTML already; fetched again it re-styled the whole page.
  expect(asked.filter((path) => /^\/assets\/index-[\w-]+\.css$/.test(path))).toEqual([]);
  // Below the fold, the related cards' pictures wait until scrolled near.
  const pictures = related.locator('img');
  expect(await pictures.count()).toBeGreaterThan(0);
  for (const picture of await pictures.all()) await expect(picture).toHaveAttribute('loading', 'lazy');
  // A card's other pictures show only on hover, which a phone never does.
  const hoverPictures = asked.filter((path) => /^\/api\/images\/products\/\d+\/[2-5](-\d+-[0-9a-z]+)?\.(png|webp)$/.test(path) && !path.startsWith('/api/images/products/16047/'));
  expect(hoverPictures).toEqual([]);
  await context.close();
});
