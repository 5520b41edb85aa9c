// Which payment provider the store uses (PAYMENT_PROVIDER): the test gateway, or none, in
// which case card payment is not offered at all.
import type { AppConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createTestPaymentProvider } from './test-provider';

export function paymentProviderFor(config: Pick<AppConfig, 'payment' | 'appSecret'>): PaymentProvider | null {
  return config.payment.provider === 'test' ? createTestPaymentProvider(config.appSecret) : null;
}
