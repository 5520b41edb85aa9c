// Issue 5 in real Chromium against the real API and its 100k catalogue: the React Search in
// the storefront's header, and <horeca-search> on a partner's plain page (second origin,
// script-tag bundle, shadow DOM). Typing is character by character, as a shopper types.
import { expect, test, type Locator, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { openPartnerPage } from '../support/partner-page';
import { axeCheck } from '../support/axe';
import { stopPageClock } from '../support/clock';

interface LoggedEvent {
  name: string;
  detail: { to?: string; state?: { productId?: number; categoryId?: number }; open?: boolean };
  cancelable: boolean;
  from: string;
}

/** Every /frontend/search and /nlp/search request the page makes, by query. */
function recordSearches(page: Page) {
  const asked: { path: string; query: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/api\/(frontend|nlp)\/search$/.test(url.pathname)) asked.push({ path: url.pathname, query: url.searchParams.get('query') ?? '' });
  });
  return asked;
}

const navigations = (page: Page) =>
  page.evaluate(() => (window as unknown as { searchLog: LoggedEvent[] }).searchLog.filter((event) => event.name === 'horeca:navigate'));

/**
 * Types 'fry' one key at a time with the page's clock stopped, then lets 300 ms pass: every key
 * comes within the debounce however slow the machine is (real time let a loaded machine leave
 * a gap past 300 ms and send 'f'). Time runs as usual (the clock is installed before every page
 * loads, below) until here, and again once the suggestions are asked for.
 */
async function typeFry(box: Locator) {
  const page = box.page();
  await box.click();
  await stopPageClock(page);
  await box.pressSequentially('fry');
  const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('query') === 'fry');
  await page.clock.runFor(300);
  await asked; // at 300 ms, not later
  await page.clock.resume();
  await expect(page.getByRole('option', { name: /fry/i }).first()).toBeVisible();
}

