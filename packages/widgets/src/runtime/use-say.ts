// Core's messages by key in the widget's language (core's messages/say.ts): what its schemas
// (schemaIn), file rules and banners say. A module of its own: the English `say` reads every
// table of core's, so only the forms that need it load it, not every widget's first script.
import { sayInEnglish, type Say } from '@horeca/core/messages';
import { useInLanguage } from './locale';

/** Suspends the first Arabic render until the Arabic chunk is in, as useText does. */
export const useSay = (): Say<string> => useInLanguage<Say<string>>(sayInEnglish, (catalogue) => catalogue.say);
