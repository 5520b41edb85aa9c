// The Arabic storefront (issue 23) in real Chromium against the real API: each page at its /ar/
// address is <html lang="ar" dir="rtl"> from the server on, speaks Arabic in its shell, passes
// axe and HTML_CodeSniffer, overflows nothing sideways, and Tab walks each line right to left.
// The catalogue's own data (product names, categories) is English until its Arabic seed lands.
import { expect, test, type Page } from '../support/test';
import { ARABIC_PAGES, LISTING, PRODUCT } from './arabic-pages';
import { ENGLISH_WORDS } from './english-words';
import { expectAccessible, expectNoSidewaysOverflow, watchConsole } from './support';

/**
 * No English word of the catalogues and no English-format price on the page: a text, or a label, placeholder, title or
 * alternative text, that is exactly one of them (the catalogue's data may still be English).
 */
async function expectNoEnglishWords(page: Page) {
  const shown = await page.evaluate((words) => {
    const english = new Set(words);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (english.has(text)) found.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (english.has(value)) found.add(value);
      }
    }
    if (english.has(document.title)) found.add(document.title);
    // A price in the English format ('AED 1,234.00'): Arabic pages write '1,234.00 د.إ.'.
    for (const price of document.body.innerText.match(/AED\s?[\d.,]+/g) ?? []) found.add(price);
    return [...found];
  }, ENGLISH_WORDS);
  expect(shown, `English words on ${page.url()}`).toEqual([]);
}

/**
 * The shell's own parts speak Arabic alone (issue 33): no Latin word in `selector`'s text (the
 * header with the place it delivers to, the location popup, the glitch reporter's banner).
 */
async function expectNoLatinWordsIn(page: Page, selector: string) {
  const latin = await page.locator(selector).evaluateAll((parts) => parts.flatMap((part) => part.textContent?.match(/[A-Za-z]{2,}/g) ?? []));
  expect(latin, `Latin words in ${selector} on ${page.url()}`).toEqual([]);
}

/**
 * Tabs through the first controls of the page: of two controls in a row on one line, the later
 * one stands to the left of the earlier (right-to-left reading order).
 */
async function expectRightToLeftTabOrder(page: Page) {
  await page.locator('body').focus();
  const boxes: { x: number; y: number; right: number; height: number }[] = [];
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    const box = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      const rect = active.getBoundingClientRect();
      return rect.width > 0 ? { x: rect.x, y: rect.y + window.scrollY, right: rect.right, height: rect.height } : null;
    });
    if (box) boxes.push(box);
  }
  const sameLine = boxes.slice(1).map((box, index) => [boxes[index]!, box] as const).filter(([a, b]) => Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) < Math.min(a.height, b.height) / 2);
  expect(sameLine.length, `controls side by side on ${page.url()}`).toBeGreaterThan(0);
  for (const [earlier, later] of sameLine) expect(later.right, `tab order on ${page.url()}`).toBeLessThanOrEqual(earlier.right + 1);
}

for (const [name, path] of ARABIC_PAGES) {
  test(`${name} in Arabic: lang and dir from the server, Arabic shell, accessible, nothing overflowing, right-to-left tab order`, async ({ page, request }) => {
    const errors = watchConsole(page, [/Failed to load resource/]);
    // The server's own HTML, before any script: the first paint is already right to left.
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'ابحث عن المنتجات والفئات والعلامات التجارية' }).first()).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('جميع الحقوق محفوظة');
    await expectAccessible(page);
    await expectNoSidewaysOverflow(page);
    await expectNoEnglishWords(page);
    await expectNoLatinWordsIn(page, '.site-header, .beta-banner-placeholder, horeca-glitch-reporter');
    await expectRightToLeftTabOrder(page);
    expect(errors).toEqual([]);
  });
}

test('the header names the place it delivers to in Arabic, and so does its location popup', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const location = page.locator('.location__button');
  await expect(location).toContainText('دبي, الإمارات العربية المتحدة');
  await location.click();
  await expect(page.getByRole('dialog', { name: 'اختر موقع التوصيل' })).toBeVisible();
  await expectNoLatinWordsIn(page, '.site-header, .location__popup');
  await expectNoEnglishWords(page);
});

test('before any script runs, an Arabic page shows no English: the server’s HTML and the static shell, header and glitch banner included', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A server-rendered page (home, a listing) and one the browser renders (checkout: the plain shell).
  for (const path of ['/ar', `/ar${LISTING}`, '/ar/checkout']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.beta-banner-placeholder')).toContainText('أبلغ عن خلل');
    await expectNoEnglishWords(page);
    await expectNoLatinWordsIn(page, '.site-header, .beta-banner-placeholder');
  }
  await context.close();
});

test('the server renders Arabic pages with their own canonical and hreflang alternates', async ({ request }) => {
  const html = await (await request.get('/ar/faq', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/ar\/faq" \/>/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/faq" \/>/);
  expect(html).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+\/ar\/faq" \/>/);
  expect(html).toContain('الأسئلة الشائعة');
  const english = await (await request.get('/faq', { headers: { accept: 'text/html' } })).text();
  expect(english).toMatch(/<html lang="en" dir="ltr">/);
});

test('the header’s language switch opens the page in Arabic and remembers it; English switches back', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'تتبّع طلبك' })).toBeVisible();
  // Remembered: an English address now opens in Arabic.
  await page.goto('/pages/about-us');
  await expect(page).toHaveURL(/\/ar\/pages\/about-us$/);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/pages\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Track your order' })).toBeVisible();
});

test('a product card in Arabic prices in د.إ. and its add to cart speaks Arabic', async ({ page }) => {
  await page.goto(`/ar${LISTING}`);
  const card = page.locator('horeca-product-card, article').filter({ hasText: 'د.إ.' }).first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' }).first()).toBeVisible();
  // The catalogue's selling unit in Arabic too: 'لكل قطعة', never 'لكل Each' (issue 33).
  await expect(card).toContainText('لكل قطعة');
  await expect(page.locator('.product-grid')).not.toContainText(/لكل (Each|Pack)/);
});

test('an Arabic product page asks the API in Arabic (lang=ar on every call) and hydrates what the server drew; English asks without', async ({ page }) => {
  const errors = watchConsole(page, [/Failed to load resource/]);
  const asked: { url: URL; from: string }[] = [];
  // The API's calls (pictures are files under /api/images, the same in both languages), each with
  // the page that made it: a late call of the Arabic page must not count as the English page's.
  page.on('request', (request) => {
    const url = new URL(request.url());
    const from = new URL(request.headers()['referer'] ?? 'about:blank').pathname;
    if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) asked.push({ url, from });
  });
  /** The page, scrolled to its end (the carousels below read when they come into view). */
  const browse = async (path: string) => {
    const made = () => asked.filter((call) => call.from === path);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('End');
    await expect.poll(() => made().length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    return made().map((call) => String(call.url));
  };
  const arabic = await browse(`/ar${PRODUCT}`);
  expect(arabic.filter((url) => new URL(url).searchParams.get('lang') !== 'ar')).toEqual([]);
  expect(errors).toEqual([]);
  const english = await browse(PRODUCT);
  expect(english.filter((url) => new URL(url).searchParams.has('lang'))).toEqual([]);
});
