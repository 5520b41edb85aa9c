// @vitest-environment node
// The server's side of the page meta: what a render leaves behind, and the tags written from it.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { documentTitle, pageHeadTags, takeServerPageMeta, usePageMeta, type PageMeta } from './use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

describe('page meta on the server', () => {
  it("keeps what the server's render set, once", () => {
    renderToString(createElement(Page, { title: 'Deep Fryers', description: 'Fryers for every kitchen.' }));
    expect(takeServerPageMeta()).toEqual({ title: 'Deep Fryers', description: 'Fryers for every kitchen.', canonical: undefined });
    expect(takeServerPageMeta()).toBeNull();
  });

  it('writes the title with the store name, the description and an absolute canonical without the query', () => {
    const tags = pageHeadTags({ title: 'Deep Fryers', description: 'Fryers for every kitchen.' }, new URL('http://shop.example/kitchen-equipment/deep-fryers?sort=price&page=2'));
    // Then the link preview's tags (page-preview.ts; ssr/link-preview.test.tsx).
    expect(tags.slice(0, tags.indexOf('<meta property="og:'))).toBe(
      '<title>Deep Fryers | Horeca Store</title>' +
        '<meta name="description" content="Fryers for every kitchen." />' +
        '<link rel="canonical" href="http://shop.example/kitchen-equipment/deep-fryers?page=2" />' +
        // The ae storefront sells in English and Arabic (issue 23): each language's address.
        '<link rel="alternate" hreflang="en" href="http://shop.example/kitchen-equipment/deep-fryers?page=2" />' +
        '<link rel="alternate" hreflang="ar" href="http://shop.example/ar/kitchen-equipment/deep-fryers?page=2" />' +
        '<link rel="alternate" hreflang="x-default" href="http://shop.example/kitchen-equipment/deep-fryers?page=2" />',
    );
  });

  it('gives an Arabic page its own /ar/ canonical, and the us storefront (English only) no alternates', () => {
    const arabic = pageHeadTags({ title: 'الإعدادات', description: 'd', canonical: '/settings' }, new URL('http://shop.example/ar/settings'));
    expect(arabic).toContain('<link rel="canonical" href="http://shop.example/ar/settings" />');
    expect(arabic).toContain('<link rel="alternate" hreflang="en" href="http://shop.example/settings" />');
    expect(arabic).toContain('<link rel="alternate" hreflang="ar" href="http://shop.example/ar/settings" />');
    const us = pageHeadTags({ title: 'Settings', description: 'd' }, new URL('http://us.shop.example/settings'), 'us');
    expect(us).not.toContain('hreflang');
  });

  it('takes the canonical path the page names, and escapes what a product name may hold', () => {
    const tags = pageHeadTags(
      { title: 'Fryer 12" <Pro> & Co', description: 'Say "hello" & <b>buy</b>', canonical: '/fryers/pro-12' },
      new URL('http://shop.example/old/fryer-path'),
    );
    expect(tags).toContain('<title>Fryer 12&quot; &lt;Pro&gt; &amp; Co | Horeca Store</title>');
    expect(tags).toContain('content="Say &quot;hello&quot; &amp; &lt;b&gt;buy&lt;/b&gt;"');
    expect(tags).toContain('href="http://shop.example/fryers/pro-12"');
  });

  it("leaves a title that already names the store as it is", () => {
    expect(documentTitle('Horeca Store: hospitality supplies')).toBe('Horeca Store: hospitality supplies');
  });
});
