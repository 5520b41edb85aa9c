import { STORAGE_KEYS } from '@horeca/core/storage';
import { toProductCardView } from '@horeca/core/product';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { fakeApi } from '../../test/fake-api';
import { chefKnife } from '../../test/products';
import { renderWidget } from '../../test/render';
import { ProductCard } from '../product-card/product-card';
import { cartRefreshAtom, totalCartItemsAtom } from '../runtime/atoms';
import { CartBadge } from './cart-badge';

describe('CartBadge (docs/behaviour.md §2.7, §4)', () => {
  it.each([
    [0, 'Cart, 0 items', '0', 'normal'],
    [1, 'Cart, 1 item', '1', 'normal'],
    [3, 'Cart, 3 items', '3', 'normal'],
    [99, 'Cart, 99 items', '99', 'normal'],
    [100, 'Cart, 99+ items', '99+', 'large'],
    [250, 'Cart, 99+ items', '99+', 'large'],
  ])('a guest with %i items sees the local count, labelled %j', (count, label, shown, size) => {
    localStorage.setItem(STORAGE_KEYS.TotalCartItems, String(count));
    const { api } = renderWidget(<CartBadge />);
    const badge = screen.getByRole('img', { name: label });
    expect(badge).toHaveTextContent(shown);
    expect(badge.querySelector('[data-size]')).toHaveAttribute('data-size', size);
    expect(api.getCartTotal).not.toHaveBeenCalled();
  });

  it('signed in shows the server count and refetches after every change', async () => {
    const api = fakeApi({ getCartTotal: vi.fn().mockResolvedValueOnce(4).mockResolvedValueOnce(5) });
    const { store } = renderWidget(<CartBadge href="/cart" />, { api, signedIn: true });
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toHaveAttribute('href', '/cart');
    act(() => store.set(cartRefreshAtom, (tick) => tick + 1));
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(api.getCartTotal).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(STORAGE_KEYS.TotalCartItems)).toBe('5');
  });

  it('keeps the last value when the fetch fails', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.TotalCartItems, '7');
    const api = fakeApi({ getCartTotal: () => Promise.reject(new Error('500')) });
    renderWidget(<CartBadge />, { api, signedIn: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('img', { name: 'Cart, 7 items' })).toBeInTheDocument();
    // The first call and 3 retries (spec: 3 retries), each failure logged.
    expect(api.getCartTotal).toHaveBeenCalledTimes(4);
    expect(log).toHaveBeenCalledWith('Error fetching cart count:', expect.any(Error));
    vi.useRealTimers();
  });

  it('a guest add from a card on the same page updates the badge at once', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(
      <>
        <ProductCard product={toProductCardView(chefKnife)} />
        <CartBadge />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(screen.getByRole('img', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(store.get(totalCartItemsAtom)).toBe(1);
  });

  it('follows another tab through the storage event', () => {
    renderWidget(<CartBadge />);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.TotalCartItems, '9');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.TotalCartItems }));
    });
    expect(screen.getByRole('img', { name: 'Cart, 9 items' })).toBeInTheDocument();
  });

  it('passes axe as a plain badge and as a link', async () => {
    localStorage.setItem(STORAGE_KEYS.TotalCartItems, '120');
    const { container } = renderWidget(
      <>
        <CartBadge />
        <CartBadge href="/cart" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
