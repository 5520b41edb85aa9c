// Card payments go through a PaymentProvider. The built-in test provider never touches a
// network: it answers with the storefront's outcome page at once, and the outcome can be
// chosen per request (so journeys can exercise success, decline and cancel).
export type PaymentOutcome = 'success' | 'decline' | 'cancel';

export interface PaymentStart {
  orderId: number;
  orderNumber: string;
  amount: number;
  currency: string;
  /** Only the test provider honours this; a real one decides with the card holder. */
  requestedOutcome?: PaymentOutcome;
}

export interface PaymentRedirect {
  /** Where the browser goes next. */
  redirectUrl: string;
  /** The provider's reference for this attempt. */
  reference: string;
  /** Known at once for the test provider; null when a real provider reports it later. */
  outcome: PaymentOutcome | null;
}

export interface PaymentProvider {
  readonly name: string;
  start(payment: PaymentStart): Promise<PaymentRedirect>;
}

export function createTestPaymentProvider(storefrontUrl: string): PaymentProvider {
  const base = storefrontUrl.replace(/\/+$/, '');
  let attempt = 0;
  return {
    name: 'test',
    async start(payment) {
      attempt += 1;
      const outcome = payment.requestedOutcome ?? 'success';
      const path =
        outcome === 'success' ? `/payment/success/${payment.orderId}` : outcome === 'decline' ? '/payment/decline' : '/payment/cancel';
      return { redirectUrl: `${base}${path}`, reference: `test_${payment.orderNumber}_${attempt}`, outcome };
    },
  };
}
