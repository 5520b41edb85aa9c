// The account pages added for issue 8, against the real API in Chromium: a UAE and a US
// invoice (tax treatment, print view, PDF), a quotation edited and saved, browsing history
// after viewing products, and a review of a delivered product; axe on each new route.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import type { Storefront } from '@horeca/core/storefront';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../storefront/support';
import { firstId, pickProducts, registerCustomer, signInThroughLogin, type CatalogueProduct } from './support';

type Auth = { Authorization: string };

/** An order placed through the API (the checkout pages have their own journeys). */
async function placeOrder(request: APIRequestContext, auth: Auth, product: CatalogueProduct, storefront: Storefront) {
  const countryId = await firstId(request, '/api/countries', 'United Arab Emirates');
  const stateId = await firstId(request, `/api/states/${countryId}`);
  const cityId = await firstId(request, `/api/cities/${stateId}`);
  expect((await request.post('/api/frontend/cart/add', { headers: auth, data: { product_id: product.id, quantity: 2 } })).status()).toBe(200);
  const answer = await request.post('/api/frontend/checkout/place-order', {
    headers: auth,
    data: { storefront, payment_method: 'cash_on_delivery', address: { address: 'Marina Walk 5', country_id: countryId, state_id: stateId, city_id: cityId, zip_code: '00000' } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number; number: string } }).data;
}

async function expectPdfDownload(page: Page, button: string, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** Opens a product page and waits until the view is recorded for the signed-in customer. */
async function viewProduct(page: Page, product: CatalogueProduct) {
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/frontend/recent-products') && response.request().method() === 'POST');
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect((await recorded).status()).toBe(200);
}

test('invoices for ae and us, a quotation edited, browsing history and a review', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await registerCustomer(request, { tag: 'account-pages' });
  const auth = { Authorization: `Bearer ${customer.token}` };
  const [knife, board, extra] = await pickProducts(request, 'knife', 3);
  const aeOrder = await placeOrder(request, auth, knife!, 'ae');
  const usOrder = await placeOrder(request, auth, board!, 'us');
  expect((await request.post(`/api/test/orders/${aeOrder.id}/status`, { data: { status: 'delivered' } })).status()).toBe(200);
  const quote = ((await (await request.post('/api/frontend/quotes', { headers: auth, data: { items: [{ product_id: knife!.id, quantity: 5 }] } })).json()) as { data: { id: number; number: string } }).data;
  await signInThroughLogin(page, customer);
  await expect(page).toHaveURL(/\/checkout\/cart_/);

  // UAE invoice: picked from the store's list; VAT included with the TRN; print hides the shop.
  await page.goto('/sale-invoice-uae');
  await expect(page.getByRole('link', { name: `Invoice for order ${usOrder.number}` })).toHaveCount(0);
  await page.getByRole('link', { name: `Invoice for order ${aeOrder.number}` }).click();
  const aeSheet = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(aeSheet.getByText(/^TRN \d{15}$/)).toBeVisible();
  await expect(aeSheet.getByText('Includes VAT (5%)')).toBeVisible();
  await expect(aeSheet.getByText('Sales tax', { exact: true })).toHaveCount(0);
  await expect(aeSheet.getByRole('cell', { name: knife!.name })).toBeVisible();
  await expectAccessible(page);
  await expectPdfDownload(page, `Download invoice ${aeOrder.number} (PDF)`, `invoice-${aeOrder.number}.pdf`);
  const pdf = await request.get(`/api/frontend/orders/${aeOrder.id}/invoice`, { headers: auth });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
  await expect(aeSheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // US invoice: sales tax on its own line at the checkout rate, no VAT, no TRN.
  await page.goto(`/sale-invoice-us?order=${usOrder.id}`);
  const usSheet = page.getByRole('article', { name: 'Invoice' });
  await expect(usSheet.getByText('Sales tax', { exact: true })).toBeVisible();
  await expect(usSheet.getByText(/^Sales tax at 8% \(\$[\d.,]+\) is added/)).toBeVisible();
  await expect(usSheet.getByText(/TRN/)).toHaveCount(0);
  await expect(usSheet.getByText('Includes VAT (5%)')).toHaveCount(0);
  // The signed-in shell was checked whole above; from here on axe checks each page's own content.
  await expectAccessible(page, '#main');

  // The quotation: a quantity changed, a product found and added, saved through the API.
  await page.goto('/download-quotation');
  await expect(page.getByRole('button', { name: `Download quotation ${quote.number} (PDF)` })).toBeVisible();
  await expectAccessible(page, '#main');
  await page.goto(`/update-quotation/${quote.id}`);
  await page.getByLabel(`Quantity of ${knife!.name}`).fill('12');
  // The same search that picked the products, so the third one is among the results.
  await page.getByRole('searchbox', { name: 'Find a product by name or item number' }).fill('knife');
  await page.getByRole('button', { name: 'Find products' }).click();
  await page.getByRole('button', { name: `Add ${extra!.name}` }).first().click();
  await expect(page.getByLabel(`Quantity of ${extra!.name}`)).toHaveValue('1');
  await expectAccessible(page, '#main');
  await page.getByRole('button', { name: 'Save quotation' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-quotation/${quote.id}$`));
  // The address changes before the quotation's page replaces the form, whose rows name the products too.
  await expect(page.getByRole('button', { name: 'Save quotation' })).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${knife!.name}.*\\b12\\b`) })).toBeVisible();
  await expect(page.getByRole('cell', { name: extra!.name })).toBeVisible();
  const saved = ((await (await request.get(`/api/frontend/quotes/${quote.id}`, { headers: auth })).json()) as { data: { items: { product_id: number; quantity: number }[] } }).data;
  expect(saved.items.map((item) => [item.product_id, item.quantity])).toEqual([[knife!.id, 12], [extra!.id, 1]]);

  // Browsing history: the products just viewed, newest first, as product cards.
  await viewProduct(page, knife!);
  await viewProduct(page, board!);
  await page.goto('/registration/browsing-history');
  const history = page.getByRole('list', { name: 'Browsing History' });
  await expect(history.getByRole('heading', { level: 3 }).first()).toHaveText(board!.name);
  await expect(history.getByRole('heading', { level: 3, name: knife!.name })).toBeVisible();
  await expectAccessible(page, '#main');

  // A review of the delivered product, checked at the fields first, then published.
  await page.goto('/registration/reviews');
  await expectAccessible(page, '#main');
  await page.getByRole('link', { name: `Write a review of ${knife!.name}` }).click();
  await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue(String(knife!.id));
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(page.getByText('Please give your review a title.')).toBeVisible();
  await expectAccessible(page, '#main');
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Title of your review').fill('Holds its edge');
  await page.getByLabel('Your review', { exact: true }).fill('Still sharp after a month of dinner service.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page).toHaveURL(/\/registration\/reviews$/);
  await expect(page.getByRole('heading', { name: 'Holds its edge' })).toBeVisible();
  await expect(page.getByText('Thank you! Your review has been published.').first()).toBeVisible();
});
