// Spec section 8, claim submission: which message the red banner shows.
import { normalizeApiError } from './errors';

export const CLAIM_MESSAGES = {
  timeout: 'Request timed out. Please check your connection and try again.',
  invalid: 'Please check your form data and try again.',
  server: 'Server error. Please try again later.',
  failed: 'Submission failed. Please try again.',
} as const;

/** Only 200 and 201 count as an accepted claim. */
export function claimSucceeded(status: number): boolean {
  return status === 200 || status === 201;
}

/**
 * The banner text for a failed claim: a thrown error (raw or normalised) or an answer
 * whose status is not 200/201.
 */
export function claimErrorMessage(failure: unknown): string {
  const error = normalizeApiError(failure);
  if (error.code === 'ECONNABORTED') return CLAIM_MESSAGES.timeout;
  if (error.status === 422) return firstFieldMessage(error.fieldErrors) ?? CLAIM_MESSAGES.invalid;
  if (error.status >= 500) return CLAIM_MESSAGES.server;
  if (error.status >= 400 && error.serverMessage) return error.serverMessage;
  return CLAIM_MESSAGES.failed;
}

function firstFieldMessage(fieldErrors: Record<string, string[]>): string | undefined {
  for (const messages of Object.values(fieldErrors)) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}
