import { resetWarnings } from '../runtime/warn-once';
import { resolveElementConfig } from './element-config';

const PARTNER = 'https://partner.example/kitchen/picks?x=1';

beforeEach(() => resetWarnings());
afterEach(() => vi.restoreAllMocks());

describe('an element on a partner page: links and cart go to the store by default (issue 30)', () => {
  it('takes the store from the api-base origin: links and the cart go there', () => {
    expect(resolveElementConfig({}, { apiBase: 'https://shop.example/' }, undefined, PARTNER)).toEqual({
      apiBase: 'https://shop.example/',
      storefront: 'ae',
      lang: undefined,
      dir: undefined,
      linkBase: 'https://shop.example',
      storeUrl: 'https://shop.example',
    });
  });

  it('a link-base the page sets wins, even an empty one; store-url names another store host', () => {
    expect(resolveElementConfig({}, { apiBase: 'https://api.shop.example', linkBase: '' }, undefined, PARTNER)).toMatchObject({ linkBase: '', storeUrl: 'https://api.shop.example' });
    expect(resolveElementConfig({}, { apiBase: 'https://api.shop.example', storeUrl: 'https://www.shop.example/any/path' }, undefined, PARTNER)).toMatchObject({
      linkBase: 'https://www.shop.example',
      storeUrl: 'https://www.shop.example',
    });
    expect(resolveElementConfig({ linkBase: 'https://mirror.example' }, { apiBase: 'https://shop.example', linkBase: '' }, undefined, PARTNER)).toMatchObject({ linkBase: 'https://mirror.example' });
  });

  it('on the store itself (same origin, or no api-base) links stay relative and there is no handoff', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveElementConfig({}, { apiBase: 'https://shop.example' }, undefined, 'https://shop.example/some/page')).toMatchObject({ linkBase: '', storeUrl: undefined });
    expect(resolveElementConfig({}, {}, undefined, 'https://shop.example/')).toMatchObject({ apiBase: '', linkBase: '', storeUrl: undefined });
  });

  it("the element's own attributes win over the page's settings, which win over the page's lang", () => {
    const html = document.createElement('div');
    html.setAttribute('lang', 'en');
    const host = document.createElement('span');
    html.append(host);
    const page = { apiBase: 'https://shop.example', storefront: 'us', lang: 'ar' };
    expect(resolveElementConfig({ apiBase: 'https://other.example', storefront: 'ae' }, page, host, PARTNER)).toMatchObject({ apiBase: 'https://other.example', storefront: 'ae', lang: 'ar' });
    expect(resolveElementConfig({ lang: 'en' }, page, host, PARTNER)).toMatchObject({ apiBase: 'https://shop.example', storefront: 'us', lang: 'en' });
    expect(resolveElementConfig({}, { apiBase: 'https://shop.example' }, host, PARTNER)).toMatchObject({ lang: 'en' });
  });
});

describe('misconfiguration warns once in the console, never throws', () => {
  it('no api-base anywhere: one warning naming <horeca-config> and the origin called instead', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resolveElementConfig({}, {}, undefined, PARTNER);
    resolveElementConfig({}, {}, undefined, PARTNER);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[horeca\] No api-base: add <horeca-config api-base=.*https:\/\/partner\.example\)\.$/);
  });

  it('no api-base for an element already off the page (its <horeca-config> went with it): no warning, its root is about to unmount', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resolveElementConfig({}, {}, document.createElement('horeca-cart-badge'), PARTNER);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an unknown storefront ("uk") says so and shows ae, once per value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 3; i += 1) expect(resolveElementConfig({ storefront: 'uk' }, { apiBase: 'https://shop.example' }, undefined, PARTNER).storefront).toBe('ae');
    expect(resolveElementConfig({}, { apiBase: 'https://shop.example', storefront: 'US ' }, undefined, PARTNER).storefront).toBe('ae');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[horeca] storefront="uk" is not a storefront: use "ae" (AED, the UAE and Gulf store) or "us" (USD, the US store). Showing ae.',
      '[horeca] storefront="US " is not a storefront: use "ae" (AED, the UAE and Gulf store) or "us" (USD, the US store). Showing ae.',
    ]);
  });

  it('a store-url that is no http(s) address is ignored with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveElementConfig({}, { apiBase: 'https://shop.example', storeUrl: 'javascript:alert(1)' }, undefined, PARTNER).storeUrl).toBe('https://shop.example');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
