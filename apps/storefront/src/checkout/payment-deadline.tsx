// A card order's payment deadline, where the shopper can still pay (issue 28): the API cancels
// an unpaid card order at its payment_expires_at and its products go back on sale, so the
// checkout's review page says how long a card order is held, and the order and payment pages
// say until when this one is.
import { CARD_PAYMENT_MINUTES } from '@horeca/core/constants';
import { useNumbers } from '@horeca/widgets';
import { useWords } from '../lib/words';

/** On the review page, when paying by card: how long the products are held. */
export function CardDeadlineNote() {
  const { payment: paymentText } = useWords();
  return <p className="cf-hint">{paymentText.cardDeadline(CARD_PAYMENT_MINUTES)}</p>;
}

/** The order's deadline while its card payment is awaited; nothing otherwise. */
export function PaymentDeadline({ expiresAt }: { expiresAt: string | null | undefined }) {
  const { payment: paymentText } = useWords();
  const { time } = useNumbers();
  if (!expiresAt) return null;
  return (
    <p className="cf-hint" data-testid="payment-deadline">
      {paymentText.payBy(time(expiresAt))}
    </p>
  );
}
