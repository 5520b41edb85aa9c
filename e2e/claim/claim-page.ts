// The claim on the partner page (second origin, script-tag bundle, shadow DOM), driven the
// way a customer drives it. Playwright's role locators pierce the open shadow root.
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { API_URL, PARTNER_URL } from '../support/env';

export interface LoggedEvent {
  name: string;
  detail: Record<string, unknown>;
}

/** A small real PNG (1x1), so the API's byte sniffing accepts it. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1c7d40000000049454e44ae426082',
  'hex',
);
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const claimLog = (page: Page) => page.evaluate(() => (window as unknown as { claimLog: LoggedEvent[] }).claimLog);

/** The partner's claim page, pointed at this run's API, with uncaught page errors collected. */
export async function openClaimPage(page: Page, query: Record<string, string> = {}): Promise<{ errors: Error[] }> {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(`${PARTNER_URL}/claim.html?${new URLSearchParams({ api: API_URL, ...query })}`);
  return { errors };
}

export async function openClaim(page: Page, query: Record<string, string> = {}) {
  const partner = await openClaimPage(page, query);
  await page.getByRole('button', { name: 'Claim My Price Match' }).click();
  await expect(page.getByRole('dialog', { name: 'Claim My Price Match' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Claim' })).toBeVisible();
  return partner;
}

export const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const number = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
export const upload = (page: Page) => page.getByLabel('Upload Screenshot');

export interface PreClaim {
  fullName: string;
  businessName: string;
  email: string;
  phoneDigits: string;
  productUrl: string;
  variant: string;
  quantity: string;
  competitorUrl: string;
  competitorPrice: string;
  shippingFees: string;
  address: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
}

/** A claim on the us storefront: the 10-digit phone and a ZIP+4. */
export function samplePreClaim(email: string): PreClaim {
  return {
    fullName: 'Amal Haddad',
    businessName: 'Blue Fig Cafe',
    email,
    phoneDigits: '2125550147',
    productUrl: 'http://127.0.0.1:4310/kitchen-equipment/ovens/combi-oven-10-gn',
    variant: '10 GN, electric',
    quantity: '2',
    competitorUrl: 'https://rival.example/combi-oven-10-gn',
    competitorPrice: '1499.50',
    shippingFees: '25',
    address: '1 Marina Walk',
    country: 'United States',
    state: 'NY',
    city: 'New York',
    postalCode: '10001-1234',
  };
}

/** A claim on the ae storefront (the partner page's default): a UAE mobile typed into the Gulf
 * phone input, a Dubai address without a postal code, as most UAE addresses are. */
export function sampleGulfClaim(email: string): PreClaim {
  return {
    ...samplePreClaim(email),
    phoneDigits: '501234567',
    country: 'United Arab Emirates',
    state: 'Dubai',
    city: 'Dubai',
    postalCode: '',
  };
}

/** Fills every field of a pre-purchase claim with `fill` (the keyboard test types instead). */
export async function fillPreClaim(page: Page, claim: PreClaim, screenshot = { name: 'offer.png', mimeType: 'image/png', buffer: PNG }) {
  await text(page, 'Full Name').fill(claim.fullName);
  await text(page, 'Business Name').fill(claim.businessName);
  await text(page, 'Email').fill(claim.email);
  await text(page, 'Phone').pressSequentially(claim.phoneDigits);
  await text(page, 'Product URL').fill(claim.productUrl);
  await text(page, 'Variant').fill(claim.variant);
  await number(page, 'Quantity').fill(claim.quantity);
  await text(page, 'Competitor Product URL').fill(claim.competitorUrl);
  await number(page, 'Competitor Price').fill(claim.competitorPrice);
  await number(page, 'Shipping Fees').fill(claim.shippingFees);
  await upload(page).setInputFiles(screenshot);
  await expect(page.getByRole('button', { name: `Remove screenshot ${screenshot.name}` })).toBeVisible();
  await text(page, 'Address').fill(claim.address);
  await text(page, 'Country').fill(claim.country);
  await text(page, 'State').fill(claim.state);
  await text(page, 'City').fill(claim.city);
  await text(page, 'Postal Code').fill(claim.postalCode);
  await page.getByRole('checkbox', { name: /I confirm the information is accurate/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
}

export const uniqueEmail = (label: string) => `claim.${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
