// The store's receipts by mail: an order's confirmation, a return request's and a price-match
// claim's receipt, and the password reset link. Each is queued by the request that made the
// thing it confirms, after its transaction committed (a rolled-back order mails nothing), and
// never waits on delivery; it goes out in the language of that request (issue 23).
// The words are the store's own: nothing a stranger typed (a claim's name) goes into a mail,
// so the claim form cannot be used to send someone else a message of the stranger's making.
import type { Locale } from '@horeca/core';
import type { Mailer } from './mailer';
import { mailWords, type MailWords, type OrderForMail, type ReturnForMail } from './words';
import { arMailWords } from './words.ar';

export type { OrderForMail, ReturnForMail } from './words';

const WORDS: Record<Locale, MailWords> = { en: mailWords, ar: arMailWords };

export function mailOrderConfirmation(mailer: Mailer, to: string, order: OrderForMail, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...WORDS[locale].orderConfirmation(order) });
}

export function mailReturnReceipt(mailer: Mailer, to: string, request: ReturnForMail, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...WORDS[locale].returnReceipt(request) });
}

export function mailClaimReceipt(mailer: Mailer, to: string, claimId: number, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...WORDS[locale].claimReceipt(claimId) });
}

export function mailPasswordReset(mailer: Mailer, to: string, name: string, link: string, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...WORDS[locale].passwordReset(name, link) });
}
