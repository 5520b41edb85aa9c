import { dismissToast, showToast, toastsAtom } from './toasts';
import { resetWidgetStore } from './store';

describe('toasts (docs/behaviour.md §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('card helper: one at a time, gone after 3000 ms', () => {
    const store = resetWidgetStore();
    showToast(store, 'card-a', { channel: 'card', tone: 'success', text: 'first' });
    showToast(store, 'card-b', { channel: 'card', tone: 'success', text: 'second' });
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['second']);
    vi.advanceTimersByTime(2_999);
    expect(store.get(toastsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(toastsAtom)).toHaveLength(0);
  });

  it('app level: at most 3, each gone after 2000 ms', () => {
    const store = resetWidgetStore();
    for (const text of ['1', '2', '3', '4']) showToast(store, 'app', { channel: 'app', tone: 'success', text });
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['2', '3', '4']);
    vi.advanceTimersByTime(2_000);
    expect(store.get(toastsAtom)).toHaveLength(0);
  });

  it('channels do not evict each other', () => {
    const store = resetWidgetStore();
    showToast(store, 'x', { channel: 'app', tone: 'success', text: 'app' });
    const card = showToast(store, 'x', { channel: 'card', tone: 'error', text: 'card', title: 'error' });
    expect(store.get(toastsAtom)).toHaveLength(2);
    dismissToast(store, card.id);
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['app']);
  });
});

describe('the library default toast (docs/behaviour.md §9: 5000 ms, top-right, gap at most 12 px)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every toast, each gone after 5000 ms', () => {
    const store = resetWidgetStore();
    for (const text of ['1', '2', '3', '4', '5']) showToast(store, 'lib', { channel: 'library', tone: 'success', text });
    expect(store.get(toastsAtom)).toHaveLength(5);
    vi.advanceTimersByTime(4_999);
    expect(store.get(toastsAtom)).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(store.get(toastsAtom)).toHaveLength(0);
  });
});
