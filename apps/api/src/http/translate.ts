// The answer's messages in the shopper's language (issue 23), translated at the edge: services
// and schemas write English once, where the rule lives; an Arabic request gets the `message`
// and the field `errors` of its answer from core's Arabic catalogue (the texts core shares
// with the forms) or the API's own (messages.ar.ts). One middleware, so an error thrown
// anywhere, a 404 of no route and a service's success message all come out translated.
import type { MiddlewareHandler } from 'hono';
import { messages, newsletterMessages, translateMessage, type Locale } from '@horeca/core';
import { arMessages, arNewsletterMessages } from '@horeca/core/locale-ar';
import { arApiMessages } from './messages.ar';
import { requestLocale } from './language';

/** messages.ar.ts is keyed by the English text: its English table maps each text to itself. */
const apiEnglish: Record<string, string> = Object.fromEntries(Object.keys(arApiMessages).map((text) => [text, text]));

const ARABIC_TABLES: [english: object, arabic: object][] = [
  [messages, arMessages],
  [newsletterMessages, arNewsletterMessages],
  [apiEnglish, arApiMessages],
];

/** `english` in `locale`; a text no catalogue has stays English. */
export function translateApiMessage(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  for (const [englishTable, arabicTable] of ARABIC_TABLES) {
    const translated = translateMessage(english, englishTable, arabicTable as typeof englishTable);
    if (translated !== english) return translated;
  }
  return english;
}

interface MessageBody {
  message?: unknown;
  errors?: unknown;
}

function translateBody(body: MessageBody, locale: Locale): boolean {
  let changed = false;
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
 * Rewrites an Arabic request's JSON answer when it carries a message: errors (any status from
 * 400) and the answers of calls that change something (their "Your cart has been updated.").
 * A GET's success answer (listings, products) carries no message and is left unread.
 */
export function answersInRequestLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const locale = requestLocale(c);
    if (locale === 'en') return;
    const response = c.res;
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (reading && response.status < 400) return;
    if (!response.headers.get('content-type')?.startsWith('application/json')) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return; // not JSON after all: left as it is
    }
    if (!body || typeof body !== 'object' || Array.isArray(body) || !translateBody(body as MessageBody, locale)) return;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
  };
}
