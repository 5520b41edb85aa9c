import { messages } from '@horeca/core/messages';
import { toProductCardView } from '@horeca/core/product';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { fakeApi } from '../../test/fake-api';
import { chefKnife, plainTray, videoMixer } from '../../test/products';
import { renderWidget } from '../../test/render';
import { guestCartAtom, guestWishlistAtom, totalCartItemsAtom, totalWishListAtom } from '../runtime/atoms';
import { PLACEHOLDER_IMAGE } from './placeholder-image';
import { ProductCard } from './product-card';

const timedUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
/** Moves fake time and lets the promises it released settle inside act. */
const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms);
});
const status = () => screen.getByRole('status', { name: 'Notifications' });

describe('ProductCard: what it shows (docs/behaviour.md §2.9, §5)', () => {
  it('shows name link, SKU, rating, delivery promo, sale price, was price and badges', () => {
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    const card = screen.getByRole('article', { name: chefKnife.name });
    expect(within(card).getByRole('link', { name: chefKnife.name })).toHaveAttribute(
      'href',
      '/kitchen-supplies/knives/chef-knife-8-inch',
    );
    // jsdom is 1024 px wide: SKUs truncate to 15 characters below 1440 px.
    expect(within(card).getByTitle('HK-CHEF-8-STAINLESS-2024')).toHaveTextContent(/^SKU: HK-CHEF-8-STAIN…$/);
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('FREE DELIVERY')).toBeInTheDocument();
    expect(within(card).getByText('25.00% OFF')).toBeInTheDocument();
    expect(within(card).getByText('-25%')).toBeInTheDocument();
    expect(card).toHaveTextContent(/AED\s?90\.00/);
    expect(within(card).getByText(/Was AED\s?120\.00/)).toBeInTheDocument();
  });

  it("keeps the flash-sale texts to flash-sale cards: a listing's card shows its delivery promo only (issue 29)", () => {
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    const card = screen.getByRole('article', { name: chefKnife.name });
    expect(within(card).queryByRole('list', { name: 'Flash sale offers' })).not.toBeInTheDocument();
    for (const text of ['15% discount on first time order', 'SELLING OUT FAST', '5300+ SALE RECENTLY']) expect(card).not.toHaveTextContent(text);
  });

  it('without a sale shows no badge and says Now Shipping Faster without delivery days', () => {
    renderWidget(<ProductCard product={toProductCardView(plainTray)} />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.getByText('Now Shipping Faster')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(/AED\s?45\.50/);
  });

  it('labels the unit from selling_type / selling_unit / per_unit_price, the unit cut at 16 characters', () => {
    const { unmount } = renderWidget(<ProductCard product={toProductCardView({ ...plainTray, selling_type: { attribute_value: '1/Box', attribute_value_unit: 'Box' }, selling_unit: 'Each' })} />);
    expect(screen.getByText('per Box')).toBeInTheDocument();
    unmount();
    renderWidget(<ProductCard product={toProductCardView({ ...plainTray, selling_unit: 'Carton of 24 bottles', per_unit_price: 1.9 })} />);
    const label = screen.getByText(/AED\s?1\.90 per Carton of 24 bot…/);
    expect(label).toHaveAttribute('title', 'Carton of 24 bottles');
  });

  it("the flash-sale variant shows the spec's promo texts and 'WAS' the product's own original price", () => {
    const { unmount } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} variant="flash-sale" />);
    const offers = screen.getByRole('list', { name: 'Flash sale offers' });
    expect(within(offers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '15% discount on first time order',
      'SELLING OUT FAST',
      'FREE DELIVERY',
      '5300+ SALE RECENTLY',
    ]);
    // chefKnife: original 120, sale 90. Never the original's hard-coded 300.
    expect(screen.getByText(/^WAS AED\s?120\.00$/)).toBeInTheDocument();
    expect(screen.queryByText(/300\.00/)).not.toBeInTheDocument();
    unmount();
    renderWidget(<ProductCard product={toProductCardView(plainTray)} variant="flash-sale" />);
    expect(within(screen.getByRole('list', { name: 'Flash sale offers' })).getByText('Now Shipping Faster')).toBeInTheDocument();
    // No sale, nothing to compare: no WAS line.
    expect(screen.queryByText(/^WAS /)).not.toBeInTheDocument();
  });

  it('formats US prices in USD', () => {
    renderWidget(<ProductCard product={toProductCardView(plainTray)} />, { config: { storefront: 'us' } });
    expect(screen.getByRole('article')).toHaveTextContent('$45.50');
  });

  it('an image that fails to load falls back to the placeholder', () => {
    const { container } = renderWidget(<ProductCard product={toProductCardView(plainTray)} />);
    const image = container.querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it.each([
    ['high', 'eager', 'high'],
    [undefined, 'eager', null],
    ['low', 'lazy', null],
  ] as const)('with image priority %s the first image loads %s (fetchpriority %s); the rest wait', async (priority, loading, fetchPriority) => {
    const { container } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} imagePriority={priority} />);
    // The pictures sit inside the product link, which names them for assistive technology.
    const first = container.querySelector('img');
    expect(first).toHaveAttribute('loading', loading);
    expect(first?.getAttribute('fetchpriority')).toBe(fetchPriority);
    // A box of its own before it loads (no layout shift); the card's CSS sets the shown size.
    expect(first).toHaveAttribute('width', '300');
    expect(first).toHaveAttribute('height', '300');
    await userEvent.hover(screen.getByRole('article'));
    const [, ...rest] = [...container.querySelectorAll('img')];
    expect(rest).toHaveLength(4);
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('out of stock disables Add To Cart', () => {
    renderWidget(<ProductCard product={toProductCardView({ ...plainTray, stock_status: 'out_of_stock' } as never)} />);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('passes axe (LTR and RTL)', async () => {
    const { container, unmount } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} variant="saved" />);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const rtl = renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { config: { dir: 'rtl', lang: 'ar' } });
    // Arabic: the card shows once its Arabic words are loaded (a lazy chunk).
    expect(await screen.findByRole('article')).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations(rtl.container)).toEqual([]);
  });
});

