// Each table of words in the widget's language (runtime/locale.tsx). One hook per table, so a
// widget's bundle carries only the English tables it uses (the phone input and the newsletter
// keep their small tables), as before.
import { messages, newsletterMessages, phoneMessages } from '@horeca/core/messages';
import { useText, type ArabicCatalogue } from './locale';
import { newsletterWidgetMessages, phoneWidgetMessages, widgetMessages } from './messages';

export const useCoreMessages = () => useText(messages, (catalogue) => catalogue.core);
export const useWidgetMessages = () => useText(widgetMessages, (catalogue) => catalogue.widget);
export const usePhoneMessages = () => useText(phoneMessages, (catalogue) => catalogue.core.phone);
export const usePhoneWidgetMessages = () => useText(phoneWidgetMessages, (catalogue) => catalogue.widget.phone);
export const useNewsletterMessages = () => useText(newsletterMessages, (catalogue) => catalogue.core.newsletter);
export const useNewsletterWidgetMessages = () => useText(newsletterWidgetMessages, (catalogue) => catalogue.widget.newsletter);

type CountryWords = Partial<ArabicCatalogue['countries']>;
const NO_OTHER_COUNTRY_WORDS: CountryWords = {};
/** The Gulf countries' names and search words in the widget's language; none beyond core's in English. */
export const useCountryWords = (): CountryWords => useText(NO_OTHER_COUNTRY_WORDS, (catalogue) => catalogue.countries);
