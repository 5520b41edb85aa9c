// The elements as a React 19 app writes them: camelCase properties and `onHoreca…` listeners
// (the names TypeScript checks), and a console warning for the misspellings it cannot check
// (hyphenated attribute and event names). Plain HTML's empty flag attributes work too.
import { act, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chefKnife } from '../../test/products';
import { resetWidgetStore } from '../runtime/store';
import { resetWarnings } from '../runtime/warn-once';
import { defineHorecaElements } from './define-horeca-elements';
import { horecaElements } from './registry';
import { mountElement } from '../../test/mount-html';

vi.setConfig({ testTimeout: 60_000 });

const shadow = (element: Element) => within(element.shadowRoot as unknown as HTMLElement);

/** render() inside act: each element mounts its own React root as it connects. */
async function renderInAct(ui: React.ReactElement): Promise<ReturnType<typeof render>> {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}

beforeAll(async () => {
  defineHorecaElements();
  await Promise.all([...horecaElements.map((entry) => entry.load()), import('./element-shell')]);
});
beforeEach(() => {
  resetWidgetStore();
  resetWarnings();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('an element in React 19', () => {
  it('takes camelCase properties: React sets them and the element reflects its attributes', async () => {
    const { container } = await renderInAct(<horeca-product-card productId="101" linkBase="https://shop.example" variant="saved" product={chefKnife} />);
    const card = container.querySelector('horeca-product-card')!;
    expect(card.getAttribute('product-id')).toBe('101');
    expect(card.getAttribute('link-base')).toBe('https://shop.example');
    expect(await shadow(card).findByRole('link', { name: chefKnife.name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/shop\.example\//));
    expect(shadow(card).getByRole('button', { name: /Remove From Saved/ })).toBeInTheDocument();
  });

  it('calls onHorecaAddToCart and onhoreca:wishlist-change with the events their contract names', async () => {
    const added = vi.fn();
    const wished = vi.fn();
    const { container } = await renderInAct(
      <horeca-product-card product={chefKnife} onHorecaAddToCart={(event) => added(event.detail)} onhoreca:wishlist-change={(event) => wished(event.detail)} />,
    );
    const card = container.querySelector('horeca-product-card')!;
    const user = userEvent.setup();
    await user.click(await shadow(card).findByRole('button', { name: 'Add To Cart' }));
    await user.click(shadow(card).getByRole('button', { name: `Add ${chefKnife.name} to wishlist` }));
    expect(added).toHaveBeenCalledWith({ productId: 101, quantity: 1, cartQuantity: 1, signedIn: false });
    expect(wished).toHaveBeenCalledWith({ productId: 101, inWishlist: true, signedIn: false });
  });

  it('stops calling a camelCase listener once React removes it', async () => {
    const added = vi.fn();
    const { container, rerender } = await renderInAct(<horeca-product-card product={chefKnife} onHorecaAddToCart={added} />);
    await act(async () => rerender(<horeca-product-card product={chefKnife} />));
    const card = container.querySelector('horeca-product-card')!;
    await userEvent.setup().click(await shadow(card).findByRole('button', { name: 'Add To Cart' }));
    expect(added).not.toHaveBeenCalled();
  });

  it('warns once about a listener for an event the element never fires (onhoreca:add-too-cart)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderInAct(<horeca-product-card product={chefKnife} onhoreca:add-too-cart={() => {}} />);
    await renderInAct(<horeca-product-card product={chefKnife} onhoreca:add-too-cart={() => {}} />);
    const message = '[horeca] <horeca-product-card> fires no horeca:add-too-cart: its events are horeca:add-to-cart, horeca:wishlist-change, horeca:remove-from-saved, horeca:navigate.';
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
  });

  it("is taken down without an error when the app unmounts it: the element's own root unmounts after React's commit, not inside it", async () => {
    const error = vi.spyOn(console, 'error');
    const { container, unmount } = await renderInAct(<horeca-product-card product={chefKnife} />);
    const card = container.querySelector('horeca-product-card')!;
    expect(await shadow(card).findByRole('link', { name: chefKnife.name })).toBeInTheDocument();
    await act(async () => unmount());
    expect(error).not.toHaveBeenCalled();
    expect(card.shadowRoot?.childElementCount).toBe(0);
  });
});

describe('an element in plain HTML', () => {

  it('warns about a misspelt attribute (prodct-id) and names the right ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountElement(`<horeca-product-card prodct-id="101" data-sku="x" aria-label="Knife" product='${JSON.stringify(chefKnife)}'></horeca-product-card>`);
    const warnings = warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('has no attribute'));
    expect(warnings).toEqual([
      '[horeca] <horeca-product-card> has no attribute prodct-id: its attributes are product-id, product, variant, api-base, storefront, lang, dir, link-base, store-url.',
    ]);
  });

  it('opens the glitch report form at once for an empty open attribute (a flag, which r2wc alone ignores)', async () => {
    const element = await mountElement('<horeca-glitch-reporter open></horeca-glitch-reporter>');
    expect(await shadow(element).findByRole('dialog', { name: 'Submit an Issue Report' })).toBeInTheDocument();
  });
});
