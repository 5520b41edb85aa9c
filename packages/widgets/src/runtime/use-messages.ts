// Each table of words in the widget's language (runtime/locale.tsx). One hook per table, so a
// widget's bundle carries only the English tables it uses (the phone input and the newsletter
// keep their small tables), as before.
import { accountFormMessages, messages, newsletterMessages, phoneMessages } from '@horeca/core/messages';
import type { ArabicCatalogue } from './catalogue-ar';
import { useText, useTranslate } from './locale';
import { newsletterWidgetMessages, phoneWidgetMessages, widgetMessages } from './messages';

export const useCoreMessages = () => useText(messages, (catalogue) => catalogue.core);
export const useWidgetMessages = () => useText(widgetMessages, (catalogue) => catalogue.widget);
export const usePhoneMessages = () => useText(phoneMessages, (catalogue) => catalogue.core.phone);
export const usePhoneWidgetMessages = () => useText(phoneWidgetMessages, (catalogue) => catalogue.widget.phone);
export const useNewsletterMessages = () => useText(newsletterMessages, (catalogue) => catalogue.core.newsletter);
export const useNewsletterWidgetMessages = () => useText(newsletterWidgetMessages, (catalogue) => catalogue.widget.newsletter);
/** English messages of the schemas and the API (core's table) in the widget's language. */
export const useTranslateCore = () => useTranslate(messages, (catalogue) => catalogue.core);
/** The account forms' messages (the review and business schemas) in the page's language: for the storefront's forms. */
export const useTranslateAccountForms = () => useTranslate(accountFormMessages, (catalogue) => catalogue.accountForms);

type CountryWords = Partial<ArabicCatalogue['countries']>;
const NO_OTHER_COUNTRY_WORDS: CountryWords = {};
/** The Gulf countries' names and search words in the widget's language; none beyond core's in English. */
export const useCountryWords = (): CountryWords => useText(NO_OTHER_COUNTRY_WORDS, (catalogue) => catalogue.countries);
