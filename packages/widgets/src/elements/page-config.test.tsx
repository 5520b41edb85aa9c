import { act, waitFor, within } from '@testing-library/react';
import { chefKnife } from '../../test/products';
import { resetWidgetStore } from '../runtime/store';
import { resetWarnings } from '../runtime/warn-once';
import { defineHorecaElements } from './define-horeca-elements';
import { configure, pageConfig, resetPageConfig } from './page-config';

beforeAll(async () => {
  defineHorecaElements();
  await Promise.all([import('../product-card/product-card-element'), import('./element-shell')]);
}, 60_000);
beforeEach(() => {
  resetWidgetStore();
  resetPageConfig();
  resetWarnings();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<horeca-config> and configure(): settings once per page (issue 30)', () => {
  it('the element sets them, follows its attribute changes and forgets them when removed', async () => {
    const config = document.createElement('horeca-config');
    config.setAttribute('api-base', 'https://shop.example');
    config.setAttribute('storefront', 'us');
    document.body.append(config);
    expect(pageConfig()).toEqual({ apiBase: 'https://shop.example', storefront: 'us' });
    config.setAttribute('lang', 'ar');
    expect(pageConfig()).toMatchObject({ lang: 'ar' });
    config.remove();
    expect(pageConfig()).toEqual({});
  });

  it('configure() merges call by call and wins over the element', () => {
    const config = document.createElement('horeca-config');
    config.setAttribute('api-base', 'https://element.example');
    document.body.append(config);
    configure({ apiBase: 'https://script.example' });
    configure({ storefront: 'us', apiBase: undefined });
    expect(pageConfig()).toEqual({ apiBase: 'https://script.example', storefront: 'us' });
  });

  it('a second <horeca-config> warns once; the last one is used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const base of ['https://one.example', 'https://two.example', 'https://three.example']) {
      const config = document.createElement('horeca-config');
      config.setAttribute('api-base', base);
      document.body.append(config);
    }
    expect(pageConfig().apiBase).toBe('https://three.example');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/More than one <horeca-config>/);
  });

  it("a card without its own api-base takes the page's, and links to the store's product page", async () => {
    const holder = document.createElement('div');
    await act(async () => {
      holder.innerHTML = `<horeca-config api-base="https://shop.example"></horeca-config><horeca-product-card product='${JSON.stringify(chefKnife)}'></horeca-product-card>`;
      document.body.append(holder);
    });
    const card = holder.querySelector('horeca-product-card')!;
    await waitFor(() => expect(card.shadowRoot?.children.length).toBeGreaterThan(0));
    const link = within(card.shadowRoot as unknown as HTMLElement).getByRole('link', { name: chefKnife.name });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/shop\.example\/[^/]+\/[^/]+\/[^/]+$/);
  });
});
