// What a mail is made of: the things it tells (an order, a return and its moves) and its text.
// The words themselves are in the API's catalogue (words/en.ts, words/ar.ts: mail and
// returnUpdates), one function per mail and language; receipts.ts and return-updates.ts pick
// the language the shopper used. Texts only: the HTML part is made from the text (html.ts), so
// a mail's words are written once per language.
import type { DeliveryEstimate } from '@horeca/core/product';
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

export type ReturnUpdateStatus = 'approved' | 'received' | 'refunded' | 'rejected' | 'withdrawn';

export interface ReturnUpdateForMail {
  id: number;
  orderNumber: string;
  line: MailLine;
  /** Staff's reason, for a rejection. */
  rejectionReason: string | null;
}

export type ReturnUpdateWords = Record<ReturnUpdateStatus, (update: ReturnUpdateForMail) => MailText>;
