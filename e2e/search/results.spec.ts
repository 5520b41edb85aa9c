// Issue 32 in real Chromium against the real API and its 100k catalogue: the results page
// /search/{query} lists every match with its count and pages through all of them, its facets
// narrow the count, its sorts order the whole result, the state lives in the address, and a
// query that finds nothing says so and offers categories and popular products. On a desktop,
// on a phone, in English and in Arabic, on the ae and the us storefront.
import PHONE from '../support/phone.json' with { type: 'json' };
import { expect, test, type Page } from '../support/test';

interface BrandRow {
  id: number;
  name: string;
  product_count: number;
}

/** The count line of a listing ('426 products'), as a number. */
async function shownCount(page: Page): Promise<number> {
  const status = page.locator('.listing__count');
  await expect(status).toHaveText(/\d/);
  return Number((await status.textContent())!.replace(/[^\d]/g, ''));
}

/** The product links of the page's grid, one per card. */
async function cardLinks(page: Page, title: string | RegExp): Promise<string[]> {
  const grid = page.getByRole('list', { name: title });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  return grid.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('a[href]')?.getAttribute('href') ?? ''));
}

/** The prices of the page's cards, in the order shown. */
async function cardPrices(page: Page, title: string | RegExp): Promise<number[]> {
  const grid = page.getByRole('list', { name: title });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  return grid.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      // The price paid is the price block's first figure; a struck-out original follows it.
      const text = item.querySelector('[part="price"] > span')?.textContent ?? '';
      return Number(text.replace(/[^\d.]/g, ''));
    }),
  );
}

test.describe('the search results page', () => {
  test('a brand query lists every product of the brand, page after page', async ({ page, request }) => {
    const brands = ((await (await request.get('/api/frontend/brands')).json()) as { data: BrandRow[] }).data;
    // The smallest brand that takes several pages and is named by one plain word.
    const brand = brands.filter((b) => /^[A-Za-z]+$/.test(b.name) && b.product_count > 48).sort((a, b) => a.product_count - b.product_count)[0]!;
    // Every match is reachable: the pages the results page reads hold each product once, all of them.
    const perPage = 24;
    const seen = new Set<number>();
    for (let pageNumber = 1; ; pageNumber++) {
      const answer = (await (await request.get(`/api/frontend/search/products?query=${encodeURIComponent(brand.name)}&page=${pageNumber}&per_page=${perPage}`)).json()) as { data: { id: number }[]; meta: { total: number; last_page: number } };
      for (const product of answer.data) seen.add(product.id);
      if (pageNumber >= answer.meta.last_page) {
        expect(seen.size).toBe(answer.meta.total);
        break;
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(brand.product_count);

    // The page a buyer sees: the count, the next page, and the last page's remainder.
    await page.goto(`/search/${encodeURIComponent(brand.name)}`);
    const title = `Results for “${brand.name}”`;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const total = await shownCount(page);
    expect(total).toBe(seen.size);
    const first = await cardLinks(page, title);
    expect(first).toHaveLength(perPage);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The address changes as the link is followed; the cards follow once the page's data is in.
    await expect.poll(async () => (await cardLinks(page, title))[0]).not.toBe(first[0]);
    const second = await cardLinks(page, title);
    expect(second).toHaveLength(perPage);
    expect(second.filter((link) => !link || first.includes(link))).toEqual([]);
    const lastPage = Math.ceil(total / perPage);
    await page.getByRole('link', { name: `Page ${lastPage}` }).click();
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}`));
    await expect.poll(async () => (await cardLinks(page, title)).length).toBe(total - (lastPage - 1) * perPage);
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
  });

  test('a facet narrows the count; the sort by price orders the products; all in the address', async ({ page }) => {
    await page.goto('/search/fridge');
    const title = 'Results for “fridge”';
    const all = await shownCount(page);
    expect(all).toBeGreaterThan(100);
    // "Also in these categories" links the matches' subcategories.
    await expect(page.getByRole('navigation', { name: 'Also in these categories' }).getByRole('link').first()).toBeVisible();

    const filters = page.getByRole('complementary', { name: 'Filters' });
    const category = filters.getByRole('group', { name: 'Category' }).getByRole('checkbox').first();
    const label = (await filters.getByRole('group', { name: 'Category' }).locator('label').first().textContent()) ?? '';
    const expected = Number(label.match(/\((\d+)\)/)![1]);
    // The box follows the address: it is ticked once the page has moved there.
    await category.click();
    await expect(page).toHaveURL(/category=\d+/);
    await expect.poll(() => shownCount(page)).toBe(expected);
    expect(expected).toBeLessThan(all);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect.poll(async () => {
      const prices = await cardPrices(page, title);
      return prices.length > 1 && prices.every((price, i) => price > 0 && (i === 0 || prices[i - 1]! <= price));
    }).toBe(true);

    // The address is the page: opened afresh (server-rendered), the same count and order.
    const address = page.url();
    const ascending = await cardPrices(page, title);
    await page.goto(address);
    expect(await shownCount(page)).toBe(expected);
    expect(await cardPrices(page, title)).toEqual(ascending);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await expect.poll(async () => {
      const prices = await cardPrices(page, title);
      return prices.length > 1 && prices.every((price, i) => price > 0 && (i === 0 || prices[i - 1]! >= price));
    }).toBe(true);
  });

  test('a misspelt word is corrected and said so; nothing found offers categories and popular products', async ({ page }) => {
    await page.goto('/search/refrigirator');
    await expect(page.getByText('Showing results for “refrigerator”.')).toBeVisible();
    await page.getByRole('link', { name: 'Search instead for “refrigirator”' }).click();
    await expect(page).toHaveURL(/exact=1/);
    await expect(page.getByText('No products match “refrigirator”.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Try these categories' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Popular products' }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/search/qqzx%20wwyv');
    await expect(page.getByText('No products match “qqzx wwyv”.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Try these categories' }).getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/search\//);
  });

  test('the us storefront asks in dollars', async ({ page }) => {
    await page.goto('/search/fryer?storefront=us');
    await expect(page.getByRole('list', { name: 'Results for “fryer”' }).getByRole('listitem').first()).toContainText('$');
  });
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: PHONE.viewport, userAgent: PHONE.userAgent, isMobile: true, hasTouch: true });

  test('the results page pages and filters on a phone', async ({ page }) => {
    await page.goto('/search/chopping%20board');
    const all = await shownCount(page);
    expect(all).toBeGreaterThan(24);
    // The filters are folded above the products; unfolded, a brand narrows the count.
    await page.getByRole('button', { name: 'Filters' }).click();
    const brand = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    await brand.click();
    await expect(page).toHaveURL(/brand=\d+/);
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
  });

  test('an Arabic query on an /ar page', async ({ page }) => {
    await page.goto(`/ar/search/${encodeURIComponent('قلايات')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('قلايات');
    expect(await shownCount(page)).toBeGreaterThan(24);
    await expect(page.getByRole('navigation', { name: 'موجود أيضاً في هذه الفئات' }).or(page.locator('.product-grid')).first()).toBeVisible();
  });
});
