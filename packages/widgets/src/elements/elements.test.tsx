import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chefKnife } from '../../test/products';
import { resetWidgetStore } from '../runtime/store';
import { defineHorecaElements } from './define-horeca-elements';
import { horecaElements } from './registry';
import { inShadow, mountElements } from '../../test/mount-html';



beforeAll(async () => {
  defineHorecaElements();
  // Transforming the lazily imported bodies takes seconds on a busy machine the first time;
  // import them up front so each test waits only for React to render them.
  await Promise.all([...horecaElements.map((entry) => entry.load()), import('./element-shell')]);
});
beforeEach(() => resetWidgetStore());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('custom elements', () => {
  it('registers every tag, and a second call is harmless', () => {
    expect(() => defineHorecaElements()).not.toThrow();
    for (const { contract } of horecaElements) expect(customElements.get(contract.tag)).toBeDefined();
    expect(horecaElements.map(({ contract }) => contract.tag)).toEqual([
      'horeca-product-card',
      'horeca-product-carousel',
      'horeca-cart-badge',
      'horeca-wishlist-badge',
      'horeca-search',
      'horeca-price-match-claim',
      'horeca-phone-input',
      'horeca-newsletter',
      'horeca-glitch-reporter',
    ]);
  });

  it('renders a card from the product attribute inside an open shadow root with its own styles', async () => {
    const [card] = await mountElements(`<horeca-product-card product='${JSON.stringify(chefKnife)}'></horeca-product-card>`);
    expect(card?.shadowRoot).not.toBeNull();
    expect(inShadow(card as Element).getByRole('heading', { name: chefKnife.name })).toBeInTheDocument();
    // The host's rules and goober's go to sheets the root adopts: no <style> element a strict
    // CSP would refuse, and nothing in the page head.
    const adopted = (card?.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(adopted).toContain(':host');
    expect(adopted).toContain('inset-inline-end');
    expect(card?.shadowRoot?.querySelector('style')).toBeNull();
    expect(document.head.querySelector('#_goober')).toBeNull();
  });

  it('accepts the product as an object property', async () => {
    const [card] = await mountElements('<horeca-product-card></horeca-product-card>');
    await act(async () => {
      (card as unknown as { product: unknown }).product = { ...chefKnife, name: 'Set by property' };
    });
    expect(inShadow(card as Element).getByRole('heading', { name: 'Set by property' })).toBeInTheDocument();
    expect((card as unknown as { product: { name: string } }).product.name).toBe('Set by property');
  });

  it('survives bad JSON in the product attribute', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [card] = await mountElements(`<horeca-product-card product='{oops'></horeca-product-card>`);
    expect(inShadow(card as Element).getByText('This product could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Invalid JSON in the product attribute');
  });

  it('fires horeca:add-to-cart from the host, bubbling and composed, and the badge on the page follows', async () => {
    const user = userEvent.setup();
    const [card, badge] = await mountElements(
      `<horeca-product-card product='${JSON.stringify(chefKnife)}'></horeca-product-card><horeca-cart-badge></horeca-cart-badge>`,
    );
    const events: CustomEvent[] = [];
    document.addEventListener('horeca:add-to-cart', (event) => events.push(event as CustomEvent));
    await user.click(inShadow(card as Element).getByRole('button', { name: 'Add To Cart' }));
    expect(events).toHaveLength(1);
    expect(events[0]?.target).toBe(card);
    expect(events[0]?.composed).toBe(true);
    expect(events[0]?.detail).toEqual({ productId: 101, quantity: 1, cartQuantity: 1, signedIn: false });
    expect(inShadow(badge as Element).getByRole('img', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('fires horeca:wishlist-change', async () => {
    const user = userEvent.setup();
    const [card] = await mountElements(`<horeca-product-card product='${JSON.stringify(chefKnife)}'></horeca-product-card>`);
    const listener = vi.fn();
    card?.addEventListener('horeca:wishlist-change', (event) => listener((event as CustomEvent).detail));
    await user.click(inShadow(card as Element).getByRole('button', { name: `Add ${chefKnife.name} to wishlist` }));
    expect(listener).toHaveBeenCalledWith({ productId: 101, inWishlist: true, signedIn: false });
  });

  it.each([
    [true, true],
    [false, false],
  ])('horeca:navigate is cancellable: host cancels=%s -> link click prevented=%s', async (cancel, prevented) => {
    const [card] = await mountElements(
      `<horeca-product-card link-base="https://shop.example" product='${JSON.stringify(chefKnife)}'></horeca-product-card>`,
    );
    const seen = vi.fn();
    document.addEventListener(
      'horeca:navigate',
      (event) => {
        seen((event as CustomEvent).detail);
        if (cancel) event.preventDefault();
      },
      { once: true },
    );
    const link = inShadow(card as Element).getByRole('link', { name: chefKnife.name });
    // React listens at the shadow root, so the host sees the click after our handler ran.
    let preventedByWidget: boolean | undefined;
    card?.addEventListener('click', (event) => {
      preventedByWidget = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    });
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
    });
    expect(seen).toHaveBeenCalledWith({
      to: 'https://shop.example/kitchen-supplies/knives/chef-knife-8-inch',
      state: { productId: 101 },
    });
    expect(preventedByWidget).toBe(prevented);
  });

  it('renders a carousel from the products attribute, right to left', async () => {
    const products = [chefKnife, { ...chefKnife, id: 102, name: 'Second knife' }];
    const [carousel] = await mountElements(
      `<horeca-product-carousel heading="Best Sellers" dir="rtl" products='${JSON.stringify(products)}'></horeca-product-carousel>`,
    );
    const section = inShadow(carousel as Element).getByRole('region', { name: 'Best Sellers' });
    expect(section).toHaveAttribute('dir', 'rtl');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
  });
});
