// Every Arabic word the widgets show, in one lazily loaded chunk (runtime/locale.tsx): core's
// catalogue (with the account forms' table the storefront's pages translate through it), the
// widgets' own and the Gulf countries' Arabic names.
import { arAccountFormMessages, arGulfCountries, arMessages, arMessageWords } from '@horeca/core/locale-ar';
import { arWidgetMessages } from './messages.ar';

export const arabicCatalogue = { core: arMessages, accountForms: arAccountFormMessages, widget: arWidgetMessages, countries: arGulfCountries, words: arMessageWords };
export type ArabicCatalogue = typeof arabicCatalogue;
