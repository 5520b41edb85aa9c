// A business customer: applies for a business account on the account page, is approved by
// staff, then pays by purchase order at checkout and downloads an invoice and a quotation PDF,
// each read back (pdf.js) for the fields a business files (issue 33).
import { expect, test, type Download } from '../support/test';
import { readFile } from 'node:fs/promises';
import { STOREFRONTS } from '@horeca/core/storefront';
import { openPdf } from '../../apps/api/test/pdf-js';
import { expectAccessible } from '../storefront/support';
import { addFromProductPage, fillDubaiAddress, pickProducts, registerCustomer, signInThroughLogin } from './support';

/** The PDF's first page as text, its items in file order. */
async function expectPdf(download: Download, name: RegExp): Promise<string> {
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const document = await openPdf(bytes);
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
}

test('a business customer pays by purchase order and downloads an invoice and a quote PDF', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await registerCustomer(request, { tag: 'hotel' });
  const [first, second] = await pickProducts(request, 'sheet pan', 2);
  await signInThroughLogin(page, customer);
  await expect(page).toHaveURL(/\/checkout\/cart_/);

  await page.goto('/registration/dashboard');
  const application = page.getByRole('form', { name: 'Apply for a business account' });
  await application.getByLabel('Type of business').selectOption('Hotel');
  await application.getByLabel('Company name').fill('Blue Fig Hospitality LLC');
  await application.getByLabel('Trade licence number').fill('DED-778812');
  await application.getByRole('button', { name: 'Apply for a business account' }).click();
  await expect(page.getByText('Your request for a Hotel business account (Blue Fig Hospitality LLC) is pending review.')).toBeVisible();
  await expectAccessible(page);
  // Staff approve it (npm run accounts -- approve-business EMAIL; its test-only twin here).
  const approved = await request.post('/api/test/business-requests/approve', { data: { email: customer.email } });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('Your business account (Hotel) is approved.')).toBeVisible();
  await addFromProductPage(page, first!);
  // The product page's buy box is the header stepper (spec): 'Successfully Added {n} to Cart'.
  await expect(page.getByText(/^Successfully Added \d+ to Cart$/).first()).toBeVisible();

  await page.goto('/checkout/cart_1700000000002_bizbiz');
  await expect(page.getByRole('list', { name: 'Products in your cart' }).getByText(first!.name, { exact: true })).toBeVisible();
  await fillDubaiAddress(page, 'New delivery address', 'Use this address');
  await expect(page.getByRole('radio', { name: /Marina Walk/ })).toBeChecked({ timeout: 30_000 });
  await page.getByRole('radio', { name: /Purchase order/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByText('Please enter your purchase order number.')).toBeVisible();
  await page.getByLabel('Purchase order number').fill('PO-2026-118');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByText(/Purchase order \(business accounts\) \(PO-2026-118\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const number = (await page.getByText(/^HC-[A-Z0-9]{10}$/).textContent())!;

  await page.goto('/payment-invoices');
  await expectAccessible(page);
  const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download invoice ${number}` }).click()]);
  const invoiceText = await expectPdf(invoice, new RegExp(`invoice-${number}\\.pdf`));
  for (const field of ['Horeca Store', 'Al Quoz Industrial Area 3', `TRN ${STOREFRONTS.ae.taxRegistrationNumber}`, 'Tax Invoice', `No. ${number}`, 'Blue Fig Hospitality LLC', 'Trade licence DED-778812', 'VAT 5%', 'Total incl. VAT']) {
    expect(invoiceText).toContain(field);
  }

  await addFromProductPage(page, second!);
  await expect(page.getByText(/^Successfully Added \d+ to Cart$/).first()).toBeVisible();
  await page.goto('/create-quotation');
  await expect(page.getByText(second!.name)).toBeVisible();
  await page.getByLabel('Notes for our sales team (optional)').fill('Forty units for our new restaurant, please.');
  await page.getByRole('button', { name: 'Request quotation' }).click();
  await expect(page).toHaveURL(/\/view-quotation\/\d+$/);
  await expect(page.getByRole('cell', { name: second!.name })).toBeVisible();
  await expectAccessible(page);
  const quoteNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Quotation ', '');
  const [quote] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download quotation/ }).click()]);
  const quoteText = await expectPdf(quote, new RegExp(`quotation-${quoteNumber}\\.pdf`));
  for (const field of ['Quotation', `No. ${quoteNumber}`, 'Blue Fig Hospitality LLC', 'Valid until:', 'Terms', 'Notes: Forty units for our new restaurant, please.']) {
    expect(quoteText).toContain(field);
  }

  await page.goto('/my-quotes');
  await expect(page.getByRole('heading', { name: `Quotation ${quoteNumber}` })).toBeVisible();
});