describe('ProductCard: hover media (docs/behaviour.md §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('slides through the first five images every 1000 ms while hovered and returns to the first on leave', async () => {
    const user = timedUser();
    const { container } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    const track = () => container.querySelector('[data-index]') as HTMLElement;
    // The other four join on the first hover: a phone never downloads them.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    await user.hover(screen.getByRole('article'));
    expect(container.querySelectorAll('img')).toHaveLength(5);
    await advance(999);
    expect(track()).toHaveAttribute('data-index', '0');
    await advance(1);
    expect(track()).toHaveAttribute('data-index', '1');
    await advance(4_000);
    expect(track()).toHaveAttribute('data-index', '0');
    await advance(2_000);
    expect(track()).toHaveAttribute('data-index', '2');
    await user.unhover(screen.getByRole('article'));
    expect(track()).toHaveAttribute('data-index', '0');
  });

  it('offers each image in its sizes, WebP first with the PNG as fallback, when the API lists them', async () => {
    const user = timedUser();
    const sets = chefKnife.images!.map((_, i) => ({ webp: `/p/${i + 1}-150-v.webp 150w, /p/${i + 1}-300-v.webp 300w`, png: `/p/${i + 1}-150-v.png 150w, /p/${i + 1}-300-v.png 300w` }));
    const { container } = renderWidget(<ProductCard product={toProductCardView({ ...chefKnife, image_sets: sets })} />);
    const first = container.querySelector('picture')!;
    expect(first.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(first.querySelector('source')).toHaveAttribute('srcset', sets[0]!.webp);
    expect(first.querySelector('source')).toHaveAttribute('sizes', '(max-width: 640px) 50vw, 300px');
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', chefKnife.images![0]);
    expect(image).toHaveAttribute('srcset', sets[0]!.png);
    await user.hover(screen.getByRole('article'));
    expect([...container.querySelectorAll('picture source')].map((source) => source.getAttribute('srcset'))).toEqual(sets.slice(0, 5).map((set) => set.webp));
  });

  it('a failed image falls back to the placeholder alone, with no sizes that would fail again', async () => {
    const sets = chefKnife.images!.map(() => ({ webp: '/p/broken.webp 300w', png: '/p/broken.png 300w' }));
    const { container } = renderWidget(<ProductCard product={toProductCardView({ ...chefKnife, image_sets: sets })} />);
    act(() => {
      container.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });

  it('plays the video only after 300 ms of hover and hides it on leave', async () => {
    const user = timedUser();
    renderWidget(<ProductCard product={toProductCardView(videoMixer)} />);
    await user.hover(screen.getByRole('article'));
    await advance(299);
    expect(screen.queryByTestId('card-video')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('card-video')).toHaveAttribute('src', '/video/mixer.mp4');
    await user.unhover(screen.getByRole('article'));
    expect(screen.queryByTestId('card-video')).not.toBeInTheDocument();
  });

  it('a leave before 300 ms never shows the video', async () => {
    const user = timedUser();
    renderWidget(<ProductCard product={toProductCardView(videoMixer)} />);
    await user.hover(screen.getByRole('article'));
    await advance(200);
    await user.unhover(screen.getByRole('article'));
    await advance(500);
    expect(screen.queryByTestId('card-video')).not.toBeInTheDocument();
  });
});

describe('ProductCard: add to cart as a guest (docs/behaviour.md §4, §6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds to the local cart with no API call, toasts, pushes analytics, shows the control for 2 s then resets', async () => {
    const user = timedUser();
    const onAddToCart = vi.fn();
    const { api, store } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} onAddToCart={onAddToCart} />);
    const button = screen.getByRole('button', { name: messages.card.addToCart });
    await user.click(button);
    // The guest loader: busy, disabled and half-faded for 500 ms.
    expect(button).toBeDisabled();
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'busy');
    // docs/behaviour.md §8: a guest's add is the item-added notice with the name, the card helper's toast (§9).
    expect(status()).toHaveTextContent('Chef Knife 8 inch Stainless Steel has been added to your cart');
    expect(screen.getByRole('status', { name: 'Notices' })).toBeEmptyDOMElement();
    expect(store.get(guestCartAtom)).toMatchObject([{ product_id: 101, quantity: 1, front_sale_price: 90 }]);
    expect(store.get(totalCartItemsAtom)).toBe(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '[]')).toHaveLength(1);
    expect(onAddToCart).toHaveBeenCalledWith({ productId: 101, quantity: 1, cartQuantity: 1, signedIn: false });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'AED', value: 90 },
    });
    expect(api.addToCart).not.toHaveBeenCalled();

    await advance(500);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await advance(500);
    expect(store.get(guestCartAtom)[0]?.quantity).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    // The counter counts units, as the signed-in badge does (one meaning for TotalCartItems).
    expect(store.get(totalCartItemsAtom)).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.TotalCartItems)).toBe('2');

    await advance(1_999);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.card.addToCart })).toBeEnabled();
    expect(api.addToCart).not.toHaveBeenCalled();
  });

  it("a guest's item-added notice is the card helper's toast: bottom-right, 3000 ms, with the name also on a phone", async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    onTestFinished(() => void Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));
    const user = timedUser();
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    expect(status().firstElementChild).toHaveAttribute('data-channel', 'card');
    await advance(2_999);
    expect(status()).toHaveTextContent('Chef Knife 8 inch Stainless Steel has been added to your cart');
    await advance(1);
    expect(status()).toBeEmptyDOMElement();
  });

  it('injects the analytics tag on the first add when the host configured one, and only then', async () => {
    const user = timedUser();
    const tags = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
    const { unmount } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(500);
    expect(tags()).toHaveLength(0);
    unmount();
    renderWidget(<ProductCard product={toProductCardView(plainTray)} />, { config: { analyticsId: 'G-HORECA01' } });
    expect(tags()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(500);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await advance(500);
    expect(tags()).toHaveLength(1);
    expect(tags()[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-HORECA01');
    tags().forEach((tag) => tag.remove());
  });

  it('minus at 1 removes the item and hides the control', async () => {
    const user = timedUser();
    const { store } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(500);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(store.get(guestCartAtom)).toEqual([]);
    expect(store.get(totalCartItemsAtom)).toBe(0);
    expect(status()).toHaveTextContent('Chef Knife 8 inch Stainless Steel has been removed from your cart.');
    expect(screen.getByRole('button', { name: messages.card.addToCart })).toBeInTheDocument();
  });

  it.each([
    ['0', 1],
    ['', 1],
    ['150', 99],
    ['7.9', 7],
    ['٤٢', 42],
  ])('a typed quantity %j is clamped to %i on blur', async (typed, expected) => {
    const user = timedUser();
    const { store } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(500);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    if (typed) await user.type(input, typed);
    await user.tab();
    await advance(500);
    expect(store.get(guestCartAtom)[0]?.quantity).toBe(expected);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(expected));
  });
});

