// Issue 7: an old address from the redirect table answers 301 from the server, so a shopper
// (or a crawler) without JavaScript lands on the new page: with scripts off, the storefront's
// own lookup on the not-found page cannot be what moved it.
import { expect, test } from '../support/test';

test('an old address moves a browser without JavaScript to the new page with one 301, campaign tags kept', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  const landed = await page.goto('/privacy?utm_source=mail&utm_campaign=moved');
  const first = await landed?.request().redirectedFrom()?.response();
  expect(first?.status()).toBe(301);
  expect(new URL(first?.url() ?? '').pathname).toBe('/privacy');
  expect(landed?.request().redirectedFrom()?.redirectedFrom()).toBeNull(); // one hop, no chain
  expect(landed?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/pages/privacy-policy?utm_source=mail&utm_campaign=moved');
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  await expect(page.getByText('Last updated')).toBeVisible();
  await context.close();
});
