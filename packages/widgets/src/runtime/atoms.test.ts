import { STORAGE_KEYS, getSafeStorage, writeJson } from '@horeca/core/storage';
import { act } from '@testing-library/react';
import { authTokenAtom, guestCartAtom, guestWishlistAtom, isSignedInAtom, totalCartItemsAtom, userProfileAtom } from './atoms';
import { createStore } from 'jotai/vanilla';
import { resetWidgetStore } from './store';

describe('persisted atoms under the spec storage keys', () => {
  it('read what an earlier page stored', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'abc');
    localStorage.setItem(STORAGE_KEYS.TotalCartItems, '3');
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ name: 'Amal', email: 'amal@example.com', type: 'Private' }));
    const store = resetWidgetStore();
    expect(store.get(authTokenAtom)).toBe('abc');
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(totalCartItemsAtom)).toBe(3);
    expect(store.get(userProfileAtom)).toEqual({ name: 'Amal', email: 'amal@example.com', type: 'Private' });
  });

  it.each([
    ['corrupt JSON', STORAGE_KEYS.CartItems, '{not json', guestCartAtom, []],
    ['a list of the wrong shape', STORAGE_KEYS.wishListItems, '[1,2,3]', guestWishlistAtom, []],
    ['an object where a list belongs', STORAGE_KEYS.CartItems, '{"product_id":1}', guestCartAtom, []],
    ['a negative counter', STORAGE_KEYS.TotalCartItems, '-4', totalCartItemsAtom, 0],
    ['a word as counter', STORAGE_KEYS.TotalCartItems, 'many', totalCartItemsAtom, 0],
    ['a profile without email', STORAGE_KEYS.userProfile, '{"name":"x"}', userProfileAtom, null],
  ] as const)('fall back to the default on %s', (_case, key, raw, target, fallback) => {
    localStorage.setItem(key, raw);
    const store = resetWidgetStore();
    expect(store.get(target as typeof guestCartAtom)).toEqual(fallback);
  });

  it('write back in the formats the spec pages read (plain token, JSON list, plain counter)', () => {
    const store = resetWidgetStore();
    store.set(authTokenAtom, 'tok');
    store.set(totalCartItemsAtom, 7);
    store.set(guestCartAtom, [{ product_id: 5, quantity: 2 } as never]);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.TotalCartItems)).toBe('7');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '')).toEqual([{ product_id: 5, quantity: 2 }]);
    store.set(authTokenAtom, null);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('do not throw when the storage is full', () => {
    const store = resetWidgetStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.set(totalCartItemsAtom, 9)).not.toThrow();
    // The page keeps the value in memory even though it could not be saved.
    expect(store.get(totalCartItemsAtom)).toBe(9);
    setItem.mockRestore();
  });

  it("follow another tab's write through the storage event", () => {
    const store = resetWidgetStore();
    const seen: number[] = [];
    const unsubscribe = store.sub(totalCartItemsAtom, () => seen.push(store.get(totalCartItemsAtom)));
    act(() => {
      localStorage.setItem(STORAGE_KEYS.TotalCartItems, '12');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.TotalCartItems, newValue: '12' }));
    });
    expect(store.get(totalCartItemsAtom)).toBe(12);
    expect(seen).toEqual([12]);
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(store.get(totalCartItemsAtom)).toBe(0);
    unsubscribe();
  });

  it('hear a write made elsewhere on this page (docs/behaviour.md §4: local writes fire a storage event)', () => {
    const other = createStore();
    const seen: number[] = [];
    const unsubscribe = other.sub(totalCartItemsAtom, () => seen.push(other.get(totalCartItemsAtom)));
    const heard: (string | null)[] = [];
    const listener = (event: StorageEvent) => heard.push(event.key);
    window.addEventListener('storage', listener);
    act(() => resetWidgetStore().set(totalCartItemsAtom, 4));
    expect(other.get(totalCartItemsAtom)).toBe(4);
    expect(seen).toEqual([4]);
    act(() => {
      writeJson(getSafeStorage('local'), STORAGE_KEYS.defaultAddress, { id: 3, city: 'Dubai' });
    });
    expect(heard).toEqual([STORAGE_KEYS.TotalCartItems, STORAGE_KEYS.defaultAddress]);
    window.removeEventListener('storage', listener);
    unsubscribe();
  });

  it('do not announce session storage writes', () => {
    const heard: (string | null)[] = [];
    const listener = (event: StorageEvent) => heard.push(event.key);
    window.addEventListener('storage', listener);
    writeJson(getSafeStorage('session'), 'betaBannerClosed', true);
    window.removeEventListener('storage', listener);
    expect(heard).toEqual([]);
  });
});
