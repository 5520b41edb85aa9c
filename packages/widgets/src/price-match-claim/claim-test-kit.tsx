// Shared steps of the claim form tests: a fake ClaimApi, opening the modal, and filling a
// claim that passes every rule, the way a customer would.
import { RequestTimeoutError, type OrderDetail } from '@horeca/core/api';
import { type ClaimForm, type ClaimSubmission } from '@horeca/core/forms';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import type { ClaimApi } from './claim-api';

export type FakeClaimApi = { submitClaim: Mock<ClaimApi['submitClaim']>; getOrders: Mock<ClaimApi['getOrders']> };

export const accepted: ClaimSubmission = { status: 201, data: { id: 41, status: 'received', message: 'Received', data: { id: 41, status: 'received', claim_type: 'pre', selected_product_id: null, created_at: '2026-11-20T10:00:00.000Z' } } };

export function fakeClaimApi(overrides: Partial<ClaimApi> = {}): FakeClaimApi {
  return {
    submitClaim: vi.fn(overrides.submitClaim ?? (() => Promise.resolve(accepted))),
    getOrders: vi.fn(overrides.getOrders ?? (() => Promise.resolve([] as OrderDetail[]))),
  };
}

/** What redaxios rejects with for an HTTP error: the response itself. */
export const httpFailure = (status: number, data: unknown) => ({ status, statusText: '', headers: {}, data });
export const timeoutFailure = () => new RequestTimeoutError(30_000);

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/** A file of `bytes` bytes that starts like a real image of its type (zeros for other types). */
export function png(name = 'offer.png', bytes = 1024, type = 'image/png'): File {
  const content = new Uint8Array(bytes);
  content.set((SIGNATURES[type] ?? []).slice(0, bytes));
  return new File([content], name, { type });
}

/** A text file renamed to look like an image: the browser calls it image/png. */
export function renamedText(name = 'offer.png'): File {
  return new File(['just some notes, not an image'], name, { type: 'image/png' });
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const numberField = (name: string) => screen.getByRole('spinbutton', { name });

/** Waits for the lazily loaded form body. */
export async function formReady() {
  return screen.findByRole('button', { name: 'Submit Claim' });
}

/** Every text field of a valid pre-purchase claim, handed in as the prefill a host may pass. */
export const validPrefill = {
  fullName: 'Amal Haddad',
  email: 'amal@example.com',
  productUrl: 'https://horeca.example/ovens/combi-oven',
  competitorUrl: 'https://rival.example/combi-oven',
  competitorPrice: '1499.50',
  address: '1 Marina Walk',
  country: 'United States',
  city: 'New York',
} as const;

/** What no prefill can do: attach the screenshot and tick both boxes, as the customer does. */
export async function completeClaim(user: UserEvent) {
  await user.upload(screen.getByLabelText(/Upload Screenshot/), png());
  await screen.findByRole('button', { name: 'Remove screenshot offer.png' });
  await user.click(screen.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
}

export type SubmittedForm = ClaimForm;