// Playwright's clock, installed before the page loads, keeps real time until a test stops it.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('the React Search in the storefront header', () => {
  test("type 'fry' character by character and open a suggestion with the keyboard", async ({ page }) => {
    const asked = recordSearches(page);
    await page.goto('/');
    // The check below is about the debounce: type once the page's own start-up work (the
    // sections and the banner it loads after hydrating) is done, so no keystroke waits on it.
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products, categories and brands' });
    await typeFry(box);
    // One request for the whole word: 'f' and 'fr' were typed within the 300 ms debounce.
    expect(asked.filter((request) => request.path === '/api/frontend/search').map((request) => request.query)).toEqual(['fry']);
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox.getByRole('group', { name: 'Products Suggestions' }).getByRole('option')).toHaveCount(7);
    await expect(listbox.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Deep Fryers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending Products' }).getByRole('button', { name: 'Add To Cart' })).toHaveCount(4);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const active = listbox.locator('[role="option"][aria-selected="true"]');
    await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'none');
    const href = new URL((await active.getAttribute('href')) ?? '', API_URL).pathname;
    await box.press('Enter');
    await expect(page).toHaveURL(`${API_URL}${href}`);
    // A product page keeps the typed text; the panel is closed.
    await expect(box).toHaveValue('fry');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('<horeca-search> on a partner page', () => {
  test("type 'fry' and pick a product with the keyboard: a cancellable horeca:navigate the partner routes", async ({ page }) => {
    const asked = recordSearches(page);
    const { errors } = await openPartnerPage(page, 'search.html');
    const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
    await expect(box).toHaveAttribute('placeholder', 'Search the Horeca store');
    await typeFry(box);
    expect(asked.filter((request) => request.path === '/api/frontend/search').map((request) => request.query)).toEqual(['fry']);
    // The typed text is marked inside the suggestions.
    await expect(page.locator('horeca-search').locator('mark[part="match"]').first()).toHaveText(/^fry$/i);
    await box.press('ArrowDown');
    await box.press('Enter');
    const [navigate] = await navigations(page);
    expect(navigate?.cancelable).toBe(true);
    expect(navigate?.from).toBe('horeca-search');
    expect(navigate?.detail.to).toMatch(new RegExp(`^${API_URL}/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+$`));
    expect(navigate?.detail.state?.productId).toEqual(expect.any(Number));
    // The partner routed it: the page is still the partner's.
    expect(new URL(page.url()).pathname).toBe('/search.html');
    expect(errors).toEqual([]);
  });

  test('Enter on a text that names a category opens the category; another text opens the search-url', async ({ page }) => {
    await openPartnerPage(page, 'search.html');
    const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
    await box.click();
    await box.pressSequentially('deep fryers', { delay: 50 });
    await box.press('Enter');
    await expect.poll(async () => (await navigations(page)).length).toBe(1);
    expect((await navigations(page))[0]?.detail).toEqual({
      to: `${API_URL}/kitchen-equipment/cooking-equipment/deep-fryers`,
      state: { categoryId: expect.any(Number) },
    });
    // Not a product page: the box is cleared.
    await expect(box).toHaveValue('');
    await box.pressSequentially('stainless ladle 12', { delay: 30 });
    await box.press('Enter');
    await expect.poll(async () => (await navigations(page)).at(-1)?.detail.to).toBe(`${API_URL}/search/stainless%20ladle%2012`);
  });

  test('without preventDefault the browser follows the link to the store', async ({ page }) => {
    await openPartnerPage(page, 'search.html', { follow: '1' });
    const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
    await typeFry(box);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+$`));
  });

  for (const failure of ['500', 'offline'] as const) {
    test(`the API failing (${failure}) keeps the box usable and says nothing alarming`, async ({ page }) => {
      await page.route(/\/api\/(frontend|nlp)\/search/, (route) =>
        failure === '500' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }) : route.abort('internetdisconnected'),
      );
      const { errors } = await openPartnerPage(page, 'search.html');
      const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
      await box.click();
      await box.pressSequentially('fry', { delay: 80 });
      const search = page.locator('horeca-search');
      await expect(search.getByText('No Products Found', { exact: true })).toBeVisible();
      await expect(search.getByText('No Brands Found', { exact: true })).toBeVisible();
      await expect(search.getByRole('alert')).toHaveCount(0);
      await expect(search).not.toContainText(/error|went wrong/i);
      await expect(box).toHaveValue('fry');
      await box.press('Enter');
      await expect.poll(async () => (await navigations(page)).at(-1)?.detail.to).toBe(`${API_URL}/search/fry`);
      expect(errors).toEqual([]);
    });
  }

  test('a press outside the element closes the panel; Escape closes it too', async ({ page }) => {
    await openPartnerPage(page, 'search.html');
    const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
    await typeFry(box);
    // The open dropdown covers most of the page: press the page's far corner.
    const { height } = page.viewportSize() ?? { height: 720 };
    await page.mouse.click(4, height - 4);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const changes = await page.evaluate(() =>
      (window as unknown as { searchLog: LoggedEvent[] }).searchLog.filter((event) => event.name === 'horeca:open-change').map((event) => event.detail.open),
    );
    expect(changes).toEqual([true, false, true, false]);
  });

  test('under 640 px: a full-screen panel with POPULAR SUGGESTIONS from /nlp/search', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const asked = recordSearches(page);
    await openPartnerPage(page, 'search.html');
    const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
    await box.click();
    await box.pressSequentially('fridge', { delay: 80 });
    const popular = page.getByRole('group', { name: 'POPULAR SUGGESTIONS' });
    await expect(popular.getByRole('option').first()).toBeVisible();
    expect(await popular.getByRole('option').count()).toBeLessThanOrEqual(10);
    // The panel first shows the default term's suggestions; the typed term is asked after the debounce.
    await expect.poll(() => asked.some((request) => request.path === '/api/nlp/search' && request.query === 'fridge')).toBe(true);
    const panel = page.locator('horeca-search [part="search"]');
    const box375 = await panel.boundingBox();
    expect(box375).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('axe finds nothing on the open dropdown', async ({ page }) => {
    await openPartnerPage(page, 'search.html');
    const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
    await typeFry(box);
    await box.press('ArrowDown');
    await expect(page.getByRole('region', { name: 'Trending Products' }).getByRole('listitem')).toHaveCount(4);
    const results = await axeCheck(page).include('horeca-search').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
