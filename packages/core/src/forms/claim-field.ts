// The claim form's on-blur checks and the banner's first error (docs/behaviour.md §4): field
// errors show on leaving a field; on submit the first error, in form order, goes on top.
import { ValidationError } from 'yup';
import { claimSchema, type ClaimField, type ClaimInput } from './claim';
import { collectErrors, firstError, type FieldErrors } from '../fields/validate';
import { defineSchema, schemaIn } from '../fields/schema-in';
import type { Say } from '../messages/say';
import { sayInEnglish } from '../messages/say-english';

/** The fields the spec checks on leaving them. */
export const CLAIM_BLUR_FIELDS = [
  'orderNumber',
  'fullName',
  'email',
  'productUrl',
  'quantity',
  'competitorUrl',
  'competitorPrice',
  'address',
  'country',
  'city',
] as const satisfies readonly ClaimField[];

export type ClaimBlurField = (typeof CLAIM_BLUR_FIELDS)[number];

/** Visual order of the form's steps: customer, product, competitor, shipping, confirmation. */
export const CLAIM_FIELD_ORDER: readonly ClaimField[] = [
  'claimType',
  'fullName',
  'businessName',
  'email',
  'phone',
  'orderNumber',
  'orderDate',
  'selectedProductId',
  'productAmount',
  'productUrl',
  'variant',
  'quantity',
  'competitorUrl',
  'competitorPrice',
  'shippingFees',
  'screenshot',
  'address',
  'country',
  'state',
  'city',
  'postalCode',
  'confirmAccuracy',
  'acceptTerms',
];

/** The blur-checked fields plus claimType, which decides what is required. */
export const claimFieldSchema = defineSchema((say) => schemaIn(claimSchema, say).pick([...CLAIM_BLUR_FIELDS, 'claimType']));

/** The field's first message in `say`'s language, or null. Other fields' values only steer claimType rules. */
export function validateClaimField(field: ClaimBlurField, values: Partial<ClaimInput>, say: Say<string> = sayInEnglish): string | null {
  try {
    schemaIn(claimFieldSchema, say).validateSyncAt(field, values);
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.errors[0] ?? null;
    throw error;
  }
}

export interface ClaimValidation {
  valid: boolean;
  errors: FieldErrors;
  /** What the red banner shows. */
  firstError: string | null;
}

export function validateClaim(values: Partial<ClaimInput>, say: Say<string> = sayInEnglish): ClaimValidation {
  const errors = collectErrors(schemaIn(claimSchema, say), values);
  const first = firstError(errors, CLAIM_FIELD_ORDER);
  return { valid: first === null, errors, firstError: first };
}
