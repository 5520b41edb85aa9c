// Every Arabic word the widgets show, in one lazily loaded chunk (runtime/locale.tsx): core's
// catalogue, the widgets' own and the Gulf countries' Arabic names.
import { arGulfCountries, arMessages } from '@horeca/core/locale-ar';
import { arWidgetMessages } from './messages.ar';

export const arabicCatalogue = { core: arMessages, widget: arWidgetMessages, countries: arGulfCountries };
export type ArabicCatalogue = typeof arabicCatalogue;
