// Issue 9, local storage that cannot be trusted: corrupt JSON under the spec's keys (section 3),
// a full storage that refuses writes (QuotaExceededError), and site data blocked (the storage
// getters throw SecurityError). The widgets start from clean state, throw nothing into the
// partner's page, and a guest can still add to the cart, keep a wishlist, search and subscribe.
import { expect, test, type Page } from '../support/test';
import { messages } from '@horeca/core/messages';
import { openPartnerPage, waitForCards } from '../support/partner-page';
import { recordUncaught } from './fault-table';

test.use({ reducedMotion: 'reduce' });

/** Hand-edited or half-written values under every key the widgets read. */
const CORRUPT: Record<string, string> = {
  CartItems: '[{"product_id":1,"quantity":',
  wishListItems: '{"not":"a list"}',
  TotalCartItems: 'NaN',
  TotalWishList: '-4',
  userProfile: '{"name":',
  SaveForLater: 'undefined',
  BuyMoreSaveMore: '[1,2,3]',
};

async function addToCartAndWishlist(page: Page, cartBefore: number) {
  await waitForCards(page, 2);
  const card = page.locator('horeca-product-card').first();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  const after = cartBefore + 1;
  await expect(page.getByRole('img', { name: after === 1 ? 'Cart, 1 item' : `Cart, ${after} items` })).toBeVisible();
  await expect(card.getByRole('group', { name: 'Quantity' })).toBeVisible();
  await card.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await expect(page.getByRole('img', { name: 'Wishlist, 1 item' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Remove .* from wishlist$/ })).toBeVisible();
}

test('corrupt JSON under the spec keys: the widgets start clean and a guest cart works and is stored readable', async ({ page }) => {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, CORRUPT);
  const uncaught = recordUncaught(page);
  await openPartnerPage(page, 'index.html');
  await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Wishlist, 0 items' })).toBeVisible();
  await addToCartAndWishlist(page, 0);
  const stored = await page.evaluate(() => ({ cart: JSON.parse(localStorage.getItem('CartItems') ?? 'null'), count: localStorage.getItem('TotalCartItems') }));
  expect(stored.cart).toEqual([expect.objectContaining({ product_id: 1, quantity: 1 })]);
  expect(stored.count).toBe('1');
  expect(uncaught).toEqual([]);
});

test('a full storage (every write throws QuotaExceededError): what it holds still shows, and the cart keeps working', async ({ page }) => {
  await page.addInitScript(() => {
    // The partner's other scripts filled the quota; this page's earlier visit left one line.
    if (!localStorage.getItem('CartItems')) {
      localStorage.setItem('CartItems', JSON.stringify([{ product_id: 2, quantity: 1, name: 'Saved earlier' }]));
      localStorage.setItem('TotalCartItems', '1');
    }
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const uncaught = recordUncaught(page);
  await openPartnerPage(page, 'index.html');
  await expect(page.getByRole('img', { name: 'Cart, 1 item' })).toBeVisible();
  await addToCartAndWishlist(page, 1);
  expect(uncaught).toEqual([]);
});

test('site data blocked (local and session storage throw SecurityError): every widget works from memory', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
  const uncaught = recordUncaught(page);
  await openPartnerPage(page, 'index.html');
  await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();
  await addToCartAndWishlist(page, 0);

  await openPartnerPage(page, 'search.html');
  const box = page.getByRole('combobox', { name: 'Search products, categories and brands' });
  await box.fill('fry');
  await expect(page.locator('horeca-search').getByRole('option', { name: /fry/i }).first()).toBeVisible();

  await openPartnerPage(page, 'forms.html');
  // The beta banner remembers its closing in session storage: blocked, it simply closes.
  await page.getByRole('button', { name: 'Close the beta banner' }).click();
  await expect(page.getByRole('region', { name: 'Beta' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Email address' }).fill(`blocked-${Date.now()}@forms.example`);
  await page.getByRole('button', { name: messages.newsletter.join }).click();
  await expect(page.locator('horeca-newsletter').getByRole('form').getByRole('status')).toHaveText('Thank you for subscribing!');
  expect(uncaught).toEqual([]);
});