describe('ProductCard: add to cart signed in (docs/behaviour.md §4, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls the server with an idempotency key, keeps the control 20 s, then resets to 1', async () => {
    const user = timedUser();
    let resolve: (value: { success: boolean }) => void = () => {};
    const api = fakeApi({ addToCart: () => new Promise((done) => (resolve = done)) });
    const { store } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { api, signedIn: true });
    const button = screen.getByRole('button', { name: messages.card.addToCart });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(api.addToCart).toHaveBeenCalledWith(101, 1, expect.any(String));
    await act(async () => resolve({ success: true }));
    expect(store.get(guestCartAtom)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await advance(19_999);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: messages.card.addToCart })).toBeEnabled();
  });

  it.each([
    [1024, 'Chef Knife 8 inch Stainless Steel has been added to your cart'],
    [600, 'product added to cart'],
  ])("at %i px the card helper's toast (bottom-right, 3000 ms) says %j", async (width, text) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    onTestFinished(() => void Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));
    const user = timedUser();
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { api: fakeApi({ addToCart: () => Promise.resolve({ success: true }) }), signedIn: true });
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(0);
    expect(status()).toHaveTextContent(text);
    expect(screen.getByRole('status', { name: 'Notices' })).toBeEmptyDOMElement();
    await advance(3_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it("success false shows the error toast titled 'error' with 'Some error occured.'", async () => {
    const user = timedUser();
    const api = fakeApi({ addToCart: () => Promise.resolve({ success: false }) });
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { api, signedIn: true });
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(0);
    expect(status()).toHaveTextContent('error');
    expect(status()).toHaveTextContent('Some error occured.');
    expect(screen.getByRole('button', { name: messages.card.addToCart })).toBeEnabled();
    await advance(3_000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('a thrown error is only logged and the quantity control hides', async () => {
    const user = timedUser();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { api, signedIn: true });
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(0);
    api.addToCart.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await advance(0);
    expect(log).toHaveBeenCalledWith('Add to cart failed:', expect.any(Error));
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(status()).not.toHaveTextContent('Some error occured.');
  });

  it('minus calls decrease with the new count, and 1 when removing the last', async () => {
    const user = timedUser();
    const api = fakeApi();
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { api, signedIn: true });
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(0);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await advance(0);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await advance(0);
    expect(api.decreaseCart).toHaveBeenLastCalledWith(101, 1);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await advance(0);
    expect(api.decreaseCart).toHaveBeenLastCalledWith(101, 1);
    expect(screen.getByRole('button', { name: messages.card.addToCart })).toBeInTheDocument();
  });

  it('plus does nothing at 99', async () => {
    const user = timedUser();
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { signedIn: true });
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(0);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '99');
    await user.tab();
    await advance(0);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
});

