// <horeca-search> as a partner page uses it: attributes in, DOM events out, shadow DOM.
import type { SearchResponse } from '@horeca/core/product';
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetWidgetStore } from '../runtime/store';
import { fryResults, noResults } from './search.fixtures';
import { defineHorecaElements } from '../elements/define-horeca-elements';
import { horecaElements } from '../elements/registry';
import { inShadow, mountElement } from '../../test/mount-html';

// Typing through user-event into a lazily loaded element takes seconds on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const answers: Record<string, SearchResponse> = { fry: fryResults };
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  const body = url.pathname.endsWith('/frontend/search') ? (answers[url.searchParams.get('query') ?? ''] ?? noResults) : noResults;
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

/** The search box: drawn once the element's body is in. */
const COMBOBOX = '[role="combobox"]';

beforeAll(async () => {
  defineHorecaElements();
  await Promise.all([horecaElements.find((entry) => entry.contract.tag === 'horeca-search')?.load(), import('../elements/element-shell')]);
});
beforeEach(() => {
  resetWidgetStore();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<horeca-search>', () => {
  it('searches the api-base host and fires a cancellable horeca:navigate with the search-url template', async () => {
    const element = await mountElement(
      `<horeca-search api-base="https://api.example" placeholder="Find supplies" search-url="https://store.example/search/{query}"></horeca-search>`,
      { ready: COMBOBOX },
    );
    const navigations: CustomEvent[] = [];
    document.addEventListener('horeca:navigate', (event) => {
      navigations.push(event as CustomEvent);
      event.preventDefault();
    });
    const user = userEvent.setup();
    const box = inShadow(element).getByRole('combobox');
    expect(box).toHaveAttribute('placeholder', 'Find supplies');
    await user.type(box, 'blue apron{Enter}');
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]?.detail).toEqual({ to: 'https://store.example/search/blue%20apron', state: {} });
    expect(navigations[0]?.composed).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('https://api.example/api/frontend/search?query=blue+apron');
  });

  it('asks the API in Arabic when embedded with lang="ar" (issue 23), and in English without', async () => {
    const user = userEvent.setup();
    const arabic = await mountElement('<horeca-search api-base="https://api.example" lang="ar"></horeca-search>', { ready: COMBOBOX });
    await user.type(inShadow(arabic).getByRole('combobox', { name: 'ابحث عن المنتجات والفئات والعلامات التجارية' }), 'fry');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('https://api.example/api/frontend/search?query=fry&lang=ar'));
    document.body.innerHTML = '';
    fetchMock.mockClear();
    const english = await mountElement('<horeca-search api-base="https://api.example"></horeca-search>', { ready: COMBOBOX });
    await user.type(inShadow(english).getByRole('combobox', { name: 'Search products, categories and brands' }), 'fry');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('https://api.example/api/frontend/search?query=fry'));
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('lang='))).toBe(true);
  });

  it('reports open and close as horeca:open-change, and a press outside the host closes it', async () => {
    const element = await mountElement('<horeca-search api-base="https://api.example"></horeca-search>', { ready: COMBOBOX });
    const changes: boolean[] = [];
    element.addEventListener('horeca:open-change', (event) => changes.push((event as CustomEvent<{ open: boolean }>).detail.open));
    const user = userEvent.setup();
    await user.type(inShadow(element).getByRole('combobox'), 'fry');
    await inShadow(element).findByRole('option', { name: 'Frymaster' }, { timeout: 3000 });
    await user.click(document.body);
    expect(changes).toEqual([true, false]);
  });

  it("open='false' keeps the panel closed until the host opens it", async () => {
    const element = await mountElement('<horeca-search api-base="https://api.example" open="false"></horeca-search>', { ready: COMBOBOX });
    const user = userEvent.setup();
    const box = inShadow(element).getByRole('combobox');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await act(async () => element.setAttribute('open', 'true'));
    await waitFor(() => expect(inShadow(element).getByRole('combobox')).toHaveAttribute('aria-expanded', 'true'));
  });
});
