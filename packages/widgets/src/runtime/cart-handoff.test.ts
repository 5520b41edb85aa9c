import { type GuestCartItem } from '@horeca/core/cart';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { fakeApi } from '../../test/fake-api';
import { guestCartAtom, pendingHandoffAtom, totalCartItemsAtom } from './atoms';
import { PENDING_HANDOFF_MS, settleHandoff, startHandoff } from './cart-handoff';
import { resetWidgetStore } from './store';

const line = (product_id: number, quantity: number) => ({ product_id, quantity, name: `P${product_id}` }) as GuestCartItem;

function seed(cart: GuestCartItem[]) {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify(cart));
  return resetWidgetStore();
}

describe('a partner page hands its cart to the store and keeps it until the store confirms (issue 30)', () => {
  it('startHandoff: the store URL carries the lines, the partner origin and a fresh id, kept as pending', () => {
    const store = seed([line(12, 2), line(40, 1)]);
    const url = new URL(startHandoff(store, 'https://shop.example', 'https://partner.example', () => 1_000));
    expect(url.origin + url.pathname).toBe('https://shop.example/cart/add');
    expect(url.searchParams.get('items')).toBe('12:2,40:1');
    expect(url.searchParams.get('from')).toBe('https://partner.example');
    const pending = store.get(pendingHandoffAtom);
    expect(pending).toEqual({ id: url.searchParams.get('handoff'), lines: [{ product_id: 12, quantity: 2 }, { product_id: 40, quantity: 1 }], at: 1_000 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingHandoff)!)).toEqual(pending);
    // The lines stay on the page until the store's word.
    expect(store.get(guestCartAtom)).toHaveLength(2);
    const again = new URL(startHandoff(store, 'https://shop.example', 'https://partner.example'));
    expect(again.searchParams.get('handoff')).not.toBe(url.searchParams.get('handoff'));
  });

  it('an empty cart just opens the store cart', () => {
    expect(startHandoff(seed([]), 'https://shop.example', 'https://partner.example')).toBe('https://shop.example/checkout');
  });

  it('once confirmed, only what was handed over leaves the page; lines added since stay', async () => {
    const store = seed([line(12, 2), line(40, 1)]);
    startHandoff(store, 'https://shop.example', 'https://partner.example');
    // The shopper came back and added more before the check.
    store.set(guestCartAtom, [line(12, 3), line(40, 1), line(7, 1)]);
    const api = fakeApi({ isCartHandoffConfirmed: () => Promise.resolve(true) });
    await settleHandoff(api, store);
    expect(api.isCartHandoffConfirmed).toHaveBeenCalledTimes(1);
    expect(store.get(guestCartAtom)).toEqual([line(12, 1), line(7, 1)]);
    expect(store.get(totalCartItemsAtom)).toBe(2);
    expect(store.get(pendingHandoffAtom)).toBeNull();
  });

  it('not confirmed: nothing leaves; after a day the pending handoff is forgotten, the lines still kept', async () => {
    const store = seed([line(12, 2)]);
    startHandoff(store, 'https://shop.example', 'https://partner.example', () => 0);
    const api = fakeApi({ isCartHandoffConfirmed: () => Promise.resolve(false) });
    await settleHandoff(api, store, () => 1_000);
    expect(store.get(pendingHandoffAtom)).not.toBeNull();
    await settleHandoff(api, store, () => PENDING_HANDOFF_MS + 1);
    expect(store.get(pendingHandoffAtom)).toBeNull();
    expect(store.get(guestCartAtom)).toEqual([line(12, 2)]);
  });

  it('a failed check keeps everything and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = seed([line(12, 2)]);
    startHandoff(store, 'https://shop.example', 'https://partner.example');
    await settleHandoff(fakeApi({ isCartHandoffConfirmed: () => Promise.reject(new TypeError('Failed to fetch')) }), store);
    expect(store.get(pendingHandoffAtom)).not.toBeNull();
    expect(store.get(guestCartAtom)).toEqual([line(12, 2)]);
    expect(log).toHaveBeenCalled();
  });

  it('many widgets asking at once make one check', async () => {
    const store = seed([line(12, 2)]);
    startHandoff(store, 'https://shop.example', 'https://partner.example');
    const api = fakeApi({ isCartHandoffConfirmed: () => Promise.resolve(true) });
    await Promise.all([settleHandoff(api, store), settleHandoff(api, store), settleHandoff(api, store)]);
    expect(api.isCartHandoffConfirmed).toHaveBeenCalledTimes(1);
    expect(store.get(guestCartAtom)).toEqual([]);
  });
});
