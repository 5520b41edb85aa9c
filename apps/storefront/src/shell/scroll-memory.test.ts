import { describe, expect, it } from 'vitest';
import { SCROLL_STORAGE_KEY, followLandingScroll, forgetLandingScroll, scrollKey, takeLandingScroll } from './scroll-memory';

function storageWith(saved: Record<string, number>): Storage {
  const entries = new Map([[SCROLL_STORAGE_KEY, JSON.stringify(saved)]]);
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  } as Storage;
}

const read = (storage: Storage) => JSON.parse(storage.getItem(SCROLL_STORAGE_KEY)!) as Record<string, number>;

describe('scroll memory', () => {
  it("keeps a document's first entry under its address, any later entry under its own key", () => {
    expect(scrollKey({ key: 'default', pathname: '/payment-invoices', search: '' })).toBe('default:/payment-invoices');
    expect(scrollKey({ key: 'default', pathname: '/search', search: '?q=fridge' })).toBe('default:/search?q=fridge');
    expect(scrollKey({ key: 'x7k2', pathname: '/payment-invoices', search: '' })).toBe('x7k2');
  });

  it('a new visit to an address forgets where it was left; other entries stay', () => {
    const storage = storageWith({ 'default:/payment-invoices': 505, 'default:/': 1200, x7k2: 80 });
    forgetLandingScroll({ pathname: '/payment-invoices', search: '' }, 'navigate', storage);
    expect(read(storage)).toEqual({ 'default:/': 1200, x7k2: 80 });
  });

  it.each(['reload', 'back_forward'])('a %s keeps it', (type) => {
    const storage = storageWith({ 'default:/payment-invoices': 505 });
    forgetLandingScroll({ pathname: '/payment-invoices', search: '' }, type, storage);
    expect(read(storage)).toEqual({ 'default:/payment-invoices': 505 });
  });

  it('unreadable storage is left alone', () => {
    const storage = { getItem: () => '{not json', setItem: () => { throw new Error('full'); } } as unknown as Storage;
    expect(() => forgetLandingScroll({ pathname: '/', search: '' }, 'navigate', storage)).not.toThrow();
  });
});

describe('a shopper who scrolled the page before it was adopted', () => {
  function fakeWindow() {
    const listeners = new Set<() => void>();
    const win = {
      scrollY: 0,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const scrollTo = (y: number) => {
      win.scrollY = y;
      for (const listener of listeners) listener();
    };
    return { win: win as unknown as Window, scrollTo, listening: () => listeners.size };
  }

  it('on a fresh visit the last position before the router started is taken once, and following stops', () => {
    const { win, scrollTo, listening } = fakeWindow();
    scrollTo(300); // scrolled while the scripts downloaded
    followLandingScroll('navigate', win);
    scrollTo(2500);
    expect(takeLandingScroll()).toBe(2500);
    expect(listening()).toBe(0);
    expect(takeLandingScroll()).toBe(0);
  });

  it.each(['reload', 'back_forward'])('a %s is left to the router (it restores the saved place)', (type) => {
    const { win, scrollTo, listening } = fakeWindow();
    scrollTo(800);
    followLandingScroll(type, win);
    expect(listening()).toBe(0);
    expect(takeLandingScroll()).toBe(0);
  });
});
