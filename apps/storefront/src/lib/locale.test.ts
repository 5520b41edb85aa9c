import { languageFromCookie, languageRedirect, pageLanguage } from './locale';

describe('the page language (issue 23)', () => {
  it('is Arabic under /ar on the ae storefront only', () => {
    expect([pageLanguage('/ar/faq', 'ae'), pageLanguage('/faq', 'ae'), pageLanguage('/ar/faq', 'us')]).toEqual(['ar', 'en', 'en']);
  });

  it('sends an Arabic address on the us storefront to its English one, and a shopper who chose Arabic to the Arabic one', () => {
    expect(languageRedirect('/ar/faq', '?q=1', 'us', null)).toBe('/faq?q=1');
    expect(languageRedirect('/faq', '', 'ae', 'ar')).toBe('/ar/faq');
    expect(languageRedirect('/', '', 'ae', 'ar')).toBe('/ar');
    expect(languageRedirect('/ar/faq', '', 'ae', 'en')).toBeNull();
    expect(languageRedirect('/faq', '', 'ae', null)).toBeNull();
  });

  it('reads the remembered choice from the cookie, nothing else', () => {
    expect([languageFromCookie('storefront=ae; language=ar'), languageFromCookie('language=fr'), languageFromCookie(undefined)]).toEqual(['ar', null, null]);
  });
});
