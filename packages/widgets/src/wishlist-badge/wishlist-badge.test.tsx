import { STORAGE_KEYS } from '@horeca/core/storage';
import { toProductCardView } from '@horeca/core/product';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { fakeApi } from '../../test/fake-api';
import { chefKnife } from '../../test/products';
import { renderWidget } from '../../test/render';
import { ProductCard } from '../product-card/product-card';
import { WishlistBadge } from './wishlist-badge';

describe('WishlistBadge (docs/behaviour.md §4)', () => {
  it('a guest sees the local total and no call is made', () => {
    localStorage.setItem(STORAGE_KEYS.TotalWishList, '2');
    const { api } = renderWidget(<WishlistBadge />);
    expect(screen.getByRole('img', { name: 'Wishlist, 2 items' })).toHaveTextContent('2');
    expect(api.getWishlistCount).not.toHaveBeenCalled();
  });

  it('signed in: the server count, refreshed after a heart click on a card', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getWishlistCount: vi.fn().mockResolvedValueOnce(3).mockResolvedValueOnce(4) });
    renderWidget(
      <>
        <ProductCard product={toProductCardView(chefKnife)} />
        <WishlistBadge />
      </>,
      { api, signedIn: true },
    );
    expect(await screen.findByRole('img', { name: 'Wishlist, 3 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Add ${chefKnife.name} to wishlist` }));
    expect(await screen.findByRole('img', { name: 'Wishlist, 4 items' })).toBeInTheDocument();
  });

  it("logs 'Error fetching wishlist count:' and keeps its value on failure", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.TotalWishList, '5');
    const api = fakeApi({ getWishlistCount: () => Promise.reject(new Error('timeout')) });
    renderWidget(<WishlistBadge />, { api, signedIn: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(log).toHaveBeenCalledWith('Error fetching wishlist count:', expect.any(Error));
    expect(screen.getByRole('img', { name: 'Wishlist, 5 items' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('passes axe', async () => {
    const { container } = renderWidget(<WishlistBadge href="/wishlist" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
