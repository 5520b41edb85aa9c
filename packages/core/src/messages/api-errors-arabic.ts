// The client's own words for a failed call in Arabic (core's api/errors.ts), which every page
// carries as it carries the English: the one piece of Arabic outside the lazily loaded catalogue
// (messages.ar.ts). Not read from there, nor named *.ar.ts: the builds put the catalogue and
// whatever it imports in the Arabic chunk, and every page would then load it. The catalogue
// writes the same three texts; messages.test.ts holds the two alike.
import type { Catalogue } from './catalogue';
import type { apiErrorMessages } from './messages';

export const arApiErrorMessages: Catalogue<typeof apiErrorMessages> = {
  fallback: 'حدث خطأ ما!',
  timeout: 'انتهت مهلة الطلب. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  server: 'خطأ في الخادم. يرجى المحاولة لاحقًا.',
};
