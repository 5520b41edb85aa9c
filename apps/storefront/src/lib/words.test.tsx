// @vitest-environment node
// The storefront's words follow the page being rendered (issue 27): an English and an Arabic page
// rendered side by side on the server, each waiting between its parts, keep their own words; the
// tables were once rewritten in place for the page being rendered, which two pages in flight at
// once would share. And the Arabic catalogue has every key of the English one.
import { Suspense, use, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { Locale } from '@horeca/core/locale';
import { PageLoading } from '../shell/page-loading';
import { AppProviders } from './app-providers';
import { loadPageLanguage } from './locale';
import { englishWords } from './words.en';
import { arabicWords } from './words.ar';

/** Its children once `wait` settles: the page's later part, rendered after an await. */
function Later({ wait, children }: { wait: Promise<void>; children: ReactNode }) {
  use(wait);
  return children;
}

function settle() {
  let done = () => {};
  const wait = new Promise<void>((resolve) => (done = resolve));
  return { wait, done };
}

async function html(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** A page in `locale`: its words now, and again once `wait` settles. */
function renderPage(locale: Locale, wait: Promise<void>) {
  return prerender(
    <AppProviders storefront="ae" locale={locale} navigate={() => undefined}>
      <PageLoading />
      <Suspense fallback={null}>
        <Later wait={wait}>
          <PageLoading />
        </Later>
      </Suspense>
    </AppProviders>,
  ).then(({ prelude }) => html(prelude));
}

describe('the storefront words', () => {
  it('stay in each page language while an English and an Arabic page render side by side', async () => {
    await loadPageLanguage('ar');
    const arabicPart = settle();
    const englishPart = settle();
    const arabicPage = renderPage('ar', arabicPart.wait);
    const englishPage = renderPage('en', englishPart.wait);
    // The later parts render in the other order than the pages started.
    await new Promise((resolve) => setTimeout(resolve, 5));
    englishPart.done();
    await new Promise((resolve) => setTimeout(resolve, 5));
    arabicPart.done();
    const [arabic, english] = await Promise.all([arabicPage, englishPage]);

    expect(arabic.match(/جارٍ التحميل…/g)).toHaveLength(2);
    expect(arabic).not.toContain('Loading…');
    expect(english.match(/Loading…/g)).toHaveLength(2);
    expect(english).not.toContain('جارٍ التحميل…');
  });

  it('have every key of each English table in Arabic', () => {
    expect(Object.keys(arabicWords).sort()).toEqual(Object.keys(englishWords).sort());
    for (const [name, table] of Object.entries(englishWords)) {
      expect(Object.keys(arabicWords[name as keyof typeof arabicWords]).sort(), name).toEqual(Object.keys(table).sort());
    }
  });
});
