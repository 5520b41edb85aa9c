// The store's receipts by mail: an order's confirmation, a return request's and a price-match
// claim's receipt. Each is queued by the request that made the thing it confirms, after its
// transaction committed (a rolled-back order mails nothing), and never waits on delivery.
// The words are the store's own: nothing a stranger typed (a claim's name) goes into a mail,
// so the claim form cannot be used to send someone else a message of the stranger's making.
import type { Mailer } from './mailer';

export interface OrderForMail {
  number: string;
  total: number;
  currency: string;
}

export function mailOrderConfirmation(mailer: Mailer, to: string, order: OrderForMail): Promise<void> {
  return mailer.send({
    to,
    subject: `Your Horeca Store order ${order.number}`,
    text: `Thank you! Your order ${order.number} has been placed.\n\nTotal: ${order.currency} ${order.total.toFixed(2)}\n\nYou can follow it under My Orders in your account.`,
  });
}

export function mailReturnReceipt(mailer: Mailer, to: string, returnId: number, orderNumber: string): Promise<void> {
  return mailer.send({
    to,
    subject: `We received your return request #${returnId}`,
    text: `We received your return request #${returnId} for order ${orderNumber}. We will review it and let you know the next steps.`,
  });
}

export function mailClaimReceipt(mailer: Mailer, to: string, claimId: number): Promise<void> {
  return mailer.send({
    to,
    subject: `We received your price-match claim #${claimId}`,
    text: `We received your price-match claim #${claimId}. Our team will review the competing offer and reply to this address.`,
  });
}

export function mailPasswordReset(mailer: Mailer, to: string, name: string, link: string): Promise<void> {
  return mailer.send({
    to,
    subject: 'Reset your Horeca Store password',
    text: `Hello ${name},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  });
}
