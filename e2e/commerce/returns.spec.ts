// Issue 33, after the sale, on a desktop and a 412 px phone: the order confirmation lists the
// lines (pictures, quantities, totals), the payment state and the delivery the store promises;
// a delivered order's item goes back with a photo; the return is listed with its state on the
// order and in My Orders' Returns view; staff approve it with the returns command; the buyer
// sees the new state. axe (WCAG 2.2 AA) on each page, and no page wider than the phone.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { axeCheck } from '../support/axe';
import PHONE from '../support/phone.json' with { type: 'json' };
import { expectAccessible, expectNoSidewaysOverflow } from '../storefront/support';
import { placeCashOnDeliveryOrder, shopperWithCart } from './support';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** axe on the page's own content: the project's WCAG 2.1 AA check, and the 2.2 AA rules (target size) too. */
async function accessible(page: Page): Promise<void> {
  await expectAccessible(page, '#main');
  const results = await axeCheck(page).withTags(['wcag22aa']).include('#main').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** The staff command, as `npm run returns -w @horeca/api -- ...words` runs it (test route: PGlite serves one process). */
async function staff(request: APIRequestContext, ...words: string[]): Promise<{ code: number; lines: string[] }> {
  const answer = await request.post('/api/test/returns/command', { data: { args: words } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { code: number; lines: string[] };
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`after the sale on a ${device}`, () => {
    if (device === 'phone') test.use(PHONE);

    test('the confirmation lists lines and the estimate; a return is requested, listed with its state and approved by staff', async ({ page, request }) => {
      test.setTimeout(240_000);
      const { shopper, product } = await shopperWithCart(page, request, { tag: `returns-${device}`, query: 'tray', quantity: 2 });

      // Place the order from the review page; the confirmation is what the mail says.
      await page.goto('/checkout/cart_1700000000001_return');
      await placeCashOnDeliveryOrder(page);
      const line = page.getByRole('row', { name: new RegExp(escapeRegExp(product.name)) });
      await expect(line.locator('img')).toHaveAttribute('src', /\/api\/.*\.png/);
      await expect(line.getByRole('cell').nth(1)).toHaveText(/2$/);
      await expect(line.getByRole('cell').nth(3)).toHaveText(/AED\s[\d,]+\.\d\d$/);
      await expect(page.getByText('Estimated delivery', { exact: true })).toBeVisible();
      await expect(page.getByText('2-3 working days in the UAE')).toBeVisible();
      await expect(page.getByText('To be paid')).toBeVisible();
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      const number = (await page.getByText(/^HC-[A-Z0-9]{10}$/).textContent())!;
      await accessible(page);
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: `test-results/returns-${device}-confirmation.png`, fullPage: true });
      // The confirmation mail says the same.
      const mails = (await (await request.get(`/api/test/outbox?to=${encodeURIComponent(shopper.email)}`)).json()) as { data: { subject: string; text: string }[] };
      const confirmation = mails.data.find((mail) => mail.subject === `Your Horeca Store order ${number}`);
      // As the store writes every price: the currency code and a no-break space before the amount.
      expect(confirmation?.text).toContain(`- 2 × ${product.name}: AED\u00a0`);
      expect(confirmation?.text).toContain('Estimated delivery: 2-3 working days');

      // The warehouse delivers it (the test route the other journeys use); one of the two units goes back.
      expect((await request.post(`/api/test/orders/${orderId}/status`, { data: { status: 'delivered' } })).ok()).toBe(true);
      await page.goto(`/order-details/${orderId}`);
      await page.getByRole('link', { name: `Return items of order ${number}` }).click();
      const choice = page.getByRole('radio', { name: new RegExp(escapeRegExp(product.name)) });
      await expect(choice).toHaveAccessibleName(`${product.name} (2 of 2 left to return)`);
      await choice.check();
      await page.getByRole('button', { name: 'Return one fewer' }).click();
      await page.getByLabel('Reason').selectOption('Damaged or defective');
      await page.getByLabel('Add photos').setInputFiles({ name: 'dented.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByRole('img', { name: 'dented.png' })).toBeVisible();
      await page.getByRole('button', { name: 'Submit return request' }).click();

      // Listed in My Orders' Returns view with its state.
      await expect(page).toHaveURL(/\/registration\/all-orders\?view=returns$/);
      const card = page.getByRole('article', { name: new RegExp(`^Return #\\d+: ${escapeRegExp(product.name)}$`) });
      await expect(card.getByText('Requested', { exact: true }).first()).toBeVisible();
      await expect(card.getByRole('link', { name: `Order ${number}` })).toBeVisible();
      const returnId = Number(/#(\d+)/.exec((await card.getByRole('heading').textContent())!)![1]);
      await accessible(page);
      await expectNoSidewaysOverflow(page);

      // On the order's page too; the return page now offers the one unit left.
      await page.goto(`/order-details/${orderId}`);
      const onOrder = page.getByRole('region', { name: 'Returns of this order' });
      await expect(onOrder.getByRole('article', { name: `Return #${returnId}: ${product.name}` })).toBeVisible();
      await expect(onOrder.locator('.cf-return-state')).toHaveText('Requested');
      await accessible(page);
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: `test-results/returns-${device}-order.png`, fullPage: true });
      await page.goto(`/return-order/${orderId}`);
      await expect(page.getByRole('radio', { name: `${product.name} (1 of 2 left to return)` })).toBeVisible();

      // Staff approve it with the returns command; the buyer sees the new state, and is mailed.
      expect(await staff(request, 'approve', String(returnId))).toEqual({ code: 0, lines: [`Return #${returnId}: requested -> approved. The shopper is mailed (en).`] });
      await page.goto('/my-order?view=returns');
      const approved = page.getByRole('article', { name: `Return #${returnId}: ${product.name}` });
      await expect(approved.locator('.cf-return-state')).toHaveText('Approved');
      await expect(approved.getByRole('list', { name: `Progress of return #${returnId}` }).locator('[aria-current="step"]')).toContainText('Approved');
      await expect(approved.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
      await page.screenshot({ path: `test-results/returns-${device}-returns-view.png`, fullPage: true });
      const mailed = (await (await request.get(`/api/test/outbox?to=${encodeURIComponent(shopper.email)}`)).json()) as { data: { subject: string }[] };
      expect(mailed.data.map((mail) => mail.subject)).toContain(`Your return #${returnId} is approved`);

      // My Orders shows the order's pictures and its return.
      await page.goto('/my-order');
      await expect(page.getByRole('list', { name: `Products of order ${number}` }).getByRole('img', { name: product.name })).toBeVisible();
      await expect(page.getByRole('link', { name: '1 return: Approved' })).toBeVisible();
      await accessible(page);
      await expectNoSidewaysOverflow(page);
    });
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
