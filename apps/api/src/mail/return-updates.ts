// A return's moves by mail (issue 33): each move of a return (approved, received, refunded,
// rejected with staff's reason, withdrawn by the shopper) is mailed to the shopper in the
// language they asked for the return in. Queued after the move committed, as every receipt
// (receipts.ts); return-updates.ar.ts is the same table in Arabic.
import { REFUND_BUSINESS_DAYS, type Locale } from '@horeca/core';
import type { Mailer } from './mailer';
import { listed, type MailLine, type MailText } from './words';
import { arReturnUpdateWords } from './return-updates.ar';

export type ReturnUpdateStatus = 'approved' | 'received' | 'refunded' | 'rejected' | 'withdrawn';

export interface ReturnUpdateForMail {
  id: number;
  orderNumber: string;
  line: MailLine;
  /** Staff's reason, for a rejection. */
  rejectionReason: string | null;
}

export type ReturnUpdateWords = Record<ReturnUpdateStatus, (update: ReturnUpdateForMail) => MailText>;

const FOLLOW = 'You can follow it under My Orders, Returns, in your account.';
const refundDays = `${REFUND_BUSINESS_DAYS.min}-${REFUND_BUSINESS_DAYS.max}`;

export const returnUpdateWords: ReturnUpdateWords = {
  approved: ({ id, orderNumber, line }) => ({
    subject: `Your return #${id} is approved`,
    text: `Your return request #${id} for order ${orderNumber} is approved.\n\nItem:\n${listed([line])}\n\nKeep the item in its packaging with its accessories: our team will contact you to arrange its collection.\n\n${FOLLOW}`,
  }),
  received: ({ id, orderNumber, line }) => ({
    subject: `We have received the item of your return #${id}`,
    text: `The item of your return #${id} for order ${orderNumber} has arrived. We are checking it and will let you know about your refund.\n\nItem:\n${listed([line])}\n\n${FOLLOW}`,
  }),
  refunded: ({ id, orderNumber, line }) => ({
    subject: `Your return #${id} is refunded`,
    text: `Your return #${id} for order ${orderNumber} is refunded to your original payment method. A refund takes ${refundDays} business days to reach it.\n\nItem:\n${listed([line])}\n\n${FOLLOW}`,
  }),
  rejected: ({ id, orderNumber, line, rejectionReason }) => ({
    subject: `Your return request #${id} was not accepted`,
    text: `We could not accept your return request #${id} for order ${orderNumber}.\n\nReason: ${rejectionReason ?? ''}\n\nItem:\n${listed([line])}\n\nIf you have a question about this decision, contact us from the Contact Us page or through live chat.`,
  }),
  withdrawn: ({ id, orderNumber, line }) => ({
    subject: `You withdrew your return request #${id}`,
    text: `Your return request #${id} for order ${orderNumber} is withdrawn, as you asked.\n\nItem:\n${listed([line])}\n\nYou can request a return of it again from the order's page in My Orders.`,
  }),
};

const WORDS: Record<Locale, ReturnUpdateWords> = { en: returnUpdateWords, ar: arReturnUpdateWords };

export function mailReturnUpdate(mailer: Mailer, to: string, status: ReturnUpdateStatus, update: ReturnUpdateForMail, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...WORDS[locale][status](update) });
}