describe('ProductCard: wishlist heart (docs/behaviour.md §4)', () => {
  it('guest: adds once by id with the counter and toast, then removes', async () => {
    const user = userEvent.setup();
    const onWishlistChange = vi.fn();
    const { api, store } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} onWishlistChange={onWishlistChange} />);
    await user.click(screen.getByRole('button', { name: `Add ${chefKnife.name} to wishlist` }));
    expect(store.get(guestWishlistAtom)).toHaveLength(1);
    expect(store.get(guestWishlistAtom)[0]).toMatchObject({ product_id: 101 });
    expect(store.get(totalWishListAtom)).toBe(1);
    expect(status()).toHaveTextContent(`${chefKnife.name} added to wishlist`);
    expect(onWishlistChange).toHaveBeenCalledWith({ productId: 101, inWishlist: true, signedIn: false });

    await user.click(screen.getByRole('button', { name: `Remove ${chefKnife.name} from wishlist` }));
    expect(store.get(guestWishlistAtom)).toEqual([]);
    expect(store.get(totalWishListAtom)).toBe(0);
    expect(status()).toHaveTextContent(`${chefKnife.name} removed from wishlist`);
    expect(api.addToWishlist).not.toHaveBeenCalled();
    expect(api.removeFromWishlist).not.toHaveBeenCalled();
  });

  it('guest: a product already in the stored wishlist shows as saved (de-dup by id)', () => {
    localStorage.setItem(STORAGE_KEYS.wishListItems, JSON.stringify([{ product_id: 101, customer_id: 1 }]));
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />);
    expect(screen.getByRole('button', { name: `Remove ${chefKnife.name} from wishlist` })).toBeInTheDocument();
  });

  it('signed in: calls the server and flips in_wishlist; a failure is only logged', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    renderWidget(<ProductCard product={toProductCardView({ ...chefKnife, in_wishlist: true })} />, { api, signedIn: true });
    await user.click(screen.getByRole('button', { name: `Remove ${chefKnife.name} from wishlist` }));
    expect(api.removeFromWishlist).toHaveBeenCalledWith(101);
    api.addToWishlist.mockRejectedValueOnce(new Error('500'));
    await user.click(screen.getByRole('button', { name: `Add ${chefKnife.name} to wishlist` }));
    expect(log).toHaveBeenCalledWith('Wishlist change failed:', expect.any(Error));
    expect(screen.getByRole('button', { name: `Add ${chefKnife.name} to wishlist` })).toBeInTheDocument();
  });
});

