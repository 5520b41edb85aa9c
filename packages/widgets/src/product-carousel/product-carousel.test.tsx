import { toProductCardView } from '@horeca/core/product';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { fakeApi } from '../../test/fake-api';
import { manyProducts } from '../../test/products';
import { renderWidget } from '../../test/render';
import { renderToString } from 'react-dom/server';
import { setServerViewportWidth } from '../runtime/hydration';
import { HorecaProvider } from '../runtime/provider';
import { resetWidgetStore } from '../runtime/store';
import { ProductCarousel } from './product-carousel';
import { carouselLayout, slidesPerView } from './slides-per-view';

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => setWidth(1024));

describe('carousel layout (docs/behaviour.md §2.9, §9)', () => {
  it.each([
    [639, 10, 'row'],
    [639, 2, 'row'],
    [640, 5, 'slider'],
    [1024, 4, 'grid'],
    [1920, 1, 'grid'],
  ] as const)('%i px with %i products is a %s', (width, count, layout) => {
    expect(carouselLayout(width, count)).toBe(layout);
  });

  it.each([
    [1440, 6],
    [1280, 5],
    [1024, 4],
    [768, 3],
    [480, 2],
    [320, 1],
  ])('%i px shows %i cards per view', (width, count) => {
    expect(slidesPerView(width)).toBe(count);
  });
});

