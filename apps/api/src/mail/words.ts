// The store's mails in English: subject and plain text, filled from the thing they confirm.
// words.ar.ts is the same table in Arabic (the compiler refuses a missing mail); receipts.ts
// picks the table of the language the shopper used. Texts only: the HTML part is made from the
// text (html.ts), so a mail's words are written once per language.
/** A product line as the answer named it: in the language of the request (issue 23). */
export interface MailLine {
  quantity: number;
  product: { name: string };
}

export interface OrderForMail {
  number: string;
  total: number;
  currency: string;
  order_products: MailLine[];
}

export interface ReturnForMail {
  id: number;
  orderNumber: string;
  line: MailLine;
}

/** One line per product, "- 2 × name", the same in both languages. */
export const listed = (lines: readonly MailLine[]) => lines.map((line) => `- ${line.quantity} × ${line.product.name}`).join('\n');

export interface MailText {
  subject: string;
  text: string;
}

export interface MailWords {
  orderConfirmation(order: OrderForMail): MailText;
  returnReceipt(request: ReturnForMail): MailText;
  claimReceipt(claimId: number): MailText;
  passwordReset(name: string, link: string): MailText;
}

export const mailWords: MailWords = {
  orderConfirmation: (order) => ({
    subject: `Your Horeca Store order ${order.number}`,
    text: `Thank you! Your order ${order.number} has been placed.\n\nItems:\n${listed(order.order_products)}\n\nTotal: ${order.currency} ${order.total.toFixed(2)}\n\nYou can follow it under My Orders in your account.`,
  }),
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
  }),
};
