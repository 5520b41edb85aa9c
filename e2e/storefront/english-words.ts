// The English words an Arabic page must not show (issue 23): every string of the storefront's
// own catalogue (lib/words.en.ts) and of core's and the widgets' messages, but those the Arabic
// catalogues keep as they are (brand names, 'PDF') and templates (their values vary).
import { messages } from '@horeca/core/messages';
import { widgetMessages } from '../../packages/widgets/src/runtime/messages';
import { arMessages } from '../../packages/core/src/messages/messages.ar';
import { arWidgetMessages } from '../../packages/widgets/src/runtime/messages.ar';
import { englishWords } from '../../apps/storefront/src/lib/words.en';
import { arabicWords } from '../../apps/storefront/src/lib/words.ar';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

const english = [messages, widgetMessages, englishWords];
const keptInArabic = new Set(strings([arMessages, arWidgetMessages, arabicWords]));

/** Whole English phrases and words of the catalogues, as an Arabic page would show them. */
export const ENGLISH_WORDS: readonly string[] = [
  ...new Set(strings(english).filter((word) => /[A-Za-z]{3}/.test(word) && !word.includes('{') && !keptInArabic.has(word))),
];
