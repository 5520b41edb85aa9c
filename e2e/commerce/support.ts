// Helpers for the commerce journeys: customers created through the API, real products
// picked from the seeded catalogue, and the few browser steps every journey repeats.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestCustomer {
  name: string;
  email: string;
  password: string;
  token: string;
}

let serial = 0;

/** An address nobody else uses, so journeys never collide (also across reruns). */
export function uniqueEmail(tag: string): string {
  serial += 1;
  return `e2e-${tag}-${Date.now()}-${serial}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * A customer signed up through the API. A business `type` is applied for and approved, as
 * staff would (business.spec.ts walks the same through the account page).
 */
export async function registerCustomer(request: APIRequestContext, options: { tag: string; type?: string }): Promise<TestCustomer> {
  const customer = { name: `Journey ${options.tag}`, email: uniqueEmail(options.tag), password: 'correct-horse-42' };
  const answer = await request.post('/api/frontend/register', {
    data: { ...customer, is_guest: false, country_code: '+971', mobile_number: '971501234567' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const token = ((await answer.json()) as { token: string }).token;
  if (options.type && options.type !== 'Private') {
    const applied = await request.post('/api/frontend/account/business-request', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: options.type, company_name: `${customer.name} LLC`, trade_licence: 'DED-100200' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const approved = await request.post('/api/test/business-requests/approve', { data: { email: customer.email } });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return { ...customer, token };
}

/** The id of the first row of a `{ data: [{ id, name }] }` list, or of the row with that name. */
export async function firstId(request: APIRequestContext, path: string, name?: string): Promise<number> {
  const rows = ((await (await request.get(path)).json()) as { data: { id: number; name: string }[] }).data;
  const row = name ? rows.find((item) => item.name === name) : rows[0];
  expect(row, `${name ?? 'a row'} in ${path}`).toBeTruthy();
  return row!.id;
}

export interface CatalogueProduct {
  id: number;
  name: string;
  path: string;
}

/** In-stock products with their storefront paths, from a search of the seeded catalogue. */
export async function pickProducts(request: APIRequestContext, query: string, count: number): Promise<CatalogueProduct[]> {
  const answer = await request.get(`/api/frontend/search?query=${encodeURIComponent(query)}`);
  const body = (await answer.json()) as {
    products: { id: number; name: string; url: string; grandparent_category_slug: string; parent_category_slug: string; quantity: number }[];
  };
  const picked = body.products
    .filter((product) => product.quantity > 20)
    .slice(0, count)
    .map((product) => ({ id: product.id, name: product.name, path: `/${product.grandparent_category_slug}/${product.parent_category_slug}/${product.url}` }));
  expect(picked.length, `products for '${query}'`).toBe(count);
  return picked;
}

export async function guestCartIds(page: Page): Promise<number[]> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('CartItems') ?? '[]') as { product_id: number }[]).map((line) => line.product_id));
}

/** Adds a product from its page as a shopper does: the page's own Add To Cart button. */
export async function addFromProductPage(page: Page, product: CatalogueProduct): Promise<void> {
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add To Cart' }).first().click();
}

export async function signInThroughLogin(page: Page, customer: Pick<TestCustomer, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in to your account' });
  await form.getByLabel('Email address').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The new-address form of the checkout or the login page, filled with a Dubai address. */
export async function fillDubaiAddress(page: Page, formName: string, submit: string): Promise<void> {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('Street address').fill('Marina Walk, Tower 5, Flat 1203');
  await form.getByLabel('Country').selectOption({ label: 'United Arab Emirates' });
  await expect(form.getByLabel('State / Emirate').locator('option', { hasText: 'Dubai' })).toHaveCount(1);
  await form.getByLabel('State / Emirate').selectOption({ label: 'Dubai' });
  await expect(form.getByLabel('City').locator('option', { hasText: 'Jebel Ali' })).toHaveCount(1);
  await form.getByLabel('City').selectOption({ label: 'Jebel Ali' });
  await form.getByLabel('Zip code').fill('00000');
  await form.getByRole('button', { name: submit }).click();
}

/**
 * A signed-in shopper with a saved Dubai address and `quantity` units of a product found by
 * `query` in the cart; the browser context starts signed in as them.
 */
export async function shopperWithCart(
  page: Page,
  request: APIRequestContext,
  options: { tag: string; query: string; quantity: number },
): Promise<{ shopper: TestCustomer; product: CatalogueProduct }> {
  const shopper = await registerCustomer(request, { tag: options.tag });
  const auth = { Authorization: `Bearer ${shopper.token}` };
  const country_id = await firstId(request, '/api/countries', 'United Arab Emirates');
  const state_id = await firstId(request, `/api/states/${country_id}`);
  const city_id = await firstId(request, `/api/cities/${state_id}`);
  const saved = await request.post('/api/frontend/customer-address', { headers: auth, data: { type: 'shipping', address: 'Marina Walk, Tower 5', country_id, state_id, city_id, zip_code: '00000', is_default: 1 } });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const [product] = await pickProducts(request, options.query, 1);
  expect((await request.post('/api/frontend/cart/add', { headers: auth, data: { product_id: product!.id, quantity: options.quantity } })).status()).toBe(200);
  await page.context().addInitScript((token) => {
    if (!localStorage.getItem('authToken')) localStorage.setItem('authToken', token);
  }, shopper.token);
  return { shopper, product: product! };
}

/** From the cart page of a shopper with a saved address: cash on delivery, review, place; ends on the confirmation. */
export async function placeCashOnDeliveryOrder(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: /Marina Walk/ })).toBeChecked({ timeout: 30_000 });
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
}
