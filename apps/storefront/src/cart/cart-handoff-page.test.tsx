import { STORAGE_KEYS } from '@horeca/core/storage';
import { guestCartAtom } from '@horeca/widgets';
import { screen, waitFor } from '@testing-library/react';
import { commerceRoutes } from '../app/routes';
import { fakeServer } from '../test/fake-server';
import { currentPath, renderRoutes } from '../test/render-route';

const product = (id: number, name: string) => ({
  id, product_id: id, name, sku: `SKU${id}`, url: `p-${id}`, image: null, images: [], video_path: null, original_price: 100, sale_price: 0,
  front_sale_price: 100, price: 100, currency: 'AED', currency_title: 'AED', delivery_days: 2, store_id: 1, vendor_id: 1, selling_unit: 'Each',
  minimum_order_quantity: 1, maximum_order_quantity: 10, in_stock: true, category_url: 'knives', parent_category_url: 'kitchen',
});

const answer = (data: object) => ({
  body: { success: true, message: 'Your cart has been updated.', data: { id: 'x', partner_origin: 'https://partner.example', replayed: false, merged_into_account: false, added: [], rejected: [], total: null, ...data } },
});

const ID = 'abcdefghijklmnopqrstuv';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/cart/add: a partner page hands its cart to the store (issue 30)', () => {
  it("a guest: every line taken goes into this browser's cart, the cart opens, the handoff is kept for the order", async () => {
    const server = fakeServer({
      'POST /api/frontend/cart/handoffs': answer({ id: ID, added: [{ product_id: 1, quantity: 2, cart_quantity: null, product: product(1, 'Tongs') }, { product_id: 2, quantity: 1, cart_quantity: null, product: product(2, 'Ladle') }] }),
    });
    const { store } = await renderRoutes(commerceRoutes, { path: `/cart/add?items=1:2,2:1&from=https%3A%2F%2Fpartner.example&handoff=${ID}` });
    await waitFor(() => expect(currentPath()).toMatch(/^\/checkout\/cart_\d+_[a-z0-9]{6}/));
    expect(server.callsTo('POST /api/frontend/cart/handoffs')[0]?.body).toEqual({ id: ID, items: '1:2,2:1', from: 'https://partner.example', storefront: 'ae' });
    expect(store.get(guestCartAtom).map((line) => [line.product_id, line.quantity, line.name])).toEqual([
      [1, 2, 'Tongs'],
      [2, 1, 'Ladle'],
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.partnerHandoff)).toBe(ID);
  });

  it('a replayed handoff (the page reloaded) adds nothing again', async () => {
    fakeServer({ 'POST /api/frontend/cart/handoffs': answer({ id: ID, replayed: true, added: [{ product_id: 1, quantity: 2, cart_quantity: null, product: product(1, 'Tongs') }] }) });
    const { store } = await renderRoutes(commerceRoutes, { path: `/cart/add?items=1:2&handoff=${ID}` });
    await waitFor(() => expect(currentPath()).toMatch(/^\/checkout\//));
    expect(store.get(guestCartAtom)).toEqual([]);
  });

  it('lines refused are listed with why; the good ones are kept and the cart is one click away', async () => {
    fakeServer({
      'POST /api/frontend/cart/handoffs': answer({
        added: [{ product_id: 1, quantity: 1, cart_quantity: null, product: product(1, 'Tongs') }],
        rejected: [{ item: '9:1', product_id: 9, message: 'Whisk is out of stock.' }, { item: 'abc', product_id: null, message: 'This item could not be read.' }],
      }),
    });
    const { store } = await renderRoutes(commerceRoutes, { path: '/cart/add?items=1:1,9:1,abc' });
    expect(await screen.findByText('Some products could not be added to your cart:')).toBeInTheDocument();
    expect(screen.getByText('Whisk is out of stock.')).toBeInTheDocument();
    expect(screen.getByText('This item could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', expect.stringMatching(/^\/checkout\/cart_/));
    expect(store.get(guestCartAtom).map((line) => line.product_id)).toEqual([1]);
  });

  it('a bare permalink (no handoff id) gets one id for this tab and link, the same on reload', async () => {
    const server = fakeServer({ 'POST /api/frontend/cart/handoffs': answer({ added: [] , rejected: [{ item: '5:1', product_id: 5, message: 'This product is not available.' }] }) });
    const first = await renderRoutes(commerceRoutes, { path: '/cart/add?items=5:1' });
    await screen.findByText('This product is not available.');
    first.unmount();
    await renderRoutes(commerceRoutes, { path: '/cart/add?items=5:1' });
    await waitFor(() => expect(server.callsTo('POST /api/frontend/cart/handoffs')).toHaveLength(2));
    const ids = server.callsTo('POST /api/frontend/cart/handoffs').map((call) => (call.body as { id: string }).id);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a signed-in shopper: the server merged the lines, nothing is kept in the browser', async () => {
    fakeServer({ 'POST /api/frontend/cart/handoffs': answer({ id: ID, merged_into_account: true, total: 3, added: [{ product_id: 1, quantity: 3, cart_quantity: 3, product: product(1, 'Tongs') }] }) });
    const { store } = await renderRoutes(commerceRoutes, { path: `/cart/add?items=1:3&handoff=${ID}`, token: 'token-1' });
    await waitFor(() => expect(currentPath()).toMatch(/^\/checkout\//));
    expect(store.get(guestCartAtom)).toEqual([]);
  });

  it('the call fails: the shopper is told, with the way to the cart', async () => {
    fakeServer({ 'POST /api/frontend/cart/handoffs': { status: 429, body: { message: 'Too many attempts. Please try again later.' } } });
    await renderRoutes(commerceRoutes, { path: '/cart/add?items=1:1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart could not be updated. Too many attempts. Please try again later.');
  });
});
