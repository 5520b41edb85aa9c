// e2e/partner/every-element.html, the partner page with all nine elements: the root part of
// each widget (for screenshots) and the wait until every element shows what it shows on load.
import { messages } from '@horeca/core/messages';
import { expect, type Page } from '@playwright/test';
import { imagesDecoded } from './widget-shots';

export const everyElementWidgets = [
  ['glitch reporter', 'horeca-glitch-reporter >> [part="banner"]'],
  ['search', 'horeca-search >> [part="search"]'],
  ['cart badge', 'horeca-cart-badge >> [part="badge"]'],
  ['wishlist badge', 'horeca-wishlist-badge >> [part="badge"]'],
  ['product card', 'horeca-product-card >> nth=0 >> [part="card"]'],
  ['saved product card', 'horeca-product-card >> nth=1 >> [part="card"]'],
  ['phone input', 'horeca-phone-input >> [part="root"]'],
  ['newsletter', 'horeca-newsletter >> [part="form"]'],
  ['price-match claim', 'horeca-price-match-claim >> [part="open-button"]'],
  ['product carousel', 'horeca-product-carousel >> [part="carousel"]'],
] as const;

/** Every element has drawn what it shows on load; images decoded. */
export async function settleEveryElement(page: Page): Promise<void> {
  for (const card of await page.locator('horeca-product-card').all()) {
    await expect(card.getByRole('button', { name: 'Add To Cart' })).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.locator('horeca-product-carousel').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Wishlist, 0 items' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search products, categories and brands' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim My Price Match' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Mobile number/ })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.newsletter.join })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.issueReport.bannerButton })).toBeVisible();
  await imagesDecoded(page);
}
