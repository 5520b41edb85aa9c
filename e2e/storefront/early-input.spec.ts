// Issue 19: nothing a shopper does before the page is interactive is lost. On a phone (a phone's
// viewport and touch; for "before", CPU 4x slower through the DevTools protocol), each primary control is
// tapped the moment it is visible: "before" holds the storefront's scripts back until the tap is
// made (so the tap certainly lands on the server's HTML alone, without any sleep), "after" taps
// once the page is hydrated. Either way each takes effect exactly once, checked by what the
// shopper sees (counts, dialogs, pressed state, the address) and by the stored cart.
import PHONE from '../support/phone.json' with { type: 'json' };
import { expect, test, type Page } from '../support/test';

const PRODUCT = '/cooking-equipment/deep-fryers/electrolux-professional-electric-deep-fryer-70-lb-16047';
const CATEGORY = '/kitchen-equipment/cooking-equipment/deep-fryers';
test.use(PHONE);

type When = 'before' | 'after';

/**
 * A phone's CPU (4x slower through the DevTools protocol), for the taps made before the page is
 * interactive: a slow phone is where they happen. A tap on a hydrated page takes the same path
 * on any CPU, so the "after" half runs at full speed (it took 4x the time for nothing).
 */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` on the phone. "before": the CPU is slowed and the page's scripts are held until `ready()` is
 * called, and the page is left as soon as its HTML has arrived; "after": the page is hydrated.
 */
async function open(page: Page, path: string, when: When): Promise<{ ready: (left?: 'left') => Promise<void> }> {
  if (when === 'after') {
    await page.goto(path);
    return { ready: async () => {} };
  }
  await slowCpu(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    // 'left': the tap followed a link, the page is gone.
    ready: async (left) => {
      if (!left) expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), 'the tap came before hydration').toBe(false);
      release();
    },
  };
}

/** The guest cart as stored (docs/behaviour.md §3: CartItems): product id -> quantity. */
const storedCart = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('CartItems') ?? '[]') as { product_id: number; quantity: number }[]).map((line) => line.quantity));

/** Taps `control`; before hydration a second tap too, which must change nothing, and the busy state shows. */
async function tapOnce(control: ReturnType<Page['locator']>, when: When) {
  await control.tap();
  if (when === 'before') {
    await expect(control).toHaveAttribute('aria-busy', 'true');
    await control.tap();
  }
}

for (const when of ['before', 'after'] as const) {
  test.describe(`a tap ${when} the page is interactive`, () => {
    test('home: Add To Cart on the first card adds one', async ({ page }) => {
      // Home's cards come with the carousels' scripts: tapped the moment they show.
      if (when === 'before') await slowCpu(page);
      await page.goto('/', { waitUntil: when === 'before' ? 'commit' : 'load' });
      // The carousel's cards load when it comes near; hydration may scroll the page back up.
      const add = page.getByRole('button', { name: 'Add To Cart' }).first();
      await expect(async () => {
        await page.getByRole('main').getByRole('region', { name: 'Kitchen Equipment' }).scrollIntoViewIfNeeded();
        await expect(add).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await add.tap();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => storedCart(page)).toEqual([1]);
    });

    test('category: the wishlist heart saves the product once', async ({ page }) => {
      const { ready } = await open(page, CATEGORY, when);
      const heart = page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
      const name = (await heart.getAttribute('aria-label'))?.replace(/^Add (.+) to wishlist$/, '$1') ?? '';
      await tapOnce(heart, when);
      await ready();
      await expect(page.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    });

    test('product: quantity + then Add To Cart adds two, in that order', async ({ page }) => {
      const { ready } = await open(page, PRODUCT, when);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Increase quantity' }).first().tap();
      await tapOnce(main.getByRole('button', { name: 'Add To Cart' }).first(), when);
      await ready();
      // The badge counts units (spec: one meaning for TotalCartItems); the one line holds two.
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => storedCart(page)).toEqual([2]);
    });

    test('price match: Claim My Price Match opens one claim form', async ({ page }) => {
      const { ready } = await open(page, '/price-match', when);
      await tapOnce(page.getByRole('button', { name: 'Claim My Price Match' }).first(), when);
      await ready();
      await expect(page.getByRole('dialog', { name: 'Claim My Price Match' })).toHaveCount(1, { timeout: 30_000 });
      await expect(page.getByRole('dialog', { name: 'Claim My Price Match' })).toBeVisible();
    });

    for (const [entry, panel] of [
      ['Menu', (page: Page) => page.getByRole('dialog', { name: 'Menu' })],
      ['Profile', (page: Page) => page.getByRole('dialog', { name: 'Profile' })],
      ['Search', (page: Page) => page.getByRole('combobox', { name: 'Search products, categories and brands' })],
    ] as const) {
      test(`bottom bar: ${entry} opens its panel once`, async ({ page }) => {
        const { ready } = await open(page, CATEGORY, when);
        const button = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: entry });
        await tapOnce(button, when);
        await ready();
        await expect(panel(page)).toBeVisible({ timeout: 30_000 });
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      });
    }

    test('bottom bar: Cart opens a fresh checkout', async ({ page }) => {
      const { ready } = await open(page, CATEGORY, when);
      await tapOnce(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: /^Cart/ }), when);
      await ready();
      await expect(page).toHaveURL(/\/checkout\/cart_\d+_\w{6}$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    });

    test('bottom bar: Home is a link that works from the server HTML', async ({ page }) => {
      const { ready } = await open(page, CATEGORY, when);
      await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Home' }).tap();
      await ready('left');
      await expect(page).toHaveURL(/:\d+\/$/, { timeout: 30_000 });
    });

    test('search: the Search panel takes typed text and Enter to the results once', async ({ page }) => {
      const { ready } = await open(page, '/', when);
      await tapOnce(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Search' }), when);
      await ready();
      const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
      await box.fill('chef knife');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/chef(%20| )knife$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toContainText('chef knife');
    });

    test('cart: quantity + on a line adds one', async ({ page }) => {
      // The cart is drawn in the browser: its controls appear with the scripts, so "before"
      // means the moment the line is visible.
      await page.goto(PRODUCT);
      await page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first().click();
      await expect.poll(() => storedCart(page)).toEqual([1]);
      if (when === 'before') await slowCpu(page);
      await page.goto('/checkout', { waitUntil: when === 'before' ? 'commit' : 'load' });
      const line = page.getByRole('main').getByRole('button', { name: /^Add one more / }).first();
      await line.tap();
      await expect.poll(() => storedCart(page), { timeout: 30_000 }).toEqual([2]);
    });
  });
}

// Typed text survives hydration: a wider screen shows the header's search box in the server's
// HTML; what is typed there before the scripts run stays, caret included, and React has it (its
// Enter searches for it).
/** The header's search box on a tablet-wide screen, 'chef knife' typed into it before hydration. */
async function headerSearch(page: Page) {
  await page.setViewportSize({ width: 1024, height: 800 });
  const { ready } = await open(page, CATEGORY, 'before');
  const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
  await box.tap();
  await box.pressSequentially('chef knife');
  return { box, ready };
}

test('header search: text typed and Enter pressed before hydration search for it once', async ({ page }) => {
  const { box, ready } = await headerSearch(page);
  await box.press('ArrowLeft');
  await ready();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 });
  await expect(box).toHaveValue('chef knife');
  // The replay puts the caret back once React has drawn the text (a task or two after the mark).
  await expect.poll(() => box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('chef knife'.length - 1);
  await box.press('End');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/chef(%20| )knife$/, { timeout: 30_000 });
});

test('header search: Enter pressed before hydration goes to the results once', async ({ page }) => {
  const { box, ready } = await headerSearch(page);
  await box.press('Enter');
  await box.press('Enter');
  await ready();
  await expect(page).toHaveURL(/\/search\/chef(%20| )knife$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('chef knife');
  // One navigation: back leaves the results for the category.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
});
