// The language the storefront's API calls ask in (issue 23): core's HTTP layer reads it on every
// call (`getLocale`) and adds `lang=ar` on Arabic pages. In the browser that is the page's
// language, one per page load (lib/locale.ts sets it before the first render). On the server
// renders of both languages run side by side, so each read names its own: useResource starts
// it inside readInLanguage, and the client reads the language synchronously when the call is
// made, before anything else can run.
import type { Locale } from '@horeca/core/locale';

let pageLanguage: Locale = 'en';
let readLanguage: Locale | undefined;

/** The browser: the page's language, for every call it makes. */
export function setRequestLanguage(locale: Locale): void {
  pageLanguage = locale;
}

/** Starts `read` asking in `locale` (its calls made before its first await). */
export function readInLanguage<T>(locale: Locale, read: () => T): T {
  const outer = readLanguage;
  readLanguage = locale;
  try {
    return read();
  } finally {
    readLanguage = outer;
  }
}

/** The language of a call being made now. */
export function requestLanguage(): Locale {
  return readLanguage ?? pageLanguage;
}
