// Opening the partner site's pages (second origin, the script-tag bundle) in a test, with
// every uncaught page error collected: a widget must never throw into a partner's page.
import { expect, type Page } from '@playwright/test';
import { API_URL, PARTNER_URL } from './env';

export interface PartnerPage {
  errors: Error[];
}

export async function openPartnerPage(page: Page, file: string, query: Record<string, string> = {}): Promise<PartnerPage> {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const search = new URLSearchParams({ api: API_URL, ...query });
  await page.goto(`${PARTNER_URL}/${file}?${search}`);
  return { errors };
}

/** Waits until every card on the page shows its product (name heading inside the card). */
export async function waitForCards(page: Page, count: number): Promise<void> {
  await expect(page.locator('horeca-product-card article h3, horeca-product-card article [part="name"]')).toHaveCount(count);
}

/** Guest cart and wishlist live in the partner origin's local storage. */
export async function clearPartnerStorage(page: Page): Promise<void> {
  await page.goto(`${PARTNER_URL}/health`);
  await page.evaluate(() => localStorage.clear());
}
