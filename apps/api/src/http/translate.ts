// The one way back from a sentence to its key (issues 23, 27), for the texts of an answer the API
// does not write itself: the yup messages of core's shared schemas (a 422's field `errors` and
// its first message, the `message`) and yup's own defaults ('email is a required field'), which
// arrive as English text, not as a key. What the API says itself is named by key where it is
// thrown or answered (http/errors.ts HttpError, words/message-keys.ts) and written there in the
// request's language with its `message_key`: such an answer is marked and not read again here.
import type { MiddlewareHandler } from 'hono';
import { type Locale } from '@horeca/core/locale';
import { findMessage, type FoundMessage } from '@horeca/core/messages';
import { CATALOGUES, textAtKey, type CatalogueName } from '../words/message-keys';
import { requestLocale } from './language';
import type { AppEnv } from './router';

/**
 * The key of `english`, a text that arrived without one (yup's): the catalogue's name and the
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
  return (found && textAtKey(found.key, found.values, locale)) ?? english;
}

interface MessageBody {
  message?: unknown;
  message_key?: unknown;
  errors?: unknown;
}

/** Names an error answer's message key and puts its unkeyed texts in `locale`; true when it changed. */
function translateBody(body: MessageBody, locale: Locale): boolean {
  let changed = false;
  // A message that came with its key (http/errors.ts) is already in `locale`: only its field texts may be yup's.
  const keyed = body.message_key !== undefined;
  if (typeof body.message === 'string' && !keyed) {
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
  if (typeof body.message === 'string' && !keyed) body.message = translate(body.message);
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    for (const [field, list] of Object.entries(body.errors as Record<string, unknown>)) {
      if (Array.isArray(list)) (body.errors as Record<string, unknown>)[field] = list.map(translate);
    }
  }
  return changed;
}

/**
 * Rewrites an error answer (any status from 400) that carries a text without its key: its
 * message's key in every language, and in Arabic its texts. An answer written from keys
 * (http/errors.ts marks it) is left unread, and so is every success answer: its message was
 * written from its key where it was made (words/message-keys.ts withMessageIn).
 */
export function answersInRequestLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get('answeredByKey')) return;
    const response = c.res;
    if (response.status < 400) return;
    if (!response.headers.get('content-type')?.startsWith('application/json')) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return; // not JSON after all: left as it is
    }
    if (!body || typeof body !== 'object' || Array.isArray(body) || !translateBody(body as MessageBody, requestLocale(c))) return;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
  };
}
