// Issue 30, done when: a partner's shopper reaches the store with their cart. docs/elements.md's page
// to copy, as it is (only its two example addresses pointed at the test servers), served from
// a partner origin that no ALLOWED_ORIGINS lists: the widgets read the catalogue, the shopper
// adds two products, opens one (the store's product page), comes back, follows the cart badge
// to the store's cart with both lines, places the order as a guest, and the order records the
// partner. Back on the partner page the cart handed over is gone.
import { expect, test, type APIRequestContext } from '../support/test';
import { API_URL, PARTNER_PORT, chromiumLaunchOptions } from '../support/env';
import { fillDubaiAddress, uniqueEmail } from '../commerce/support';

// A partner host of its own: Chromium resolves it to the loopback partner server, and no setting
// of the API can have listed it.
const PARTNER_HOST = 'kitchen-brand.test';
const PARTNER = `http://${PARTNER_HOST}:${PARTNER_PORT}`;

test.use({ launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, `--host-resolver-rules=MAP ${PARTNER_HOST} 127.0.0.1`] } });

interface PartnerRow {
  partner_origin: string;
  orders: number;
}

async function partnerOrders(request: APIRequestContext): Promise<number> {
  const rows = ((await (await request.get(`${API_URL}/api/test/orders/by-partner`)).json()) as { data: PartnerRow[] }).data;
  return rows.filter((row) => row.partner_origin === PARTNER).reduce((sum, row) => sum + row.orders, 0);
}

test("docs/elements.md's page on a partner site: add two, open one, come back, the badge takes both to the store's cart, the order records the partner", async ({ page, request }) => {
  test.setTimeout(240_000);
  // The partner is in no ALLOWED_ORIGINS: the API would refuse it any write.
  const preflight = await request.fetch(`${API_URL}/api/frontend/cart/add`, {
    method: 'OPTIONS',
    headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  const product = async (id: number) => ((await (await request.get(`${API_URL}/api/frontend/products/${id}`)).json()) as { data: { name: string } }).data.name;
  const [first, second] = [await product(1), await product(2)];
  const ordersBefore = await partnerOrders(request);

  const errors: Error[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const partnerPage = `${PARTNER}/embed-example.html?api=${encodeURIComponent(API_URL)}`;
  await page.goto(partnerPage);
  // The page sets api-base once, on <horeca-config>, and nowhere else.
  expect(await page.locator('[api-base]').evaluateAll((nodes) => nodes.map((node) => node.tagName.toLowerCase()))).toEqual(['horeca-config']);

  const cards = page.locator('horeca-product-card');
  const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name }) });
  await expect(card(first).getByRole('heading', { name: first })).toBeVisible({ timeout: 30_000 });
  await card(first).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await card(second).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // The product link goes to the store's own product page, not to a 404 on the partner's site.
  const productLink = card(first).getByRole('link', { name: first });
  expect(await productLink.getAttribute('href')).toMatch(new RegExp(`^${API_URL}/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+$`));
  await productLink.click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/`));
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(partnerPage);
  const badge = page.getByRole('link', { name: 'Cart, 2 items' });
  await expect(badge).toBeVisible({ timeout: 30_000 });
  // The badge's link names the store's handoff with both lines.
  const shown = new URL((await badge.getAttribute('href'))!);
  expect(`${shown.origin}${shown.pathname}`).toBe(`${API_URL}/cart/add`);
  expect(shown.searchParams.get('items')).toBe('1:1,2:1');
  expect(shown.searchParams.get('from')).toBe(PARTNER);

  await badge.click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/checkout/cart_`), { timeout: 30_000 });
  const lines = page.getByRole('list', { name: 'Products in your cart' });
  await expect(lines.getByText(first, { exact: true })).toBeVisible();
  await expect(lines.getByText(second, { exact: true })).toBeVisible();

  // A guest's checkout, as e2e/commerce/checkout.spec.ts walks it.
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  const contact = page.getByRole('form', { name: 'Enter Contact Details For Delivery' });
  await contact.getByLabel('Full name').fill('Partner Shopper');
  await contact.getByLabel('Email address').fill(uniqueEmail('partner'));
  await contact.getByLabel('Mobile number').fill('501234567');
  await contact.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Contact details saved. You can continue to checkout.')).toBeVisible();
  await expect(lines.getByText(first, { exact: true })).toBeVisible();
  await expect(lines.getByText(second, { exact: true })).toBeVisible();
  await fillDubaiAddress(page, 'New delivery address', 'Use this address');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // The order records the partner (the report of `npm run orders -- by-partner`).
  await expect.poll(() => partnerOrders(request)).toBe(ordersBefore + 1);

  // Back on the partner's page: the store confirmed the handoff, so the lines are gone there.
  await page.goto(partnerPage);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible({ timeout: 30_000 });
  const left = await page.evaluate(() => ({ cart: JSON.parse(localStorage.getItem('CartItems') ?? '[]') as unknown[], pending: JSON.parse(localStorage.getItem('horecaPendingHandoff') ?? 'null') as unknown }));
  expect(left).toEqual({ cart: [], pending: null });

  expect(errors).toEqual([]);
  // No [horeca] warning: api-base is set and nothing the page did was refused.
  expect(warnings.filter((text) => text.includes('[horeca]'))).toEqual([]);
});
