// Issue 27: an error the API throws names its message by key, and its answer is written from
// that key in the asked language, with the key as `message_key`: never found again from its
// English. Two of the API's sentences read like a template of core's ("The item has been removed
// from your cart." is core's '{product name} has been removed from your cart.' with 'The item'),
// and a message whose value is empty matches no template at all: found from the English, both
// got a wrong key or none, and no Arabic of their own.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { arWords } from '../words/ar';
import { apiMessages } from '../words/en';
import type { MessageKey } from '../words/message-keys';
import { createErrorHandler, HttpError, notFound } from './errors';
import type { AppEnv } from './router';

type ApiKey = keyof typeof apiMessages;

/** An app that throws the message `key` with `values`, answered by the API's error handler. */
function throwing(key: MessageKey, values: Record<string, string>) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler({ error: () => undefined }));
  app.get('/boom', () => {
    throw new HttpError(400, { key, values });
  });
  return async (lang: 'en' | 'ar') => (await app.request(`/boom?lang=${lang}`)).json() as Promise<{ message: string; message_key: string }>;
}

/** A template's placeholders filled with `value`: 'Only {left} of {name}' -> 'Only 7 of 7'. */
const filled = (template: string, value: string) => template.replace(/\{[^{}]+\}/g, value);
const placeholders = (template: string) => Object.fromEntries([...template.matchAll(/\{([^{}]+)\}/g)].map((match) => [match[1]!, '7']));

describe('an error thrown by key', () => {
  it.each(Object.keys(apiMessages) as ApiKey[])('api.%s: its own key and its own text, in English and in Arabic', async (key) => {
    const answer = throwing(`api.${key}`, placeholders(apiMessages[key]));
    expect(await answer('en')).toEqual({ message: filled(apiMessages[key], '7'), message_key: `api.${key}` });
    expect(await answer('ar')).toEqual({ message: filled(arWords.messages[key], '7'), message_key: `api.${key}` });
  });

  it('keeps its key when a value is empty, though its English then matches no template', async () => {
    const answer = throwing('api.outOfStock', { name: '' });
    expect(await answer('en')).toEqual({ message: ' is out of stock.', message_key: 'api.outOfStock' });
    expect(await answer('ar')).toEqual({ message: filled(arWords.messages.outOfStock, ''), message_key: 'api.outOfStock' });
  });

  it("names core's texts by their path in core's tables", async () => {
    const answer = throwing('core.login.passwordRequired', {});
    expect(await answer('en')).toEqual({ message: 'Password is required', message_key: 'core.login.passwordRequired' });
    expect(await answer('ar')).toEqual({ message: 'كلمة المرور مطلوبة', message_key: 'core.login.passwordRequired' });
  });

  it('refuses a key no catalogue has: at compile time, and at run time should one get through', () => {
    // @ts-expect-error 'api.productNotFund' is no message's key: typecheck fails without this line's mark.
    expect(() => notFound('api.productNotFund')).toThrow('No message api.productNotFund');
  });
});
