// Every Arabic word the widgets show, in one lazily loaded chunk (runtime/locale.tsx): core's
// catalogues (its messages, and the account forms' and the newsletter's, which its messages by
// key read: the schemas' words), its words for a message's values (a Gulf country's name), the
// widgets' own and the Gulf countries' Arabic names. Data only: locale.tsx makes the `say` from it.
import { arAccountFormMessages, arGulfCountries, arMessages, arMessageWords, arNewsletterMessages } from '@horeca/core/locale-ar';
import { arWidgetMessages } from './messages.ar';

export const arabicTables = {
  core: arMessages,
  newsletter: arNewsletterMessages,
  accountForms: arAccountFormMessages,
  words: arMessageWords,
  widget: arWidgetMessages,
  countries: arGulfCountries,
};
