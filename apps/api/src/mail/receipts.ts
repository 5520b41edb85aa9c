// The store's receipts by mail: an order's confirmation, a return request's and a price-match
// claim's receipt, and the password reset link. Each is queued by the request that made the
// thing it confirms, an order's confirmation inside the order's own transaction (issue 28: a
// rolled-back order mails nothing, a committed one cannot lose its mail), and never waits on
// delivery; it goes out in the language of that request (issue 23).
// The words are the store's own: nothing a stranger typed (a claim's name) goes into a mail,
// so the claim form cannot be used to send someone else a message of the stranger's making.
// The one exception is the account's name in the reset mail's greeting, and it goes in as one
// plain line of at most 100 characters (core's plainOneLine), whatever was stored (issue 28).
import { plainOneLine } from '@horeca/core/fields';
import { type Locale } from '@horeca/core/locale';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';
import { apiWords } from '../words/words';
import type { OrderForMail, ReturnForMail } from './mail-text';

export type { OrderForMail, ReturnForMail } from './mail-text';

/** Written once per order (its dedupe key): a replayed place-order writes it only if it never was. */
export function mailOrderConfirmation(mailer: Mailer, to: string, order: OrderForMail & { id: number }, locale: Locale, within?: Db): Promise<void> {
  return mailer.send({ to, locale, dedupeKey: `order-confirmation:${order.id}`, ...apiWords(locale).mail.orderConfirmation(order) }, within);
}

export function mailReturnReceipt(mailer: Mailer, to: string, request: ReturnForMail, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...apiWords(locale).mail.returnReceipt(request) });
}

export function mailClaimReceipt(mailer: Mailer, to: string, claimId: number, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...apiWords(locale).mail.claimReceipt(claimId) });
}

export function mailPasswordReset(mailer: Mailer, to: string, name: string, link: string, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...apiWords(locale).mail.passwordReset(plainOneLine(name), link) });
}
