// HMAC-signed payment fields: the test gateway's payment request (what the store asks it to
// charge) and its result (what it charged). Each purpose signs with its own key derived from
// APP_SECRET, so a request's signature can never pass as a result's.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { validationFailed } from '../http/errors';
import { PAYMENT_OUTCOMES, type PaymentOutcome } from './provider';

export type SignedPurpose = 'test-gateway-request' | 'test-gateway-result';

export interface SignedPaymentFields {
  order: number;
  amount: number;
  currency: string;
  /** Only in results. */
  outcome?: PaymentOutcome;
  /** Unix seconds after which the signature is refused. */
  expires: number;
}

/** Amounts are signed as fixed two-decimal text: 12.5 and 12.50 are the same charge. */
function canonical(purpose: SignedPurpose, fields: SignedPaymentFields): string {
  return [purpose, fields.order, fields.amount.toFixed(2), fields.currency, fields.outcome ?? '', fields.expires].join('\n');
}

function mac(secret: string, purpose: SignedPurpose, fields: SignedPaymentFields): Buffer {
  const key = createHmac('sha256', secret).update(`payments:${purpose}`).digest();
  return createHmac('sha256', key).update(canonical(purpose, fields)).digest();
}

/** The fields as query parameters, with their signature. */
export function signPayment(secret: string, purpose: SignedPurpose, fields: SignedPaymentFields): URLSearchParams {
  const query = new URLSearchParams({
    order: String(fields.order),
    amount: fields.amount.toFixed(2),
    currency: fields.currency,
    ...(fields.outcome ? { outcome: fields.outcome } : {}),
    expires: String(fields.expires),
  });
  query.set('signature', mac(secret, purpose, fields).toString('base64url'));
  return query;
}

// Only the exact forms signPayment writes, so one result has one spelling (no "012.5" for "12.50").
const AMOUNT = /^(0|[1-9]\d{0,11})\.\d{2}$/;
const WHOLE = /^(0|[1-9]\d{0,14})$/;

/**
 * Reads and checks signed fields from a query: every field present and well formed, the
 * signature equal in constant time, and not expired. Refusals are 422s at the field.
 */
export function verifyPayment(
  secret: string,
  purpose: SignedPurpose,
  query: Record<string, string | undefined>,
  options: { withOutcome: boolean; now?: number },
): SignedPaymentFields {
  const { order, amount, currency, outcome, expires, signature } = query;
  const wellFormed =
    order !== undefined && WHOLE.test(order) &&
    amount !== undefined && AMOUNT.test(amount) &&
    currency !== undefined && /^[A-Z]{3}$/.test(currency) &&
    expires !== undefined && WHOLE.test(expires) &&
    signature !== undefined && /^[A-Za-z0-9_-]{43}$/.test(signature) &&
    (options.withOutcome ? PAYMENT_OUTCOMES.includes(outcome as PaymentOutcome) : outcome === undefined);
  if (!wellFormed) throw validationFailed({ signature: ['api.paymentResultUnsigned'] }, 'api.paymentResultUnsigned');
  const fields: SignedPaymentFields = {
    order: Number(order),
    amount: Number(amount),
    currency,
    ...(options.withOutcome ? { outcome: outcome as PaymentOutcome } : {}),
    expires: Number(expires),
  };
  const expected = mac(secret, purpose, fields);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw validationFailed({ signature: ['api.paymentResultUnsigned'] }, 'api.paymentResultUnsigned');
  }
  // Checked after the signature, so an expiry can only be trusted once it is known to be genuine.
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (fields.expires < now) throw validationFailed({ expires: ['api.paymentLinkExpired'] }, 'api.paymentLinkExpired');
  return fields;
}
