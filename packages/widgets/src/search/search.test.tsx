import { messages } from '@horeca/core/messages';
import { type SearchResponse } from '@horeca/core/product';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { axeViolations } from '../../test/axe';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { guestCartAtom } from '../runtime/atoms';
import { HorecaProvider } from '../runtime/provider';
import { resetWidgetStore } from '../runtime/store';
import { searchPanelChunk } from './load-search-panel';
import { Search, type SearchProps } from './search';
import { defaultResults, fryResults, manyResults, noResults } from './search.fixtures';

// Typing through user-event on a shared 2-core machine can take seconds per test; the default
// 5 s would fail on load, not on behaviour.
vi.setConfig({ testTimeout: 60_000 });

const timedUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi), delay: null });
/** Moves fake time and lets the promises it released settle inside act. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const box = () => screen.getByRole('combobox', { name: 'Search products, categories and brands' });
const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions' });
const group = (name: string) => within(listbox()).getByRole('group', { name });
const optionNames = () => within(listbox()).queryAllByRole('option').map((option) => option.textContent);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Answers /frontend/search from a table (unknown text finds nothing) and /nlp/search '' with the default term. */
function searchApi(table: Record<string, SearchResponse> = { fry: fryResults }, overrides: Parameters<typeof fakeApi>[0] = {}): FakeApi {
  return fakeApi({
    search: (query) => Promise.resolve(table[query] ?? noResults),
    nlpSearch: (query) => Promise.resolve(query === '' ? defaultResults : (table[query] ?? noResults)),
    ...overrides,
  });
}

function renderSearch(props: SearchProps = {}, api = searchApi(), signedIn = false) {
  const navigate = vi.fn(() => true);
  const result = renderWidget(<Search {...props} />, { api, signedIn, config: { navigate } });
  return { ...result, navigate };
}

function setViewportWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

// The panel's chunk is fetched once per page, as a shopper's browser would hold it after the
// first open; the first open itself (fallback, then the panel) has a test of its own.
beforeAll(() => searchPanelChunk.load());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setViewportWidth(1024);
});

describe('Search: typing (docs/behaviour.md §4, §9)', () => {
  it('asks once, 300 ms after the last keystroke, and shows what the API found', async () => {
    const user = timedUser();
    const { api } = renderSearch();
    await user.click(box());
    await user.type(box(), 'fry');
    await advance(299);
    expect(api.search).not.toHaveBeenCalled();
    await advance(1);
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search).toHaveBeenCalledWith('fry', expect.any(AbortSignal));
    expect(within(group('Products Suggestions')).getAllByRole('option')).toHaveLength(3);
    expect(within(group('Categories')).getByRole('option', { name: /Deep Fryers/ })).toHaveAttribute(
      'href',
      '/kitchen-equipment/cooking-equipment/deep-fryers',
    );
    expect(within(group('Brands')).getByRole('option', { name: 'Frymaster' })).toHaveAttribute('href', '/brands/113/frymaster');
  });

  it('drops an answer that arrives after a newer one was asked for, and aborts the old request', async () => {
    const slow = deferred<SearchResponse>();
    const api = searchApi({}, {
      search: (query) => (query === 'fr' ? slow.promise : Promise.resolve(fryResults)),
    });
    const user = timedUser();
    renderSearch({}, api);
    await user.type(box(), 'fr');
    await advance(300);
    await user.type(box(), 'y');
    await advance(300);
    expect(optionNames()).toContain('Frymaster');
    const firstSignal = api.search.mock.calls[0]?.[1] as AbortSignal;
    expect(firstSignal.aborted).toBe(true);
    // The stale answer for 'fr' finally arrives: it must not replace the answer for 'fry'.
    await act(async () => slow.resolve({ ...noResults, brands: [{ id: 9, name: 'Stale Brand', slug: 'stale', parent_slug: null, parent_parent_slug: null, products: 3 }] }));
    expect(optionNames()).not.toContain('Stale Brand');
    expect(optionNames()).toContain('Frymaster');
  });

  it('a stale answer that arrives after the newer request failed is dropped too', async () => {
    const slow = deferred<SearchResponse>();
    const api = searchApi({}, {
      search: (query) => (query === 'fr' ? slow.promise : Promise.reject(new Error('503'))),
      nlpSearch: () => Promise.resolve(noResults),
    });
    const user = timedUser();
    renderSearch({}, api);
    await user.type(box(), 'fr');
    await advance(300);
    await user.type(box(), 'y');
    await advance(300);
    await act(async () => slow.resolve(fryResults));
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No Brands Found')).toBeInTheDocument();
  });

  it('marks the typed text inside each suggestion and shows image, SKU and price', async () => {
    const user = timedUser();
    renderSearch();
    await user.type(box(), 'fry');
    await advance(300);
    const pan = within(listbox()).getByRole('option', { name: /Carbon Steel Fry Pan/ });
    expect(pan.querySelector('mark')).toHaveTextContent(/^Fry$/);
    expect(within(group('Categories')).getByRole('option', { name: /Deep Fryers/ }).querySelector('mark')).toHaveTextContent('Fry');
    expect(pan.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    expect(pan).toHaveTextContent('SKU: FRY-000013');
    expect(pan).toHaveTextContent(/AED\s?999\.00/);
    expect(pan).toHaveAttribute('href', '/cookware/fry-pans/carbon-steel-fry-pan-12-in--13');
  });

  it('announces how many suggestions there are', async () => {
    const user = timedUser();
    renderSearch();
    await user.type(box(), 'fry');
    await advance(300);
    expect(screen.getByText('6 suggestions available, use the up and down arrows to choose')).toHaveAttribute('role', 'status');
  });

  it('a failing search keeps the box usable, says nothing alarming, and the next search works', async () => {
    const api = searchApi({}, {
      search: (query) => (query === 'fr' ? Promise.reject(new Error('500')) : Promise.resolve(fryResults)),
    });
    const user = timedUser();
    renderSearch({}, api);
    await user.type(box(), 'fr');
    await advance(300);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/went wrong|error/i)).not.toBeInTheDocument();
    expect(box()).toHaveValue('fr');
    await user.type(box(), 'y');
    await advance(300);
    expect(optionNames()).toContain('Frymaster');
  });
});

