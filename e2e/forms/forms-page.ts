// Helpers for the forms journeys on the partner page e2e/partner/forms.html: the three
// elements on a second origin with the script-tag bundle, talking to the real API.
import { expect, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { openPartnerPage } from '../support/partner-page';

/** A 1x1 PNG, a real image by its bytes. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1c7d40000000049454e44ae426082',
  'hex',
);

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@forms.example`;

export interface StoredForms {
  newsletter: { email: string; status: string } | null;
  glitch_reports: {
    email: string;
    description: string;
    device: string;
    page_url: string | null;
    storefront: string | null;
    widget_version: string | null;
    files: { mime: string; size: number; original_name: string }[];
  }[];
}

/** What the API stored for one email (test-only route, NODE_ENV=test). */
export async function storedFor(page: Page, email: string): Promise<StoredForms> {
  const response = await page.request.get(`${API_URL}/api/test/forms?email=${encodeURIComponent(email)}`);
  expect(response.status(), 'the API must run this branch (it has /api/test/forms)').toBe(200);
  return (await response.json()) as StoredForms;
}

/** Opens the page with sessionStorage clean (the beta banner shows) and the elements loaded. */
export async function openFormsPage(page: Page) {
  const partner = await openPartnerPage(page, 'forms.html');
  await expect(page.getByRole('button', { name: 'Report a Glitch' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: /Mobile number/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join & Save' })).toBeVisible();
  return partner;
}
