// The built-in test provider (PAYMENT_PROVIDER=test, never in production): it behaves like a
// hosted-page gateway. start() sends the browser to the test gateway's card page on this API
// with a signed payment request; the page's choice comes back to the store as a signed result.
import { PAYMENT_RESULT_GRACE_S, type PaymentProvider } from './provider';
import { signPayment, verifyPayment } from './signed-payment';

export const TEST_GATEWAY_PAGE = '/api/payments/test/checkout';
export const TEST_GATEWAY_CHOOSE = '/api/payments/test/pay';
/** The store's return address, where the gateway sends the browser with the signed result. */
export const PAYMENT_RETURN_PATH = '/api/frontend/payments/return';

/**
 * A shopper may take a while on the card page, never past the order's payment deadline; the
 * result itself is only a redirect hop, and lives no longer than the store waits for it.
 */
export const REQUEST_LIFETIME_S = 60 * 60;
export const RESULT_LIFETIME_S = PAYMENT_RESULT_GRACE_S;

export function createTestPaymentProvider(secret: string, now: () => number = () => Math.floor(Date.now() / 1000)): PaymentProvider {
  return {
    name: 'test',
    async start(payment) {
      const request = signPayment(secret, 'test-gateway-request', {
        order: payment.orderId,
        amount: payment.amount,
        currency: payment.currency,
        expires: Math.min(now() + REQUEST_LIFETIME_S, payment.payBy ? Math.floor(payment.payBy.getTime() / 1000) : Number.POSITIVE_INFINITY),
      });
      return { redirectUrl: `${TEST_GATEWAY_PAGE}?${request}`, reference: `test_${payment.orderNumber}_${request.get('expires')}` };
    },
    verifyReturn(query) {
      const fields = verifyPayment(secret, 'test-gateway-result', query, { withOutcome: true, now: now() });
      return { orderId: fields.order, amount: fields.amount, currency: fields.currency, outcome: fields.outcome! };
    },
  };
}
