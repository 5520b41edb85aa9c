// A return's moves by mail (issue 33): each move of a return (approved, received, refunded,
// rejected with staff's reason, withdrawn by the shopper) is mailed to the shopper in the
// language they asked for the return in. Queued after the move committed, as every receipt
// (receipts.ts); the words are the catalogue's `returnUpdates` (words/en.ts, words/ar.ts).
import type { Locale } from '@horeca/core/locale';
import { apiWords } from '../words/words';
import type { Mailer } from './mailer';
import type { ReturnUpdateForMail, ReturnUpdateStatus } from './mail-text';

export type { ReturnUpdateForMail, ReturnUpdateStatus } from './mail-text';

export function mailReturnUpdate(mailer: Mailer, to: string, status: ReturnUpdateStatus, update: ReturnUpdateForMail, locale: Locale): Promise<void> {
  return mailer.send({ to, locale, ...apiWords(locale).returnUpdates[status](update) });
}
