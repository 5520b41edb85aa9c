// Shared steps of the claim form tests: a fake ClaimApi, opening the modal, and filling a
// claim that passes every rule, the way a customer would.
import { RequestTimeoutError, type ClaimForm, type ClaimSubmission, type OrderDetail } from '@horeca/core';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import type { ClaimApi } from './claim-api';

export type FakeClaimApi = { submitClaim: Mock<ClaimApi['submitClaim']>; getOrders: Mock<ClaimApi['getOrders']> };

export const accepted: ClaimSubmission = { status: 201, data: { id: 41, status: 'received', message: 'Received' } };

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

export const validPre = {
  'Full Name': 'Amal Haddad',
  Email: 'amal@example.com',
  'Product URL': 'https://horeca.example/ovens/combi-oven',
  'Competitor Product URL': 'https://rival.example/combi-oven',
  Address: '1 Marina Walk',
  Country: 'United States',
  City: 'New York',
} as const;

/** Fills every required field of a pre-purchase claim, ticks both boxes and attaches a PNG. */
export async function fillValidPre(user: UserEvent, values: Partial<Record<keyof typeof validPre, string>> = {}) {
  // Pasted, as a customer copies an address or a link: typing each character would only slow the suite.
  for (const [label, value] of Object.entries({ ...validPre, ...values })) {
    if (!value) continue;
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(numberField('Competitor Price'));
  await user.paste('1499.50');
  await user.upload(screen.getByLabelText(/Upload Screenshot/), png());
  await screen.findByRole('button', { name: 'Remove screenshot offer.png' });
  await user.click(screen.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
}

export type SubmittedForm = ClaimForm;
