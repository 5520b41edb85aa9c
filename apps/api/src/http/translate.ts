// The answer's messages by key in the shopper's language (issues 23, 27), at the edge: services
// and schemas write the English of a catalogue entry once, where the rule lives; every error
// answer names its message's key (`message_key`: 'api.productNotFound', 'core.login.emailRequired')
// beside the `message`, and an Arabic request gets the `message` and the field `errors` from the
// same key's Arabic: core's catalogue (the texts core shares with the forms) or the API's own
// (words/en.ts, words/ar.ts: `messages`). One middleware, so an error thrown anywhere, a 404 of no route
// and a service's success message all come out in the asked language.
import type { MiddlewareHandler } from 'hono';
import { type Locale } from '@horeca/core/locale';
import { accountFormMessages, findMessage, messageAt, messages, newsletterMessages, valuesIn, type FoundMessage } from '@horeca/core/messages';
import { arAccountFormMessages, arMessages, arMessageWords, arNewsletterMessages } from '@horeca/core/locale-ar';
import { arWords } from '../words/ar';
import { enWords } from '../words/en';
import { requestLocale } from './language';

/** The catalogues an answer's message comes from, by the name its key starts with. */
const CATALOGUES = {
  core: { en: messages, ar: arMessages },
  newsletter: { en: newsletterMessages, ar: arNewsletterMessages },
  accountForms: { en: accountFormMessages, ar: arAccountFormMessages },
  api: { en: enWords.messages, ar: arWords.messages },
} as const;
type CatalogueName = keyof typeof CATALOGUES;

/**
 * The key of `english`, a sentence a service or a schema wrote: the catalogue's name and the
 * entry's path ('api.productNotFound'), with a template's values. A text no catalogue has: none.
 */
export function apiMessageKey(english: string): FoundMessage | undefined {
  for (const name of Object.keys(CATALOGUES) as CatalogueName[]) {
    const found = findMessage(english, CATALOGUES[name].en);
    if (found) return { key: `${name}.${found.key}`, values: found.values };
  }
  return undefined;
}

/** `english` in `locale`, by its key; a text no catalogue has stays English. */
export function translateApiMessage(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const found = apiMessageKey(english);
  if (!found) return english;
  const [name, ...path] = found.key.split('.');
  return messageAt(CATALOGUES[name as CatalogueName][locale], path.join('.'), valuesIn(found.values, arMessageWords)) ?? english;
}

interface MessageBody {
  message?: unknown;
  message_key?: unknown;
  errors?: unknown;
}

/** Names an error answer's message key and puts its texts in `locale`; true when it changed. */
function translateBody(body: MessageBody, locale: Locale, failed: boolean): boolean {
  let changed = false;
  if (failed && typeof body.message === 'string' && body.message_key === undefined) {
    const key = apiMessageKey(body.message)?.key;
    if (key) {
      body.message_key = key;
      changed = true;
    }
  }
  const translate = (text: unknown) => {
    if (typeof text !== 'string') return text;
    const translated = translateApiMessage(text, locale);
    if (translated !== text) changed = true;
    return translated;
  };
  if (typeof body.message === 'string') body.message = translate(body.message);
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    for (const [field, list] of Object.entries(body.errors as Record<string, unknown>)) {
      if (Array.isArray(list)) (body.errors as Record<string, unknown>)[field] = list.map(translate);
    }
  }
  return changed;
}

/**
 * Rewrites a JSON answer that carries a message: an error (any status from 400) gets its
 * message's key in every language, and in Arabic its texts, as do the answers of calls that
 * change something (their "Your cart has been updated."). A GET's success answer (listings,
 * products) carries no message and is left unread, and so is an English success answer.
 */
export function answersInRequestLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const locale = requestLocale(c);
    const response = c.res;
    const failed = response.status >= 400;
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!failed && (reading || locale === 'en')) return;
    if (!response.headers.get('content-type')?.startsWith('application/json')) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return; // not JSON after all: left as it is
    }
    if (!body || typeof body !== 'object' || Array.isArray(body) || !translateBody(body as MessageBody, locale, failed)) return;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
  };
}
