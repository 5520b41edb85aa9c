// The shell with a mouse, a keyboard and a touch-sized screen: the mega menu's 300 ms
// hover, its keyboard disclosure, the three-level drawer with Back, the bottom bar's
// mutually exclusive panels, the footer, and axe with the panels open.
import { expect, test } from '../support/test';
import { expectAccessible, watchConsole } from './support';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('mega menu opens after hovering 300 ms, keeps three levels, closes on leave and Escape', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/pages/about-us', { waitUntil: 'domcontentloaded' });
    const bar = page.getByRole('navigation', { name: 'Shop by category' });
    const menu = page.locator('#mega-menu');
    await expect(bar.getByRole('link', { name: 'Refrigeration' })).toBeVisible();
    // At 1366 px the bar keeps to one line; what does not fit is under "More".
    const tops = await bar.locator('li:visible').evaluateAll((items) => items.filter((item) => item.closest('#category-more') === null).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await bar.getByRole('button', { name: 'More' }).click();
    await expect(bar.locator('#category-more').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/pages/contact-us');
    await page.keyboard.press('Escape');

    // Crossing the bar quickly opens nothing; resting on a department opens its menu.
    await bar.getByRole('link', { name: 'Kitchen Equipment' }).hover();
    await expect(menu).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cooking Equipment' })).toHaveAttribute('href', '/kitchen-equipment/cooking-equipment');
    await expect(menu.getByRole('link', { name: 'Deep Fryers' })).toHaveAttribute('href', '/cooking-equipment/deep-fryers');
    await page.mouse.move(600, 700);
    await expect(menu).toBeHidden();

    // Keyboard: the disclosure button opens at once, Escape closes.
    const toggle = bar.getByRole('button', { name: 'Show Refrigeration categories' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const fridge = page.locator('#mega-menu');
    await expect(fridge.getByRole('link', { name: 'Ice Machines', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(fridge).toBeHidden();

    // Following a link from the menu lands on the listing.
    await bar.getByRole('link', { name: 'Tableware' }).hover();
    await page.locator('#mega-menu').getByRole('link', { name: 'Dinnerware' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dinnerware' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('header: location popup for guests, user menu, badges, footer links and newsletter', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: /Deliver to/ }).click();
    const popup = page.getByRole('dialog', { name: 'Choose your delivery location' });
    await expect(popup.getByRole('link', { name: 'Sign in to update your location' })).toHaveAttribute('href', '/login');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('link', { name: 'Sign up now and join us!' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Cart, 0 items$/ }).or(page.getByRole('link', { name: /^Cart, 0 items$/ })).first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    // The newsletter form loads as the footer nears the screen (the server-rendered home page
    // is whole at once, so the footer starts far below).
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('Early Access. Extra Savings. Only for Subscribers.')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Join & Save' })).toBeVisible();
    for (const brand of ['Rational', 'Hobart', 'Hoshizaki', 'Libbey', 'Cambro']) {
      await expect(footer.getByRole('link', { name: brand, exact: true })).toHaveAttribute('href', `/brands/${brand.toLowerCase()}`);
    }
    await expect(footer.getByRole('link', { name: 'All Brands' })).toHaveAttribute('href', '/all-brands');
    await expect(footer.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/pages/return-policy');
    // docs/behaviour.md §9: 6 category columns from 1400 px, 5 from 1280 (this width), 4 from 1024.
    await expect(footer.locator('.footer-column:visible')).toHaveCount(5);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(footer.locator('.footer-column:visible')).toHaveCount(6);
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(footer.locator('.footer-column:visible')).toHaveCount(4);
    expect(errors).toEqual([]);
  });

  test('a page opened from its address starts at the top; a reload keeps where the shopper was', async ({ page }) => {
    // Every freshly loaded document's first history entry shares one key: a page opened by its
    // address came up where an earlier page had been left (shell/scroll-memory.ts). The router
    // restores a moment after hydration, so each position is read once the page has settled.
    const settledScroll = async () => {
      await page.waitForTimeout(1_000);
      return page.evaluate(() => window.scrollY);
    };
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    for (const address of ['/pages/about-us', '/faq', '/']) {
      await page.goto(address);
      expect(await settledScroll(), address).toBe(0);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    }
    const left = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});

test.describe('touch-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('bottom bar: drawer with three levels and Back, panels exclusive, profile drawer, search', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const bottom = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bottom.getByRole('link', { name: 'Home' })).toBeVisible();
    // The desktop category bar gives way to the drawer.
    await expect(page.getByRole('navigation', { name: 'Shop by category' })).toBeHidden();

    await bottom.getByRole('button', { name: 'Menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Kitchen Equipment' }).tap();
    await drawer.getByRole('button', { name: 'Cooking Equipment' }).tap();
    await expect(drawer.getByRole('link', { name: 'Deep Fryers' })).toHaveAttribute('href', '/cooking-equipment/deep-fryers');
    await drawer.getByRole('button', { name: 'Back' }).tap();
    await expect(drawer.getByRole('button', { name: 'Commercial Ovens' })).toBeVisible();
    await expectAccessible(page);

    // Opening Profile closes Menu; pressing Profile again closes it.
    await bottom.getByRole('button', { name: 'Profile' }).tap();
    await expect(drawer).toBeHidden();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    await bottom.getByRole('button', { name: 'Search' }).tap();
    const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
    await expect(box).toBeFocused();
    await box.fill('fryer');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(search\/fryer|.*fryers)/);

    // A link in the drawer navigates and closes it.
    await bottom.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blogs' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    // On a phone the listing's filters are folded above the products until asked for.
    await page.goto('/kitchen-equipment/cooking-equipment/deep-fryers', { waitUntil: 'domcontentloaded' });
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Min price')).toBeHidden();
    await filters.tap();
    await expect(page.getByLabel('Min price')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('a shopper who scrolls a slow page before it is interactive stays there, and a tap reaches what they aimed at', async ({ page }) => {
  // The router's start scrolled a fresh visit back to the top, under the finger: on a 6x slowed
  // phone 2 to 4 taps in 8 on a pagination link opened a product card instead.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Scrolled as soon as the server's page shows, long before its scripts have run.
  await page.goto('/refrigeration', { waitUntil: 'commit' });
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toBeAttached();
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/refrigeration\?page=2$/);
});
