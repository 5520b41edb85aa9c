// Filters, sort and pagination over a department of thousands of products, against the
// real catalogue; bad price input gets its error at the field and keeps the text.
import { expect, test, type Page } from '../support/test';
import { axeCheck } from '../support/axe';
import PHONE from '../support/phone.json' with { type: 'json' };
import { watchConsole } from './support';

const count = async (page: Page) => {
  const text = await page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ }).first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
};

/** Each card's current price: its lowest amount (a sale card also shows the higher old one). */
const prices = async (page: Page) =>
  page.locator('.product-grid > li').evaluateAll((cards) =>
    cards.map((card) => Math.min(...[...(card.textContent ?? '').matchAll(/AED\s([\d,]+\.\d\d)/g)].map((m) => Number((m[1] ?? '').replace(/,/g, ''))))),
  );

test('refrigeration: count, pages, sort, brand, price and stock filters', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/refrigeration', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Refrigeration' })).toBeVisible();
  await expect.poll(() => count(page)).toBeGreaterThan(5000);
  const total = await count(page);

  // Pagination: page 2 is a real link, keeps the count and shows other products.
  const firstPageNames = await page.locator('.product-grid h3, .product-grid [part="name"]').allTextContents();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
  expect(await count(page)).toBe(total);
  await expect.poll(async () => (await page.locator('.product-grid h3, .product-grid [part="name"]').allTextContents()).join()).not.toBe(firstPageNames.join());
  const last = Math.ceil(total / 24);
  await expect(page.getByRole('link', { name: `Page ${last}` })).toBeVisible();

  // Sort by price, low to high: back to page 1, prices ascending.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc$/);
  await expect.poll(async () => {
    const list = await prices(page);
    return list.length > 3 && list.every((value, i) => Number.isFinite(value) && (i === 0 || (list[i - 1] as number) <= value));
  }).toBe(true);

  // A brand narrows the count to that brand's facet number.
  const firstBrand = page.getByRole('group', { name: 'Brand' }).locator('label').first();
  const label = (await firstBrand.textContent()) ?? '';
  const [, brandName = '', facetText = ''] = label.match(/^(.*?)\s*\(([\d,]+)\)$/) ?? [];
  const facet = Number(facetText.replace(/,/g, ''));
  await firstBrand.getByRole('checkbox').click();
  await expect(page).toHaveURL(/brand=\d+/);
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) })).toBeChecked();
  await expect.poll(() => count(page)).toBe(facet);

  // A bad price shows its message at the field and keeps what was typed.
  const min = page.getByLabel('Min price');
  await min.fill('abc');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a price of 0 or more.')).toBeVisible();
  await expect(min).toHaveValue('abc');
  await min.fill('500');
  await page.getByLabel('Max price').fill('100');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page.getByText('The maximum must be at least the minimum.')).toBeVisible();
  await page.getByLabel('Max price').fill('20000');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/min_price=500&max_price=20000/);
  await expect.poll(async () => { const list = await prices(page); return list.length > 0 && list.every((value) => Number.isFinite(value) && value >= 500 && value <= 20000); }, { timeout: 30_000 }).toBe(true);

  // The box follows the address (filters live in the URL), so it shows checked once the URL has it.
  const inStock = page.getByRole('checkbox', { name: 'In stock only' });
  await inStock.click();
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(inStock).toBeChecked();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => count(page)).toBe(total);
  expect(errors).toEqual([]);
});

// Issue 33, WCAG 2.2 on a listing: the pagination's links 4 and 5 read as covered by cards not
// yet drawn, whose held height (content-visibility) was less than a card's, so a card spilled
// out of its box over the pagination; and the logo's visible "H" was no part of its name.
for (const device of ['desktop', 'phone'] as const) {
  test.describe(`a listing on a ${device}`, () => {
    if (device === 'phone') test.use(PHONE);

    for (const path of ['/kitchen-equipment/cooking-equipment/deep-fryers', '/ar/cooking-equipment/deep-fryers']) {
      test(`${path}: a card not yet drawn stays inside its box, the pagination is clear, the logo says what it shows`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.getByRole('navigation', { name: /Pages|الصفحات/ })).toBeAttached();
        // Cards far below the screen are not drawn yet: each still fits the box held for it.
        const spills = await page.locator('.product-grid > li').evaluateAll((items) =>
          items.flatMap((item) => {
            const box = item.getBoundingClientRect();
            const card = item.querySelector('article')?.getBoundingClientRect();
            return card && card.bottom > box.bottom + 0.5 ? [`${Math.round(card.height)} px card in a ${Math.round(box.height)} px box`] : [];
          }),
        );
        expect(spills).toEqual([]);
        const results = await axeCheck(page).withRules(['target-size', 'label-content-name-mismatch']).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }

    // WCAG 2.2, 2.4.11: what an in-page link or the keyboard brings into view lands clear of the
    // sticky header (and on a phone of the bottom bar), not under it: html's scroll-padding
    // (base.css). Chromium centres an element it focuses, but a link to #id, and Firefox and
    // Safari on focus, align it to the screen's edge: that alignment is what is measured.
    test('what is brought into view lands clear of the sticky header and the bottom bar', async ({ page }) => {
      await page.goto('/refrigeration');
      const links = page.locator('.product-grid > li a[href]');
      await expect(links.first()).toBeVisible();
      /** Scrolls the link to the top or bottom edge; where it lands, and the header's and bottom bar's edges then. */
      const bringIntoView = (link: HTMLElement, block: 'start' | 'end') => {
        link.scrollIntoView({ block });
        const bar = document.querySelector('.bottom-bar');
        return {
          top: link.getBoundingClientRect().top,
          bottom: link.getBoundingClientRect().bottom,
          headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
          barTop: bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : window.innerHeight,
        };
      };
      // Far down, then back up to the first card.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const up = await links.first().evaluate(bringIntoView, 'start' as const);
      expect(up.top).toBeGreaterThanOrEqual(up.headerBottom);
      // From the top down to the last card.
      await page.evaluate(() => window.scrollTo(0, 0));
      const down = await links.last().evaluate(bringIntoView, 'end' as const);
      expect(down.bottom).toBeLessThanOrEqual(down.barTop);
    });
  });
}
