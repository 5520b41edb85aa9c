// @vitest-environment node
// A server render, as the API runs it: no DOM (in happy-dom the client-side hydration code saw
// a document and left timers running past the test).
// The server render asks the API in the page's language (issue 23), also while an English and
// an Arabic page render side by side, and names the language in the keys of the reads it hands
// to the browser, so hydration starts from answers in the page's own language.
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';

const asked: URL[] = [];

/** The API in-process: the FAQ in the language asked for, a 404 for every other read. */
const fetchInProcess: typeof fetch = async (input) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
  asked.push(url);
  if (url.pathname !== '/api/frontend/faqs') return Response.json({ message: 'Not found.' }, { status: 404 });
  const arabic = url.searchParams.get('lang') === 'ar';
  const question = arabic ? 'هل توصلون إلى دبي؟' : 'Do you deliver to Dubai?';
  // A moment's wait, so the two renders' reads interleave.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return Response.json({ data: [{ type: 'Delivery', questions: [{ question, answer: arabic ? 'نعم.' : 'Yes.' }] }] });
};

const page = async (path: string) => {
  const result = await render(new Request(`http://shop.test${path}`, { headers: { Accept: 'text/html' } }), fetchInProcess);
  if (result.kind !== 'page') throw new Error(`${path} was not rendered: ${result.kind}`);
  return result;
};

describe('the server render in the page language', { timeout: 30_000 }, () => {
  it('reads in Arabic for /ar/ pages and in English otherwise, side by side, with the language in every read key', async () => {
    const [arabic, english] = await Promise.all([page('/ar/faq'), page('/faq')]);
    expect(arabic.body).toContain('هل توصلون إلى دبي؟');
    expect(arabic.body).not.toContain('Do you deliver to Dubai?');
    expect(english.body).toContain('Do you deliver to Dubai?');
    expect(english.body).not.toContain('هل توصلون إلى دبي؟');

    const faqReads = asked.filter((url) => url.pathname === '/api/frontend/faqs');
    expect(faqReads.map((url) => url.searchParams.get('lang')).sort()).toEqual(['ar', null]);
    // Every read of both pages asked in one language or the other, never 'en' by name.
    expect(asked.every((url) => [null, 'ar'].includes(url.searchParams.get('lang')))).toBe(true);

    const readKeys = (data: string) => Object.keys((JSON.parse(/>(\{.*\})<\/script>/s.exec(data)?.[1] ?? '{}') as { reads?: object }).reads ?? {});
    // swr's serialised keys: the resource's key, then the language.
    expect(readKeys(arabic.data)).toEqual(['@"faqs","ae","ar",']);
    expect(readKeys(english.data)).toEqual(['@"faqs","ae","en",']);
  });
});
