// The store's mails in English: subject and plain text, filled from the thing they confirm.
// words.ar.ts is the same table in Arabic (the compiler refuses a missing mail); receipts.ts
// picks the table of the language the shopper used. Texts only: the HTML part is made from the
// text (html.ts), so a mail's words are written once per language.
export interface OrderForMail {
  number: string;
  total: number;
  currency: string;
}

export interface MailText {
  subject: string;
  text: string;
}

export interface MailWords {
  orderConfirmation(order: OrderForMail): MailText;
  returnReceipt(returnId: number, orderNumber: string): MailText;
  claimReceipt(claimId: number): MailText;
  passwordReset(name: string, link: string): MailText;
}

export const mailWords: MailWords = {
  orderConfirmation: (order) => ({
    subject: `Your Horeca Store order ${order.number}`,
    text: `Thank you! Your order ${order.number} has been placed.\n\nTotal: ${order.currency} ${order.total.toFixed(2)}\n\nYou can follow it under My Orders in your account.`,
  }),
  returnReceipt: (returnId, orderNumber) => ({
    subject: `We received your return request #${returnId}`,
    text: `We received your return request #${returnId} for order ${orderNumber}. We will review it and let you know the next steps.`,
  }),
  claimReceipt: (claimId) => ({
    subject: `We received your price-match claim #${claimId}`,
    text: `We received your price-match claim #${claimId}. Our team will review the competing offer and reply to this address.`,
  }),
  passwordReset: (name, link) => ({
    subject: 'Reset your Horeca Store password',
    text: `Hello ${name},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  }),
};