describe('ProductCard: saved for later and navigation', () => {
  it("'Remove From Saved' calls the server and toasts the spec text", async () => {
    const user = userEvent.setup();
    const onRemoveFromSaved = vi.fn();
    const { api } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} variant="saved" onRemoveFromSaved={onRemoveFromSaved} />, {
      signedIn: true,
    });
    await user.click(screen.getByRole('button', { name: 'Remove From Saved' }));
    expect(api.removeFromSaveForLater).toHaveBeenCalledWith(101);
    expect(status()).toHaveTextContent(`${chefKnife.name} has been removed from saved.`);
    expect(onRemoveFromSaved).toHaveBeenCalledWith({ productId: 101 });
  });

  it('the link goes through the host navigate callback with the product id in state', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { config: { navigate, linkBase: 'https://shop.example' } });
    const link = screen.getByRole('link', { name: chefKnife.name });
    expect(link).toHaveAttribute('href', 'https://shop.example/kitchen-supplies/knives/chef-knife-8-inch');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/kitchen-supplies/knives/chef-knife-8-inch', { productId: 101 });
  });

  it('is controllable through value / onValueChange', async () => {
    vi.useFakeTimers();
    const user = timedUser();
    const onValueChange = vi.fn();
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} value={5} onValueChange={onValueChange} />, { signedIn: true });
    await user.click(screen.getByRole('button', { name: messages.card.addToCart }));
    await advance(0);
    expect(onValueChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5');
    vi.useRealTimers();
  });
});
