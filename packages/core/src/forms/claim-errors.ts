// docs/behaviour.md §8, claim submission: which message the red banner shows.
import type { ClaimField } from './claim';
import { CLAIM_SENT_FIELDS } from './claim-payload';
import { normalizeApiError } from '../api/errors';
import type { Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';

/** The banner's own messages by key (messages/say.ts). */
export const CLAIM_MESSAGES = {
  timeout: 'core.claim.errors.timeout',
  invalid: 'core.claim.errors.checkForm',
  server: 'core.claim.errors.server',
  failed: 'core.claim.errors.failed',
} as const;

/** Only 200 and 201 count as an accepted claim. */
export function claimSucceeded(status: number): boolean {
  return status === 200 || status === 201;
}

/**
 * The banner text for a failed claim: a thrown error (raw or normalised) or an answer
 * whose status is not 200/201. Its own words in `say`'s language; the API's, as the API wrote
 * them (in the language the widget asked in).
 */
export function claimErrorMessage(failure: unknown, say: Say<string> = sayInEnglish): string {
  const error = normalizeApiError(failure);
  if (error.code === 'ECONNABORTED') return say(CLAIM_MESSAGES.timeout);
  if (error.status === 422) return firstFieldMessage(error.fieldErrors) ?? say(CLAIM_MESSAGES.invalid);
  if (error.status >= 500) return say(CLAIM_MESSAGES.server);
  if (error.status >= 400 && error.serverMessage) return error.serverMessage;
  return say(CLAIM_MESSAGES.failed);
}

function firstFieldMessage(fieldErrors: Record<string, string[]>): string | undefined {
  for (const messages of Object.values(fieldErrors)) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}

/**
 * A refused claim's (422) messages by form field, so each shows at the field it is about;
 * the API names them as they were sent. Names the form has no field for are left to the
 * banner; anything but a 422 gives none.
 */
export function claimFieldErrors(failure: unknown): Partial<Record<ClaimField, string>> {
  const error = normalizeApiError(failure);
  const errors: Partial<Record<ClaimField, string>> = {};
  if (error.status !== 422) return errors;
  for (const [sent, messages] of Object.entries(error.fieldErrors)) {
    // hasOwn: a body naming 'constructor' must not reach Object's own properties.
    if (!Object.hasOwn(CLAIM_SENT_FIELDS, sent) || !messages[0]) continue;
    errors[CLAIM_SENT_FIELDS[sent as keyof typeof CLAIM_SENT_FIELDS]] = messages[0];
  }
  return errors;
}
