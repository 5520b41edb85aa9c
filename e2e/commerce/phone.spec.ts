// Issue 33 on a 412 x 915 phone (touch, mobile): the product page's sticky buy bar (price,
// quantity, Add To Cart) once its buy box is out of view, in English and Arabic, adding the
// chosen quantity as the buy box does, above the bottom bar, with the toast and the footer's
// last line clear of it; and the cart, checkout, confirmation, order page and My Orders with
// nothing wider than the phone. axe on each. Pictures of each page go to $PHONE_SHOTS_DIR
// (test-results by default) to be looked at.
import { arMessages } from '../../packages/core/src/messages/messages.ar';
import { arWidgetMessages } from '../../packages/widgets/src/runtime/messages.ar';
import { expect, test, type Locator, type Page } from '../support/test';
import PHONE from '../support/phone.json' with { type: 'json' };
import { PRODUCT } from '../storefront/arabic-pages';
import { expectAccessible, expectNoSidewaysOverflow } from '../storefront/support';
import { pickProducts, placeCashOnDeliveryOrder, shopperWithCart } from './support';

test.use({ ...PHONE, viewport: { width: 412, height: 915 } });

const SHOTS = process.env.PHONE_SHOTS_DIR ?? 'test-results';

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Scrolls until the buy box's own Add To Cart has gone above the top of the screen. */
async function scrollPastBuyBox(page: Page): Promise<void> {
  await page.locator('.buy-box__actions').evaluate((actions) => window.scrollBy(0, actions.getBoundingClientRect().bottom + 100));
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} on screen`).not.toBeNull();
  return found!;
}

/** Nothing of the element's text is cut off (a price ending in '…'). */
async function expectWhole(locator: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await locator.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth, `${locator} shown whole`).toBeLessThanOrEqual(clientWidth);
}

/** `upper` ends at or above where `lower` starts (1 px of rounding allowed). */
async function expectAbove(upper: Locator, lower: Locator): Promise<void> {
  const [top, bottom] = [await box(upper), await box(lower)];
  expect(top.y + top.height, `${upper} above ${lower}`).toBeLessThanOrEqual(bottom.y + 1);
}

test('past the buy box a sticky bar adds the chosen quantity, above the bottom bar, toast and footer clear of it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [product] = await pickProducts(request, 'knife', 1);
  await page.goto(product!.path);
  const bar = page.getByRole('region', { name: `Buy ${product!.name}` });
  const bottomBar = page.getByRole('navigation', { name: 'Shortcuts' });
  await shot(page, 'product-first-screen');

  // With the buy box's Add To Cart on screen there is no bar; scrolled past it, the bar shows.
  await page.locator('.buy-box__actions').scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await scrollPastBuyBox(page);
  await expect(bar).toBeVisible();
  await expectAbove(bar, bottomBar);
  await expectWhole(bar.locator('.buy-bar__price'));
  await shot(page, 'product-scrolled');

  await bar.getByRole('button', { name: 'Increase quantity' }).click();
  await bar.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(bar.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await bar.getByRole('button', { name: 'Add To Cart' }).click();
  const toast = page.getByText('Successfully Added 3 to Cart');
  await expect(toast).toBeVisible();
  await expect(bottomBar.getByRole('img', { name: 'Cart, 3 items' })).toBeVisible();
  // The toast sits above the bar, which sits above the bottom bar's Cart.
  await expectAbove(toast, bar);
  await shot(page, 'product-added');
  await expectAccessible(page);
  await expectNoSidewaysOverflow(page);

  // At the very end of the page the footer's last line is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expectAbove(page.locator('.site-footer__bottom > :last-child'), bar);
  await shot(page, 'product-footer');
});

test('the Arabic product page has the bar too, right to left', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/ar${PRODUCT}`);
  await scrollPastBuyBox(page);
  const bar = page.getByRole('region', { name: /^شراء / });
  await expect(bar).toBeVisible();
  await expectWhole(bar.locator('.buy-bar__price'));
  await bar.getByRole('button', { name: arWidgetMessages.increaseQuantity }).click();
  await bar.getByRole('button', { name: arMessages.card.addToCart }).click();
  await expect(page.getByText(arMessages.toast.headerAdded.replace('{n}', '2'))).toBeVisible();
  // Right to left: the price starts the bar at its right edge, Add To Cart ends it at the left.
  const [price, add] = [await box(bar.locator('.buy-bar__price')), await box(bar.getByRole('button', { name: arMessages.card.addToCart }))];
  expect(price.x).toBeGreaterThan(add.x);
  await shot(page, 'product-ar-scrolled');
  await expectAccessible(page);
  await expectNoSidewaysOverflow(page);
});

test('cart, checkout, confirmation, order page and My Orders fit the phone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { product } = await shopperWithCart(page, request, { tag: 'phone', query: 'tray', quantity: 2 });

  await page.goto('/checkout/cart_1700000000001_phone');
  const cartName = page.getByRole('list', { name: 'Products in your cart' }).getByText(product.name, { exact: true });
  await expect(cartName).toBeVisible();
  // The name has the line's width beside the picture, not a column a word wide (five lines).
  expect((await box(cartName)).height).toBeLessThan(3 * 24);
  await expect(page.getByRole('radio', { name: /Marina Walk/ })).toBeChecked({ timeout: 30_000 });
  await expectAccessible(page, '#main');
  await expectNoSidewaysOverflow(page);
  await shot(page, 'cart', true);

  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expectAccessible(page, '#main');
  await expectNoSidewaysOverflow(page);
  await shot(page, 'checkout', true);

  await page.goto('/checkout/cart_1700000000001_phone');
  await placeCashOnDeliveryOrder(page);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expectAccessible(page, '#main');
  await expectNoSidewaysOverflow(page);
  await shot(page, 'confirmation', true);

  // The order's lines: each a block whose name runs the full width, every figure labelled.
  await page.goto(`/order-details/${orderId}`);
  const line = page.getByRole('row', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(line).toBeVisible();
  await expect(line.getByRole('cell', { name: 'Quantity: 2' })).toBeVisible();
  await expect(line.getByRole('cell', { name: /^Line total: AED\s[\d,]+\.\d\d$/ })).toBeVisible();
  const [name, table] = [await box(line.getByText(product.name, { exact: true })), await box(page.locator('.cf-lines'))];
  // A name wrapped a word per line was a column a word wide: now it has the line's width.
  expect(name.height).toBeLessThan(3 * 24);
  expect(table.x + table.width).toBeLessThanOrEqual(412);
  await expectAccessible(page, '#main');
  await expectNoSidewaysOverflow(page);
  await shot(page, 'order', true);

  await page.goto('/my-order');
  await expect(page.getByRole('list', { name: /^Products of order / }).first()).toBeVisible();
  await expectAccessible(page, '#main');
  await expectNoSidewaysOverflow(page);
  await shot(page, 'my-orders', true);
});