describe('Search: what the panel shows (docs/behaviour.md §2.7)', () => {
  it('with an empty box shows what /nlp/search gives for its default term, and the first 4 as Trending Products', async () => {
    const user = timedUser();
    const { api } = renderSearch();
    await user.click(box());
    await advance(0);
    expect(api.nlpSearch).toHaveBeenCalledWith('');
    expect(api.search).not.toHaveBeenCalled();
    expect(within(group('Products Suggestions')).getAllByRole('option')).toHaveLength(5);
    const trending = screen.getByRole('region', { name: 'Trending Products' });
    expect(within(trending).getAllByRole('listitem')).toHaveLength(4);
    expect(within(trending).getAllByRole('button', { name: 'Add To Cart' })).toHaveLength(4);
  });

  it('shows the exact empty states', async () => {
    const api = searchApi({}, { nlpSearch: () => Promise.resolve(noResults) });
    const user = timedUser();
    renderSearch({}, api);
    await user.type(box(), 'zzz');
    await advance(300);
    expect(screen.getByText('No Products Found')).toBeInTheDocument();
    expect(screen.getByText('No Categories Found')).toBeInTheDocument();
    expect(screen.getByText('No Brands Found')).toBeInTheDocument();
    // No options, so no listbox: only the 'none found' lines (axe: aria-required-children).
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Trending Products' })).getByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(messages.search.noSuggestions);
  });

  it('keeps 7 products, 4 categories and 4 brands', async () => {
    const user = timedUser();
    renderSearch({}, searchApi({ fryer: manyResults }));
    await user.type(box(), 'fryer');
    await advance(300);
    expect(within(group('Products Suggestions')).getAllByRole('option')).toHaveLength(7);
    expect(within(group('Categories')).getAllByRole('option')).toHaveLength(4);
    expect(within(group('Brands')).getAllByRole('option')).toHaveLength(4);
  });

  it('Add To Cart in Trending Products works like the product card: the guest cart grows and the stepper shows', async () => {
    const user = timedUser();
    const { store } = renderSearch();
    await user.click(box());
    await advance(0);
    const trending = screen.getByRole('region', { name: 'Trending Products' });
    await user.click(within(trending).getAllByRole('button', { name: 'Add To Cart' })[0] as HTMLElement);
    expect(store.get(guestCartAtom)).toEqual([expect.objectContaining({ product_id: 21, quantity: 1, parent_category_url: 'commercial-ovens' })]);
    await advance(500);
    await user.click(within(trending).getByRole('button', { name: 'Increase quantity' }));
    expect(store.get(guestCartAtom)[0]?.quantity).toBe(2);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a product without stock cannot be added', async () => {
    const api = searchApi({}, { nlpSearch: () => Promise.resolve({ ...defaultResults, products: defaultResults.products.slice(4) }) });
    const user = timedUser();
    renderSearch({}, api);
    await user.click(box());
    await advance(0);
    expect(within(screen.getByRole('region', { name: 'Trending Products' })).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});

describe('Search: keyboard and ARIA combobox (docs/behaviour.md §2.7)', () => {
  it('arrows walk one list of products, categories and brands; the box names the active option', async () => {
    const user = timedUser();
    renderSearch({}, searchApi({ fryer: manyResults }));
    await user.type(box(), 'fryer');
    await advance(300);
    const input = box();
    const options = within(listbox()).getAllByRole('option');
    const activeName = () => options.find((option) => option.id === input.getAttribute('aria-activedescendant'))?.textContent;
    expect(options).toHaveLength(15);
    expect(input).toHaveAttribute('aria-controls', listbox().id);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toMatch(/^Fryer Model 1SKU/);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown>7/}');
    expect(activeName()).toBe('Fryer Category 1');
    await user.keyboard('{ArrowDown>4/}');
    expect(activeName()).toBe('Fryer Brand 1');
    await user.keyboard('{ArrowDown>4/}');
    // Past the last brand the list starts again, and up from the first goes to the last.
    expect(activeName()).toMatch(/^Fryer Model 1SKU/);
    await user.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Fryer Brand 4');
    expect(options.filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('Enter opens the active product with its id and keeps the text; a category clears it', async () => {
    const user = timedUser();
    const { navigate } = renderSearch();
    await user.type(box(), 'fry');
    await advance(300);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/cooking-equipment/deep-fryers/electric-deep-fryer-40-lb-11', { productId: 11 });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('fry');
    await user.keyboard('{ArrowDown}');
    await advance(0);
    await user.keyboard('{ArrowDown>4/}{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/kitchen-equipment/cooking-equipment/deep-fryers', { categoryId: 3 });
    expect(box()).toHaveValue('');
  });

  it('a click on a suggestion navigates through the host and closes the panel', async () => {
    const user = timedUser();
    const { navigate } = renderSearch();
    await user.type(box(), 'fry');
    await advance(300);
    await user.click(within(listbox()).getByRole('option', { name: 'Frymaster' }));
    expect(navigate).toHaveBeenCalledWith('/brands/113/frymaster', {});
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('');
  });

  it('Escape closes the panel, a second Escape clears the box, ArrowDown opens it again', async () => {
    const user = timedUser();
    renderSearch();
    await user.type(box(), 'fry');
    await advance(300);
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('fry');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
  });

  // axe in jsdom is CPU-bound: ~20 s alone on this machine, minutes when starved by parallel runs.
  it('passes axe, open with suggestions and trending products', { timeout: 240_000 }, async () => {
    const user = timedUser();
    const { container } = renderSearch();
    await user.type(box(), 'fry');
    await advance(300);
    await user.keyboard('{ArrowDown}');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(6);
    // axe schedules its own timers.
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Search: submit (docs/behaviour.md §5)', () => {
  it('ignores an empty or blank text', async () => {
    const user = timedUser();
    const { navigate } = renderSearch();
    await user.type(box(), '   {Enter}');
    await advance(300);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens a category whose name contains the text, with its id', async () => {
    const user = timedUser();
    const { navigate } = renderSearch({}, searchApi({ 'fry pan': { ...fryResults, categories: fryResults.categories.slice(1) } }));
    await user.type(box(), 'fry pan');
    await advance(300);
    await user.keyboard('{Enter}');
    await advance(0);
    expect(navigate).toHaveBeenCalledWith('/kitchen-supplies/cookware/fry-pans', { categoryId: 89 });
    expect(box()).toHaveValue('');
  });

  it('goes to /search/{text} when no category matches, or to the search-url template', async () => {
    const user = timedUser();
    const { navigate, unmount } = renderSearch();
    await user.type(box(), 'blue apron{Enter}');
    await advance(0);
    expect(navigate).toHaveBeenCalledWith('/search/blue%20apron', {});
    unmount();
    const partner = renderSearch({ searchUrl: 'https://store.example/search/{query}' });
    await user.type(box(), 'blue apron{Enter}');
    await advance(0);
    expect(partner.navigate).toHaveBeenCalledWith('https://store.example/search/blue%20apron', {});
  });

  it('typing faster than the debounce still routes by the categories of the submitted text', async () => {
    const user = timedUser();
    const { api, navigate } = renderSearch();
    await user.type(box(), 'fry{Enter}');
    await advance(0);
    expect(api.search).toHaveBeenCalledWith('fry', expect.any(AbortSignal));
    expect(navigate).toHaveBeenCalledWith('/kitchen-equipment/cooking-equipment/deep-fryers', { categoryId: 3 });
  });

  it('when that lookup fails, still goes to the results page', async () => {
    const user = timedUser();
    const { navigate } = renderSearch({}, searchApi({}, { search: () => Promise.reject(new TypeError('offline')) }));
    await user.type(box(), 'fry{Enter}');
    await advance(0);
    expect(navigate).toHaveBeenCalledWith('/search/fry', {});
  });

  it('when that lookup never answers, goes to the results page after 2 s and drops the call (issue 9)', async () => {
    const user = timedUser();
    const asked: AbortSignal[] = [];
    // Answers nothing, like a hung API; rejects when aborted, as the HTTP client does.
    const hang = (_query: string, signal?: AbortSignal) => {
      if (signal) asked.push(signal);
      return new Promise<SearchResponse>((_ok, fail) => signal?.addEventListener('abort', () => fail(signal.reason)));
    };
    const { navigate } = renderSearch({}, searchApi({}, { search: hang }));
    await user.type(box(), 'fry{Enter}');
    await advance(1_900);
    expect(navigate).not.toHaveBeenCalled();
    await advance(100);
    expect(navigate).toHaveBeenCalledWith('/search/fry', {});
    expect(asked.at(-1)?.aborted).toBe(true);
  });
});

describe('Search: opening and closing (docs/behaviour.md §4)', () => {
  it('opens on focus and reports it; a controlled panel follows its prop', async () => {
    const onOpenChange = vi.fn();
    const user = timedUser();
    const { rerender, api, store } = renderSearch({ onOpenChange });
    await user.click(box());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    rerender(
      <HorecaProvider config={{ api }} store={store}>
        <Search open={false} onOpenChange={onOpenChange} />
      </HorecaProvider>,
    );
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a press outside closes it, a press inside does not, also inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const outside = document.createElement('button');
    document.body.append(outside);
    const ui: ReactElement = (
      <HorecaProvider config={{ api: searchApi() }} store={resetWidgetStore()} styleTarget={shadow}>
        <Search />
      </HorecaProvider>
    );
    const user = timedUser();
    const { unmount } = render(ui, { container: mount });
    const input = shadow.querySelector('[role="combobox"]') as HTMLInputElement;
    await user.click(input);
    await advance(0);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // At the document the target is the host element; only the composed path shows it was inside.
    await user.click(shadow.querySelector('[role="group"]') as HTMLElement);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(outside);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    unmount();
    host.remove();
    outside.remove();
  });

  it('Tab into the trending products keeps it open; focus leaving the widget closes it', async () => {
    const user = timedUser();
    render(<button type="button">Elsewhere</button>);
    renderSearch();
    const input = box();
    await user.click(input);
    await advance(0);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Trending Products' })).toContainElement(document.activeElement as HTMLElement);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByText('Elsewhere').focus());
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Search: small screens (docs/behaviour.md §2.7, §9)', () => {
  it('under 640 px opens full screen with POPULAR SUGGESTIONS (first 10) from /nlp/search', async () => {
    setViewportWidth(375);
    const user = timedUser();
    const { api } = renderSearch({}, searchApi({ fryer: manyResults }));
    await user.type(box(), 'fryer');
    await advance(300);
    expect(api.nlpSearch).toHaveBeenCalledWith('fryer', expect.any(AbortSignal));
    expect(api.search).not.toHaveBeenCalled();
    const popular = within(listbox()).getByRole('group', { name: 'POPULAR SUGGESTIONS' });
    expect(within(popular).getAllByRole('option')).toHaveLength(10);
    expect(screen.queryByRole('region', { name: 'Trending Products' })).not.toBeInTheDocument();
    expect(box().closest('[data-layout]')).toHaveAttribute('data-layout', 'fullscreen');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No suggestions found.' when there are none", async () => {
    setViewportWidth(375);
    const user = timedUser();
    renderSearch();
    await user.type(box(), 'zzz');
    await advance(300);
    // Shown under its section title (the status region announces the same words).
    expect(screen.getByText('POPULAR SUGGESTIONS').closest('[part="section"]')).toHaveTextContent('No suggestions found.');
  });
});
