// The client's own words for a failed call in Arabic (core's api/errors.ts), which every page
// carries as it carries the English: the one piece of core's Arabic outside the lazily loaded
// catalogue (messages.ar.ts, which reads them from here). Not named *.ar.ts, so the script-tag
// build leaves it with the runtime; the storefront's build names its chunk (vite.config.ts).
import type { Catalogue } from './catalogue';
import type { apiErrorMessages } from './messages';

export const arApiErrorMessages: Catalogue<typeof apiErrorMessages> = {
  fallback: 'حدث خطأ ما!',
  timeout: 'انتهت مهلة الطلب. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  server: 'خطأ في الخادم. يرجى المحاولة لاحقًا.',
};