describe('ProductCarousel', () => {
  it('shows 10 placeholder cards while loading and then the category products', async () => {
    let resolve: (products: ReturnType<typeof manyProducts>) => void = () => {};
    const api = fakeApi({ getCategoryProducts: () => new Promise((done) => (resolve = done)) });
    renderWidget(<ProductCarousel title="Best Sellers" category="tableware" />, { api });
    const section = screen.getByRole('region', { name: 'Best Sellers' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByRole('status', { name: 'Loading products' })).toHaveLength(10);
    expect(api.getCategoryProducts).toHaveBeenCalledWith('tableware');
    await act(async () => resolve(manyProducts(3)));
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(section).toHaveAttribute('data-layout', 'grid');
  });

  it('says so when the category cannot be loaded, keeps saying so while it retries, then shows the products', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let retryAnswer: (products: ReturnType<typeof manyProducts>) => void = () => {};
    const getCategoryProducts = vi
      .fn()
      .mockRejectedValueOnce(new Error('500'))
      .mockImplementationOnce(() => new Promise((done) => (retryAnswer = done)));
    renderWidget(<ProductCarousel title="Deals" category="x" />, { api: fakeApi({ getCategoryProducts }) });
    await advance(0);
    const section = screen.getByRole('region', { name: 'Deals' });
    expect(within(section).getByRole('status')).toHaveTextContent('Products could not be loaded.');
    await advance(1_000); // the first retry (1 s) is under way
    expect(getCategoryProducts).toHaveBeenCalledTimes(2);
    expect(within(section).getByRole('status')).toHaveTextContent('Products could not be loaded.');
    expect(within(section).queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
    await act(async () => retryAnswer(manyProducts(2)));
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    vi.useRealTimers();
  });

  it('says No products found for an empty list', () => {
    renderWidget(<ProductCarousel title="Deals" products={[].map(toProductCardView)} />);
    const section = screen.getByRole('region', { name: 'Deals' });
    expect(within(section).getByRole('status')).toHaveTextContent('No products found');
  });

  it.each([
    [undefined, 'eager'],
    ['low', 'lazy'],
  ] as const)('with image priority %s its cards load their pictures %s', (imagePriority, loading) => {
    renderWidget(<ProductCarousel title="Deals" products={manyProducts(3).map(toProductCardView)} imagePriority={imagePriority} />);
    // The pictures themselves: the star ratings are images to assistive technology too.
    const pictures = [...screen.getByRole('region', { name: 'Deals' }).querySelectorAll('img')];
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) expect(picture).toHaveAttribute('loading', loading);
  });

  describe('a swipe row with firstCards', () => {
    // The server's HTML and the first render hold the first cards only.
    const row = () => (
      <HorecaProvider config={{ api: fakeApi() }} store={resetWidgetStore()}>
        <ProductCarousel title="Related" products={manyProducts(8).map(toProductCardView)} firstCards={2} />
      </HorecaProvider>
    );
    const cardNames = () => within(screen.getByRole('region', { name: 'Related' })).getAllByRole('article').map((card) => card.getAttribute('aria-label'));

    afterEach(() => setServerViewportWidth(1024));

    it('comes from the server with its first cards, and shows all of them once the browser has adopted it, with no hydration error', async () => {
      setWidth(412);
      setServerViewportWidth(412);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const container = document.body.appendChild(document.createElement('div'));
      onTestFinished(() => container.remove());
      container.innerHTML = renderToString(row());
      const serverCards = cardNames();
      expect(serverCards).toHaveLength(2);
      render(row(), { container, hydrate: true });
      await waitFor(() => expect(cardNames()).toHaveLength(8));
      const cards = cardNames();
      expect(cards.slice(0, 2)).toEqual(serverCards);
      expect(errors).not.toHaveBeenCalled();
    });

    it('drawn in the browser alone shows every card once mounted', async () => {
      setWidth(412);
      renderWidget(<ProductCarousel title="Related" products={manyProducts(8).map(toProductCardView)} firstCards={2} />);
      await waitFor(() => expect(cardNames()).toHaveLength(8));
    });
  });

  it('is a swipe row under 640 px', () => {
    setWidth(600);
    renderWidget(<ProductCarousel title="Deals" products={manyProducts(8).map(toProductCardView)} />);
    expect(screen.getByRole('region', { name: 'Deals' })).toHaveAttribute('data-layout', 'row');
    expect(screen.queryByRole('button', { name: 'Next products' })).not.toBeInTheDocument();
  });

  describe('slider from 5 products', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const visibleNames = () =>
      screen
        .getAllByRole('group', { hidden: false })
        .filter((slide) => slide.getAttribute('data-state') === 'visible')
        .map((slide) => within(slide).getByRole('heading').textContent);

    it('autoplays every 3000 ms plus 50 ms and pauses on hover', async () => {
      const user = userEvent.setup({ delay: null });
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(6).map(toProductCardView)} />);
      expect(visibleNames()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']);
      await advance(3_049);
      expect(visibleNames()[0]).toBe('Product 1');
      await advance(1);
      expect(visibleNames()[0]).toBe('Product 2');
      await user.hover(screen.getByRole('button', { name: 'Next products' }));
      await advance(9_000);
      expect(visibleNames()[0]).toBe('Product 2');
    });

    it('moves every configured autoplay speed plus 50 ms', async () => {
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(6).map(toProductCardView)} autoplayMs={1_000} />);
      await advance(1_049);
      expect(visibleNames()[0]).toBe('Product 1');
      await advance(1);
      expect(visibleNames()[0]).toBe('Product 2');
      await advance(1_050);
      expect(visibleNames()[0]).toBe('Product 3');
    });

    it('has a dot per position from 641 px: the current one marked, each showing its cards', async () => {
      const user = userEvent.setup({ delay: null });
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(6).map(toProductCardView)} />);
      const dots = within(screen.getByRole('group', { name: 'Slider positions' })).getAllByRole('button');
      expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show products 1 to 4', 'Show products 2 to 5', 'Show products 3 to 6']);
      expect(dots[0]).toHaveAttribute('aria-current', 'true');
      await user.click(screen.getByRole('button', { name: 'Show products 3 to 6' }));
      expect(visibleNames()).toEqual(['Product 3', 'Product 4', 'Product 5', 'Product 6']);
      expect(screen.getByRole('button', { name: 'Show products 3 to 6' })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: 'Show products 1 to 4' })).not.toHaveAttribute('aria-current');
    });

    it.each([
      [640, false],
      [641, true],
    ])('at %i px the slider shows dots: %s', (width, shown) => {
      setWidth(width);
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(6).map(toProductCardView)} />);
      expect(screen.getByRole('region', { name: 'Deals' })).toHaveAttribute('data-layout', 'slider');
      expect(screen.queryAllByRole('group', { name: 'Slider positions' })).toHaveLength(shown ? 1 : 0);
    });

    it('lays the cards out again 50 ms after the last resize', async () => {
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(8).map(toProductCardView)} />);
      expect(visibleNames()).toHaveLength(4);
      for (const width of [1100, 1300, 1440]) {
        setWidth(width);
        act(() => void window.dispatchEvent(new Event('resize')));
        await advance(30);
      }
      expect(visibleNames()).toHaveLength(4);
      await advance(19);
      expect(visibleNames()).toHaveLength(4);
      await advance(1);
      expect(visibleNames()).toHaveLength(6);
    });

    it("loads the hidden slides' pictures one slide a second, and a slide moved to at once", async () => {
      const user = userEvent.setup({ delay: null });
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(8).map(toProductCardView)} />);
      // The pictures themselves: the star ratings are images to assistive technology too.
      const loading = () => screen.getAllByRole('group').filter((slide) => slide.hasAttribute('data-state')).map((slide) => slide.querySelector('img')?.getAttribute('loading'));
      expect(loading()).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
      await advance(999);
      expect(loading()).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
      await advance(1);
      expect(loading()).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
      await user.click(screen.getByRole('button', { name: 'Show products 4 to 7' }));
      expect(loading()).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy']);
      await advance(1_000);
      expect(loading()).toEqual(Array(8).fill('eager'));
    });

    it('pauses while focus is inside and resumes when it leaves', async () => {
      renderWidget(
        <>
          <ProductCarousel title="Deals" products={manyProducts(6).map(toProductCardView)} />
          <button type="button">outside</button>
        </>,
      );
      act(() => screen.getByRole('button', { name: 'Next products' }).focus());
      await advance(9_000);
      expect(visibleNames()[0]).toBe('Product 1');
      act(() => screen.getByRole('button', { name: 'outside' }).focus());
      await advance(3_050);
      expect(visibleNames()[0]).toBe('Product 2');
    });

    it('next and previous move by one card and wrap around', { timeout: 20_000 }, async () => {
      const user = userEvent.setup({ delay: null });
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(6).map(toProductCardView)} />);
      await user.click(screen.getByRole('button', { name: 'Next products' }));
      expect(visibleNames()[0]).toBe('Product 2');
      await user.click(screen.getByRole('button', { name: 'Next products' }));
      expect(visibleNames()[0]).toBe('Product 3');
      await user.click(screen.getByRole('button', { name: 'Next products' }));
      expect(visibleNames()[0]).toBe('Product 1');
      await user.click(screen.getByRole('button', { name: 'Previous products' }));
      expect(visibleNames()[0]).toBe('Product 3');
    });

    it('never autoplays with prefers-reduced-motion', async () => {
      const matchMedia = vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      vi.stubGlobal('matchMedia', matchMedia);
      renderWidget(<ProductCarousel title="Deals" products={manyProducts(6).map(toProductCardView)} />);
      await advance(10_000);
      expect(visibleNames()[0]).toBe('Product 1');
      vi.unstubAllGlobals();
    });
  });

  it('passes axe in every layout', async () => {
    const grid = renderWidget(<ProductCarousel title="Grid" products={manyProducts(3).map(toProductCardView)} />);
    expect(await axeViolations(grid.container)).toEqual([]);
    grid.unmount();
    const slider = renderWidget(<ProductCarousel title="Slider" products={manyProducts(6).map(toProductCardView)} />, { config: { dir: 'rtl' } });
    expect(await axeViolations(slider.container)).toEqual([]);
    slider.unmount();
    const loading = renderWidget(<ProductCarousel title="Loading" loading />);
    expect(await axeViolations(loading.container)).toEqual([]);
  }, 30_000);
});
