// Issue 9, faults on the price-match claim (e2e/partner/claim.html), every fault in turn in one
// page load: each failed submit shows the spec's banner message (docs/behaviour.md §8), keeps every typed
// value and the screenshot, and goes out once; a late answer still lands and the API holds the
// claim exactly once.
import { expect, test, type Page } from '../support/test';
import { messages } from '@horeca/core/messages';
import { reencodeImage } from '../../apps/api/src/uploads/reencode';
import { API_URL } from '../support/env';
import { PNG, fillPreClaim, number, openClaim, sampleGulfClaim, sha256, text, uniqueEmail } from '../claim/claim-page';
import { FAILING_FAULTS, SERVER_MESSAGE_429, countOf, injectFaults, recordMutations, recordUncaught, underFault, type FaultName } from './fault-table';

test.use({ reducedMotion: 'reduce' });

const SUBMIT = 'POST /api/frontend/price-match-claims';
const CLAIM_TIMEOUT_MS = 30_000;
const m = messages.claim.errors;

const bannerText: Record<Exclude<FaultName, 'out-of-order'>, string> = {
  '500': m.server,
  '503': m.server,
  '429': SERVER_MESSAGE_429, // another error with a response message shows that message
  hang: m.timeout,
  reset: m.failed,
  offline: m.failed,
  malformed: m.failed,
};

async function storedClaims(page: Page, email: string): Promise<{ screenshot: { sha256: string } | null }[]> {
  const response = await page.request.get(`${API_URL}/api/test/price-match-claims?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { screenshot: { sha256: string } | null }[] }).data;
}

test('the claim under every fault: the spec message, every value and the screenshot kept, sent once; then stored once', async ({ page }) => {
  await page.clock.install();
  const faults = await injectFaults(page, /\/api\/frontend\/price-match-claims$/);
  const uncaught = recordUncaught(page);
  const mutations = recordMutations(page);
  await openClaim(page);
  const email = uniqueEmail('faults');
  const claim = sampleGulfClaim(email);
  await fillPreClaim(page, claim);
  const submit = page.getByRole('button', { name: 'Submit Claim' });

  for (const [tries, fault] of FAILING_FAULTS.entries()) {
    await test.step(fault, async () => {
      faults.fault = fault;
      await underFault(page, faults, () => submit.click(), CLAIM_TIMEOUT_MS + 500);
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(bannerText[fault]);
      await expect(text(page, 'Full Name')).toHaveValue(claim.fullName);
      await expect(text(page, 'Email')).toHaveValue(email);
      await expect(number(page, 'Competitor Price')).toHaveValue(claim.competitorPrice);
      await expect(text(page, 'Phone')).toHaveValue('50 123 4567');
      await expect(text(page, 'City')).toHaveValue(claim.city);
      await expect(page.getByRole('checkbox', { name: /I agree to the Terms/ })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Remove screenshot offer.png' })).toBeVisible();
      await expect(submit).toBeEnabled();
      expect(countOf(mutations, SUBMIT), 'one request per click, never resent').toBe(tries + 1);
    });
  }

  // The API is back, answering late: 'Submitting...' until the held answer lands.
  faults.fault = 'out-of-order';
  // Released only once the call has reached the fault switch (see forms.spec.ts).
  await underFault(page, faults, () => submit.click(), 0);
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await faults.release();
  await expect(page.getByRole('dialog')).toBeHidden();
  const stored = await storedClaims(page, email);
  expect(stored, 'the claim is stored once').toHaveLength(1);
  // The API keeps its re-encoded copy of a picture, never the bytes as sent.
  expect(stored[0]?.screenshot?.sha256).toBe(sha256(await reencodeImage(PNG, 'image/png')));
  expect(countOf(mutations, SUBMIT)).toBe(FAILING_FAULTS.length + 1);
  expect(uncaught).toEqual([]);
});
