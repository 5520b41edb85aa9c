// Payment outcome strings the spec does not quote.
import type { PaymentStatus } from '@horeca/core';
import { wordTable } from '../lib/word-tables';

export const paymentText = wordTable('payment', {
  successTitle: 'Thank you for your order',
  successIntro: 'We have received your order and sent a confirmation to your email.',
  loadingOrder: 'Loading your order...',
  orderNumber: 'Order number',
  paymentStatus: 'Payment status',
  viewOrder: 'View order details',
  myOrders: 'My orders',
  continueShopping: 'Continue shopping',
  declineTitle: 'Your payment was declined',
  declineIntro: 'Your bank declined the card payment. Your order is saved and nothing was charged.',
  cancelTitle: 'Payment cancelled',
  cancelIntro: 'You cancelled the card payment. Your order is saved and nothing was charged.',
  tryCardAgain: 'Try the card again',
  otherMethod: 'Choose another payment method',
  /** Before a card order is placed (issue 28): the products are held only so long. */
  cardDeadline: (minutes: number) => `Pay by card within ${minutes} minutes of placing the order: an unpaid card order is then cancelled and its products go back on sale.`,
  /** While a card payment is awaited: the order's payment_expires_at, as a time of day. */
  payBy: (time: string) => `Please complete the card payment by ${time}. After that the order is cancelled and its products go back on sale.`,
  status: {
    unpaid: 'To be paid',
    pending: 'Awaiting payment',
    paid: 'Paid',
    failed: 'Payment failed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  } satisfies Record<PaymentStatus, string>,
} as const);
