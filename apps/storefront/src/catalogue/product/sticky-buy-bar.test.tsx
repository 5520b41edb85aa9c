import { STORAGE_KEYS } from '@horeca/core/storage';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWidget } from '../../../../../packages/widgets/test/render';
import { fakeServer } from '../../test/fake-server';
import { BuyBox } from './buy-box';
import { productDetail } from './product-fixture';
import { BUY_BAR_ATTRIBUTE } from './sticky-buy-bar';

const BAR = 'Buy Countertop Deep Fryer 8L';

/** A window `width` px wide: matchMedia answers the width queries as a browser would. */
function setWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

/** An IntersectionObserver the test drives: `scroll(false)` puts the watched element out of view. */
function observedElements() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  return {
    observers,
    scroll(inView: boolean) {
      act(() => {
        for (const { callback, targets } of [...observers]) {
          callback(targets.map((target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry), {} as IntersectionObserver);
        }
      });
    },
  };
}

const renderBuyBox = () => renderWidget(<MemoryRouter><BuyBox product={productDetail()} /></MemoryRouter>);

describe('the sticky buy bar of a phone product page (issue 33)', { timeout: 20_000 }, () => {
  beforeEach(() => fakeServer({ 'GET /api/frontend/discounts': { body: { success: true, data: [] } } }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows price, quantity and Add To Cart once the buy box is out of view, and goes when it is back', () => {
    setWidth(412);
    const view = observedElements();
    renderBuyBox();
    // The buy box's own actions row is watched, clear of the bottom bar's height.
    expect(view.observers).toHaveLength(1);
    expect(view.observers[0]!.targets[0]).toBe(screen.getAllByRole('button', { name: 'Add To Cart' })[0]!.parentElement);
    view.scroll(true);
    expect(screen.queryByRole('region', { name: BAR })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(BUY_BAR_ATTRIBUTE);

    view.scroll(false);
    const bar = screen.getByRole('region', { name: BAR });
    expect(within(bar).getByText('AED 999.00')).toBeInTheDocument();
    expect(within(bar).getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    // The footer and the toasts make room for it (styles/shell.css reads the attribute).
    expect(document.documentElement).toHaveAttribute(BUY_BAR_ATTRIBUTE);

    view.scroll(true);
    expect(screen.queryByRole('region', { name: BAR })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(BUY_BAR_ATTRIBUTE);
  });

  it("adds the bar's quantity through the buy box's own add, with the header stepper's rules", async () => {
    setWidth(412);
    const view = observedElements();
    renderBuyBox();
    view.scroll(false);
    const user = userEvent.setup();
    const bar = screen.getByRole('region', { name: BAR });
    const barQuantity = within(bar).getByRole('textbox', { name: 'Quantity' });
    // Typed past the top it is clamped to 100, as in the buy box; then stepped down to 3.
    await user.clear(barQuantity);
    await user.type(barQuantity, '150{Enter}');
    expect(barQuantity).toHaveValue('100');
    expect(within(bar).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.clear(barQuantity);
    await user.type(barQuantity, '4');
    await user.tab();
    await user.click(within(bar).getByRole('button', { name: 'Decrease quantity' }));
    expect(barQuantity).toHaveValue('3');
    // One quantity: the buy box shows what the bar set.
    const boxQuantity = screen.getAllByRole('textbox', { name: 'Quantity' }).find((input) => !bar.contains(input));
    expect(boxQuantity).toHaveValue('3');

    await user.click(within(bar).getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Successfully Added 3 to Cart')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '[]')).toMatchObject([{ product_id: 7, quantity: 3 }]);
  });

  it('is reached by keyboard after the buy box, its controls real buttons', async () => {
    setWidth(412);
    const view = observedElements();
    renderBuyBox();
    view.scroll(false);
    const user = userEvent.setup();
    const bar = screen.getByRole('region', { name: BAR });
    screen.getByRole('button', { name: 'Add to Wishlist' }).focus();
    // At 1 the decrease button is disabled, so out of the tab order.
    await user.tab();
    expect(within(bar).getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await user.tab();
    expect(within(bar).getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    await user.tab();
    expect(within(bar).getByRole('button', { name: 'Add To Cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Successfully Added 1 to Cart')).toBeInTheDocument();
  });

  it('never shows from 1024 px up, where the buy box has no bottom bar to stand in for', () => {
    setWidth(1024);
    const view = observedElements();
    renderBuyBox();
    view.scroll(false);
    expect(screen.queryByRole('region', { name: BAR })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(BUY_BAR_ATTRIBUTE);
  });
});
