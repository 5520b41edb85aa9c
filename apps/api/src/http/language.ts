// The language of an answer (issue 23): the `lang` query parameter, beside `storefront`, on any
// call ('ar' or any Arabic tag for Arabic, anything else English). A query parameter rather
// than Accept-Language: the storefront already names its storefront that way, the answer's
// cache key (SWR's, a CDN's) then carries the language without a Vary header, and a shared
// link says what it shows. Arabic only on the ae storefront: `storefront=us` answers English.
import type { Context } from 'hono';
import { localeFor, localeOf, type Locale } from '@horeca/core/locale';

/** The documented parameter every operation takes (router.ts adds it to /api/openapi.json). */
export const LANG_PARAMETER = {
  name: 'lang',
  in: 'query',
  required: false,
  description: "The answer's language: 'ar' for Arabic (on the ae storefront), English otherwise.",
  schema: { type: 'string', enum: ['en', 'ar'], default: 'en' },
} as const;

export function requestLocale(c: Context): Locale {
  return localeFor(c.req.query('storefront') === 'us' ? 'us' : 'ae', localeOf(c.req.query('lang')));
}
