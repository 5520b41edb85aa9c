import { type GuestCartItem, type GuestWishlistEntry } from '@horeca/core/cart';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { fakeApi } from '../../test/fake-api';
import { cartRefreshAtom, guestCartAtom, guestWishlistAtom, wishlistRefreshAtom } from './atoms';
import { mergeGuestIntoAccount } from './merge-guest';
import { widgetMessages } from './messages';
import { resetWidgetStore } from './store';

const cartLine = (product_id: number, quantity: number) => ({ product_id, quantity, name: `P${product_id}` }) as GuestCartItem;
const wish = (product_id: number) => ({ product_id, customer_id: 1 }) as GuestWishlistEntry;

function seed(cart: GuestCartItem[], wishlist: GuestWishlistEntry[]) {
  localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify(cart));
  localStorage.setItem(STORAGE_KEYS.wishListItems, JSON.stringify(wishlist));
  return resetWidgetStore();
}

describe('mergeGuestIntoAccount (login merge, docs/behaviour.md §4)', () => {
  it('sends wishlist and cart with idempotency keys and clears both after the server confirms', async () => {
    const store = seed([cartLine(1, 2), cartLine(2, 5)], [wish(7), wish(8), wish(7)]);
    const api = fakeApi();
    const result = await mergeGuestIntoAccount(api, store, 'login-1');
    expect(api.addMultipleToWishlist).toHaveBeenCalledWith([7, 8], 'login-1:wishlist');
    expect(api.addMultipleToCart).toHaveBeenCalledWith(
      [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 5 },
      ],
      'login-1:cart',
    );
    expect(result).toEqual({ ok: true, merged: { cart: 2, wishlist: 2 } });
    expect(store.get(guestCartAtom)).toEqual([]);
    expect(store.get(guestWishlistAtom)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.CartItems)).toBe('[]');
    expect(store.get(cartRefreshAtom)).toBe(1);
    expect(store.get(wishlistRefreshAtom)).toBe(1);
  });

  it('makes no call for empty guest lists', async () => {
    const api = fakeApi();
    const result = await mergeGuestIntoAccount(api, seed([], []));
    expect(result.ok).toBe(true);
    expect(api.addMultipleToCart).not.toHaveBeenCalled();
    expect(api.addMultipleToWishlist).not.toHaveBeenCalled();
  });

  it.each([
    ['the call throws', () => Promise.reject(new Error('offline'))],
    ['the server answers success false', () => Promise.resolve({ success: false })],
  ])('keeps the guest cart and reports the error when %s', async (_case, addMultipleToCart) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = seed([cartLine(1, 2)], [wish(7)]);
    const api = fakeApi({ addMultipleToCart });
    const result = await mergeGuestIntoAccount(api, store, 'k');
    expect(result).toEqual({ ok: false, error: widgetMessages.mergeFailed, failed: ['cart'], merged: { cart: 0, wishlist: 1 } });
    expect(store.get(guestCartAtom)).toEqual([cartLine(1, 2)]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '[]')).toEqual([cartLine(1, 2)]);
    expect(store.get(guestWishlistAtom)).toEqual([]);
  });

  it('a failed wishlist merge keeps the wishlist and still merges the cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = seed([cartLine(1, 1)], [wish(7)]);
    const api = fakeApi({ addMultipleToWishlist: () => Promise.reject(new Error('500')) });
    const result = await mergeGuestIntoAccount(api, store);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.failed).toEqual(['wishlist']);
    expect(store.get(guestWishlistAtom)).toEqual([wish(7)]);
    expect(store.get(guestCartAtom)).toEqual([]);
  });

  it('retries a merge whose answer was lost with the same key, so the server adds the lines once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-of-this-sign-in');
    const lines = [cartLine(1, 2), cartLine(3, 1)];
    const lost = fakeApi({ addMultipleToCart: () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ECONNABORTED' })) });
    expect((await mergeGuestIntoAccount(lost, seed(lines, []))).ok).toBe(false);
    // Later, in a fresh page (a reload, or the checkout's "merge again"), the same guest cart:
    const retry = fakeApi();
    expect((await mergeGuestIntoAccount(retry, seed(lines, []))).ok).toBe(true);
    const [first, second] = [lost.addMultipleToCart.mock.calls[0]?.[1], retry.addMultipleToCart.mock.calls[0]?.[1]];
    expect(first).toMatch(/^merge-\w{10,}:cart$/);
    expect(second).toBe(first);
    expect(first).not.toContain('token-of-this-sign-in');
  });

  it('uses another key for another sign-in or other guest lines', async () => {
    const keyFor = async (token: string, lines: GuestCartItem[]) => {
      localStorage.setItem(STORAGE_KEYS.authToken, token);
      const api = fakeApi();
      await mergeGuestIntoAccount(api, seed(lines, [wish(7)]));
      return [api.addMultipleToCart.mock.calls[0]?.[1], api.addMultipleToWishlist.mock.calls[0]?.[1]];
    };
    const [cart, wishlist] = await keyFor('sign-in-a', [cartLine(1, 1)]);
    expect(wishlist).toMatch(/^merge-\w{10,}:wishlist$/);
    expect(await keyFor('sign-in-b', [cartLine(1, 1)])).not.toContain(cart);
    expect((await keyFor('sign-in-a', [cartLine(1, 2)]))[0]).not.toBe(cart);
  });

  it("keeps the cart's key when the wishlist merged on the try whose cart answer was lost", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-of-this-sign-in');
    const lost = fakeApi({ addMultipleToCart: () => Promise.reject(new Error('connection reset')) });
    const store = seed([cartLine(1, 2)], [wish(7)]);
    expect(await mergeGuestIntoAccount(lost, store)).toMatchObject({ ok: false, failed: ['cart'] });
    const retry = fakeApi();
    await mergeGuestIntoAccount(retry, store);
    expect(retry.addMultipleToWishlist).not.toHaveBeenCalled();
    expect(retry.addMultipleToCart.mock.calls[0]?.[1]).toBe(lost.addMultipleToCart.mock.calls[0]?.[1]);
  });
});
