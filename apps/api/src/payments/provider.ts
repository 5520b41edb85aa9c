// Card payments go through a PaymentProvider: the store asks it to start a payment (the browser
// goes to the provider's hosted page), and the provider sends the browser back with a signed
// result. Only a result the provider signed can move an order's payment status: nothing the
// shopper's browser says about the outcome is believed.
export const PAYMENT_OUTCOMES = ['success', 'decline', 'cancel'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface PaymentStart {
  orderId: number;
  orderNumber: string;
  amount: number;
  currency: string;
  /**
   * The order's payment deadline (orders/payment-deadline.ts), null when it has none: the
   * provider's page takes no payment after it (its session expires then), so a shopper is never
   * charged for an order the store is about to cancel (issue 28).
   */
  payBy: Date | null;
}

/**
 * How long after its page took a payment a provider's result may still reach the store. An
 * unpaid card order is cancelled only this long after its deadline, so a payment made in time
 * always lands before the cancel.
 */
export const PAYMENT_RESULT_GRACE_S = 5 * 60;

export interface PaymentRedirect {
  /** Where the browser goes next: the provider's hosted page (a path on this API, or absolute). */
  redirectUrl: string;
  /** The provider's reference for this attempt. */
  reference: string;
}

/** What a verified return says; amount and currency are still to be matched against the order. */
export interface PaymentResult {
  orderId: number;
  amount: number;
  currency: string;
  outcome: PaymentOutcome;
}

export interface PaymentProvider {
  readonly name: string;
  start(payment: PaymentStart): Promise<PaymentRedirect>;
  /**
   * Checks the provider's signature on the query the browser came back with.
   * Throws a 422 HttpError (at the field) when it is missing, tampered or expired.
   */
  verifyReturn(query: Record<string, string | undefined>): PaymentResult;
}
