// Every browsing and content route loads with real API content, its head metadata, no
// console error, its content security policy and no violation of it, and no serious or critical
// axe violation (WCAG 2.2 AA). Routes are grouped in a few
// tests to keep the run short.
import { expect, test, type Page } from '../support/test';
import PHONE from '../support/phone.json' with { type: 'json' };
import { cspViolations, expectPagePolicy, watchCspViolations } from '../support/content-security-policy';
import { expectAccessible, expectPageMeta, watchConsole } from './support';

interface RouteCase {
  path: string;
  /** The page's main heading. */
  heading: RegExp;
  /** Something only real API data would put on the page. */
  content: (page: Page) => Promise<void>;
}

const productCount = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ }).first()).toBeVisible();
const cards = (page: Page) => expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeVisible();
// The page's own content, not the shell's links of the same words.
const text = (value: RegExp | string) => (page: Page) => expect(page.getByRole('main').getByText(value).first()).toBeVisible();

/**
 * Home: the hero headline is set once, over a wordless picture; the tiles; a department
 * carousel loads its cards when scrolled near.
 */
async function homeContent(page: Page) {
  const hero = page.getByRole('region', { name: 'Featured' });
  const headline = hero.getByRole('heading', { level: 2 });
  await expect(headline).toBeVisible();
  const picture = await hero.locator('img').getAttribute('src');
  const svg = await (await page.request.get(picture ?? '')).text();
  expect(svg).toContain('<svg');
  expect(svg).not.toContain('<text');
  await text('Shop by category')(page);
  await expect(page.getByRole('link', { name: /Cooking Equipment/ }).first()).toBeVisible();
  await page.getByRole('main').getByRole('region', { name: 'Kitchen Equipment' }).scrollIntoViewIfNeeded();
  await cards(page);
  // Back to the top for the check: scrolled there, the flash-sale row sits under the sticky
  // header, and axe's target-size counts a control the header passes over as covered.
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function visit(page: Page, route: RouteCase, index: number) {
  await expectPagePolicy(await page.goto(route.path, { waitUntil: 'domcontentloaded' }), route.path);
  // Generous: the shared two-core machine runs several suites at once.
  await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({ timeout: 30_000 });
  await route.content(page);
  await expectPageMeta(page, /Horeca Store/);
  // The shell is the same on every route: checked whole on the first, the page's own
  // content on the rest.
  await expectAccessible(page, index === 0 ? undefined : '#main');
  // By now the page has hydrated and settled (the checks above take seconds).
  expect(await cspViolations(page), `CSP violations on ${route.path}`).toEqual([]);
}

const catalogue: RouteCase[] = [
  { path: '/', heading: /Horeca Store/, content: homeContent },
  { path: '/refrigeration', heading: /^Refrigeration$/, content: productCount },
  { path: '/kitchen-equipment/cooking-equipment', heading: /^Cooking Equipment$/, content: cards },
  { path: '/kitchen-equipment/cooking-equipment/deep-fryers', heading: /^Deep Fryers$/, content: productCount },
  { path: '/products', heading: /All Products/, content: text('Deep Fryers') },
  { path: '/products/griddles', heading: /^Griddles$/, content: cards },
  { path: '/all-categories', heading: /All Categories/, content: text('Combi Ovens') },
  { path: '/seo/1', heading: /Cooking Equipment for Hotels/, content: cards },
  { path: '/search/fryer', heading: /Results for/, content: cards },
  { path: '/shop-by-sale/1', heading: /Summer Kitchen Sale/, content: productCount },
];

const brands: RouteCase[] = [
  { path: '/all-brands', heading: /All Brands/, content: text('Rational') },
  { path: '/brands/rational', heading: /^Rational$/, content: productCount },
  { path: '/brands/108/rational', heading: /^Rational$/, content: cards },
  { path: '/selected-brand/108', heading: /^Rational$/, content: cards },
  { path: '/about-brand/108', heading: /About Rational/, content: text('Origin') },
  { path: '/brand-page-four', heading: /Featured Brands/, content: text(/[\d,]+ products/) },
];

const content: RouteCase[] = [
  { path: '/pages/about-us', heading: /About Us/, content: text('Our story') },
  { path: '/pages/contact-us', heading: /Contact/, content: async (page) => { await expect(page.getByRole('button', { name: 'Send inquiry' })).toBeVisible(); } },
  { path: '/pages/shipping-policy', heading: /Shipping/, content: text('Last updated') },
  { path: '/pages/terms-conditions', heading: /Terms/, content: text('Last updated') },
  { path: '/terms-condition', heading: /Terms/, content: text('Last updated') },
  { path: '/pages/privacy-policy', heading: /Privacy/, content: text('Last updated') },
  { path: '/pages/return-policy', heading: /Return/, content: text('Last updated') },
  { path: '/faq', heading: /Frequently Asked Questions/, content: async (page) => { for (const topic of ['About', 'Ordering', 'Delivery', 'Payments', 'Returns', 'Support']) await expect(page.getByRole('button', { name: topic, exact: true })).toBeVisible(); } },
  { path: '/sell-on-horeca', heading: /Sell/, content: text('Become a seller') },
  { path: '/blog', heading: /^Blog$/, content: text('How to Choose the Right Deep Fryers') },
  { path: '/blog/category/kitchen-tips', heading: /Kitchen Tips/, content: text(/Omar Farouk|Horeca/) },
  { path: '/blog/how-to-choose-the-right-deep-fryers-1', heading: /How to Choose the Right Deep Fryers/, content: text(/Layla Haddad|Omar Farouk|Sarah Mitchell|James Carter|Priya Nair/) },
  { path: '/maintenance', heading: /We'll be back soon!/, content: async (page) => { for (const stage of ['Started', 'In Progress', 'Expected Completion']) await expect(page.getByText(stage, { exact: true })).toBeVisible(); } },
  { path: '/customized-quatation', heading: /Customized Quotation/, content: (page) => expect(page.getByLabel('Subject')).toHaveValue('Request For Quotation') },
  { path: '/reviews', heading: /Customer Reviews/, content: text(/[\d,]+ reviews/) },
  { path: '/sitemap', heading: /Sitemap/, content: text('kitchen-equipment') },
];

// Tests of this file spread over the workers; groups of at most 8 routes keep any one test
// from holding a worker for minutes.
test.describe.configure({ mode: 'parallel' });
const chunksOf = (routes: RouteCase[], size = 8) => Array.from({ length: Math.ceil(routes.length / size) }, (_, i) => routes.slice(i * size, (i + 1) * size));
const groups = [['catalogue', catalogue], ['brands', brands], ['content', content]] as const;

/**
 * A phone draws the same page templates in its own layouts: one route of each template is walked
 * there (a listing by category, brand, sale, search or SEO page is one template; so are the
 * policy pages), which halves the phone pass without leaving a layout unchecked. The sitemap
 * is 5,600 links in plain lists, one column on any screen: its check took 17 s a device.
 */
const NOT_ON_PHONE = new Set(['/products/griddles', '/seo/1', '/kitchen-equipment/cooking-equipment/deep-fryers', '/brands/108/rational', '/selected-brand/108', '/pages/shipping-policy', '/pages/terms-conditions', '/terms-condition', '/pages/privacy-policy', '/blog/category/kitchen-tips', '/sitemap']);
const onPhone = (routes: RouteCase[]) => routes.filter((route) => !NOT_ON_PHONE.has(route.path));

// On a desktop and on a 412 px phone (its own header, bottom bar and layouts), axe with the
// WCAG 2.2 AA rules (issue 33).
for (const device of ['desktop', 'phone'] as const) {
  test.describe(`on a ${device}`, () => {
    if (device === 'phone') test.use(PHONE);
    for (const [name, all] of groups) for (const [part, group] of chunksOf(device === 'phone' ? onPhone(all) : all).entries()) {
      test(`${name} routes (part ${part + 1}) load real content, head metadata, no console error, axe clean`, async ({ page }) => {
        test.setTimeout(group.length * 30_000);
        const errors = watchConsole(page);
        await watchCspViolations(page);
        for (const [index, route] of group.entries()) await visit(page, route, index);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('the product page: gallery, price, tiers, tabs, schema.org Product, browsing history', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/cooking-equipment/deep-fryers/electrolux-professional-electric-deep-fryer-70-lb-16047');
  await expect(page.getByRole('heading', { level: 1, name: 'Electrolux Professional Electric Deep Fryer 70 lb' })).toBeVisible();
  await expect(page.getByText('AED 12,677.00').first()).toBeVisible();
  await expect(page.getByText('VAT 5% included')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buy More, Save More' })).toBeVisible();
  // The top strip is hidden on product routes (docs/behaviour.md §2.7).
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Electrolux Professional Electric Deep Fryer 70 lb', sku: 'ELE-016047', offers: { priceCurrency: 'AED', price: '12677.00' } });
  await expectPageMeta(page, /Electrolux Professional Electric Deep Fryer 70 lb/);

  // Tabs follow the keyboard: arrow right moves to the next tab and shows its panel.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Technical Information', 'Benefits & Features', 'Product Description', 'Frequently Asked Question', 'Customer Reviews']);
  await expect(page.getByRole('tabpanel')).toContainText('Model Number');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel')).toContainText(/out of 5 from/);
  await expectAccessible(page);

  // Size options are the product's family: each size links to its own product page.
  const sizes = page.getByRole('list', { name: 'Size' });
  await expect(sizes.getByRole('link', { name: '70 lb' })).toHaveAttribute('aria-current', 'page');
  await sizes.getByRole('link', { name: '25 lb' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /25 lb/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Size' }).getByRole('link', { name: '25 lb' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('list', { name: 'Size' }).getByRole('link', { name: '70 lb' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Electrolux Professional Electric Deep Fryer 70 lb' })).toBeVisible();

  // A guest add goes to the cart badge at once.
  await page.getByRole('button', { name: 'Add To Cart' }).first().click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();

  // Viewing a second product lists the first under the recently browsed heading.
  await page.getByRole('link', { name: 'Deep Fryers' }).first().click();
  await page.getByRole('link', { name: /Vulcan 40 lb Electric Deep Fryer Countertop/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Vulcan 40 lb Electric Deep Fryer/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You Browsed It, We Saved it for Easy Access' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'You Browsed It, We Saved it for Easy Access' }).or(page.locator('section', { hasText: 'You Browsed It' })).first()).toContainText('Electrolux Professional Electric Deep Fryer 70 lb');
  expect(errors).toEqual([]);
});

test('an old path goes through the redirect lookup; an unknown one shows not-found', async ({ page }) => {
  // The lookup's 404 for the unknown path is the expected answer, not an error.
  const errors = watchConsole(page, [/status of 404/]);
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/pages\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
