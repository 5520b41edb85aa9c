// The store's mails in English: subject and plain text, filled from the thing they confirm.
// words.ar.ts is the same table in Arabic (the compiler refuses a missing mail); receipts.ts
// picks the table of the language the shopper used. Texts only: the HTML part is made from the
// text (html.ts), so a mail's words are written once per language.
import { deliveryDaysText, formatMoneyIn, type DeliveryEstimate } from '@horeca/core';
import type { PaymentMethod, PaymentStatus } from '../db/schema/commerce';

/** A product line as the answer named it: in the language of the request (issue 23). */
export interface MailLine {
  quantity: number;
  product: { name: string };
}

/** The placed order as the answer presents it (orders/order-view.ts). */
export interface OrderForMail {
  number: string;
  total: number;
  currency: string;
  order_products: (MailLine & { line_total: number })[];
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /** The delivery the store promises for the order's destination (issue 33). */
  delivery_estimate: DeliveryEstimate;
}

export interface ReturnForMail {
  id: number;
  orderNumber: string;
  line: MailLine;
}

/** One line per product, "- 2 × name", the same in both languages. */
export const listed = (lines: readonly MailLine[]) => lines.map((line) => `- ${line.quantity} × ${line.product.name}`).join('\n');

/** Each line with its total: "- 2 × name: AED 240.00". */
export const listedWithTotals = (lines: OrderForMail['order_products'], money: (amount: number) => string) =>
  lines.map((line) => `${listed([line])}: ${money(line.line_total)}`).join('\n');

export interface MailText {
  subject: string;
  text: string;
  /** The store's own addresses in the text: the only ones the HTML part makes links (html.ts). */
  links?: readonly string[];
}

export interface MailWords {
  orderConfirmation(order: OrderForMail): MailText;
  returnReceipt(request: ReturnForMail): MailText;
  claimReceipt(claimId: number): MailText;
  passwordReset(name: string, link: string): MailText;
}

const PAYMENT_METHODS_EN: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  purchase_order: 'Purchase order',
  card: 'Card',
};
const PAYMENT_STATUSES_EN: Record<PaymentStatus, string> = {
  unpaid: 'to be paid',
  pending: 'awaiting payment',
  paid: 'paid',
  failed: 'payment failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

export const mailWords: MailWords = {
  orderConfirmation: (order) => {
    const money = (amount: number) => formatMoneyIn(amount, order.currency);
    return {
      subject: `Your Horeca Store order ${order.number}`,
      text: `Thank you! Your order ${order.number} has been placed.\n\nItems:\n${listedWithTotals(order.order_products, money)}\n\nTotal: ${money(order.total)}\nPayment: ${PAYMENT_METHODS_EN[order.payment_method]}, ${PAYMENT_STATUSES_EN[order.payment_status]}\nEstimated delivery: ${deliveryDaysText(order.delivery_estimate)}\n\nYou can follow it under My Orders in your account.`,
    };
  },
  returnReceipt: ({ id, orderNumber, line }) => ({
    subject: `We received your return request #${id}`,
    text: `We received your return request #${id} for order ${orderNumber}. We will review it and let you know the next steps.\n\nItem returned:\n${listed([line])}`,
  }),
  claimReceipt: (claimId) => ({
    subject: `We received your price-match claim #${claimId}`,
    text: `We received your price-match claim #${claimId}. Our team will review the competing offer and reply to this address.`,
  }),
  passwordReset: (name, link) => ({
    subject: 'Reset your Horeca Store password',
    text: `Hello ${name},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    links: [link],
  }),
};
