import { formatMessage, messages } from '@horeca/core/messages';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../app/routes';
import { fakeServer, type RecordedCall } from '../test/fake-server';
import { orderFixture } from '../test/order-fixture';
import { currentPath, renderRoutes } from '../test/render-route';

const guestLine = {
  product_id: 11, quantity: 2, name: 'Chef Knife', image: null, images: [], store_id: 1, vendor_id: 1, delivery_days: 2,
  original_price: 100, front_sale_price: 80, currency_title: 'AED', maximum_order_quantity: 5, minimum_order_quantity: 1,
  video_path: null, parent_category_url: 'kitchen', category_url: 'knives', url: 'chef-knife',
};

function cartLine(productId: number, name: string, quantity: number, price: number) {
  return {
    id: productId, product_id: productId, quantity, unit_price: price, line_total: price * quantity, available: true,
    product: { id: productId, product_id: productId, name, image: null, images: [], maximum_order_quantity: 10 },
  };
}

const summary = (paymentMethods: string[]) => ({
  data: {
    lines: [cartLine(11, 'Chef Knife', 2, 80)], subtotal: 160, shipping: 25, tax: 8.81, tax_included: true, total: 185, currency: 'AED',
    delivery_methods: [{ id: 'standard', fee: 25, free_from: 500 }, { id: 'express', fee: 45 }],
    payment_methods: paymentMethods,
  },
});

const address = { id: 9, address: 'Marina Walk 5', city: 'Dubai City', state: 'Dubai', country: 'United Arab Emirates', zip_code: '00000', is_default: 1 };

describe('/checkout/{id} as a guest', { timeout: 30_000 }, () => {
  it('shows the guest cart and the spec guest step, with its messages', async () => {
    localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify([guestLine]));
    const server = fakeServer({
      'POST /api/frontend/register': { status: 422, body: { message: 'The given data was invalid.', errors: { email: [messages.guestCheckout.alreadyRegistered] } } },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/checkout/cart_guest_1_abcdef' });
    const user = userEvent.setup();
    expect(screen.getByText('Chef Knife')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.guestCheckout.continueAsGuestTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.guestCheckout.continueAsGuestButton }));

    const form = screen.getByRole('form', { name: messages.guestCheckout.contactHeading });
    expect(within(form).getByText(messages.guestCheckout.mobileHint)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: messages.guestCheckout.saveAndNext }));
    expect(within(form).getByText(messages.registration.nameRequired)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Full name'), 'Nadia');
    await user.type(within(form).getByLabelText('Email address'), 'nadia@example.com');
    await user.type(within(form).getByLabelText('Mobile number'), '501234567');
    await user.click(within(form).getByRole('button', { name: messages.guestCheckout.saveAndNext }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.guestCheckout.alreadyRegistered);
    // docs/behaviour.md §8: and as an error notice, the library-default toast (top-right) with its error icon.
    const notice = within(screen.getByRole('status', { name: 'Notices' })).getByText(messages.guestCheckout.alreadyRegistered).closest('[data-tone]');
    expect(notice).toHaveAttribute('data-tone', 'error');
    expect(notice?.querySelector('svg[data-icon="error"]')).not.toBeNull();
    expect(server.callsTo('POST /api/frontend/register')[0]?.body).toMatchObject({ is_guest: true, email: 'nadia@example.com' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '[]')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'Validating...' while the contact details are checked", async () => {
    localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify([guestLine]));
    let release: () => void = () => {};
    // The register call hangs until released, so the busy state can be seen.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => {
      release = () => resolve(new Response(JSON.stringify({ message: 'x' }), { status: 500 }));
    })));
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_guest_1_abcdef' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.guestCheckout.continueAsGuestButton }));
    const form = screen.getByRole('form', { name: messages.guestCheckout.contactHeading });
    await user.type(within(form).getByLabelText('Full name'), 'Nadia');
    await user.type(within(form).getByLabelText('Email address'), 'nadia@example.com');
    await user.type(within(form).getByLabelText('Mobile number'), '501234567');
    await user.click(within(form).getByRole('button', { name: messages.guestCheckout.saveAndNext }));
    expect(within(form).getByRole('button', { name: messages.guestCheckout.validating })).toBeDisabled();
    release();
    expect(await within(form).findByRole('button', { name: messages.guestCheckout.saveAndNext })).toBeEnabled();
  });

  it('changes and removes guest lines locally, with the spec toast', async () => {
    localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify([guestLine]));
    const server = fakeServer();
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_guest_1_abcdef' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add one more Chef Knife' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CartItems) ?? '[]')[0].quantity).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Remove Chef Knife' }));
    expect(await screen.findByText(formatMessage(messages.toast.removedFromCart, { 'product name': 'Chef Knife' }))).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});

describe('/checkout/{id} signed in', { timeout: 30_000 }, () => {
  function signedInServer(paymentMethods: string[]) {
    return fakeServer({
      'GET /api/frontend/cart': { body: { data: [cartLine(11, 'Chef Knife', 2, 80)], total: 2, subtotal: 160, currency: 'AED' } },
      'GET /api/frontend/save-for-later': { body: { data: [] } },
      'GET /api/frontend/customer-address': { body: { data: [address] } },
      'GET /api/frontend/checkout/summary': { body: summary(paymentMethods) },
    });
  }

  it('preselects the default address, offers only allowed methods and asks for a PO number', async () => {
    signedInServer(['cash_on_delivery', 'bank_transfer', 'purchase_order', 'card']);
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Marina Walk 5/ })).toBeChecked();
    await user.click(await screen.findByRole('radio', { name: /Purchase order/ }));
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.getByText('Please enter your purchase order number.')).toBeInTheDocument();
    expect(currentPath()).toBe('/checkout/cart_1_abcdef');

    await user.type(screen.getByLabelText('Purchase order number'), 'PO-778');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(currentPath()).toBe('/review-checkout');
  });

  it('shows the Buy-More-Save-More tier of a line, its price before the tier and what the cart saves', async () => {
    const server = signedInServer(['cash_on_delivery']);
    const tiered = { ...cartLine(11, 'Chef Knife', 12, 72), list_unit_price: 80, tier: { min_quantity: 10, discount_percent: 10 }, line_discount: 96 };
    server.on('GET /api/frontend/cart', { body: { data: [tiered, cartLine(12, 'Bread Knife', 1, 50)], total: 13, subtotal: 914, discount: 96, currency: 'AED' } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const lines = await screen.findByRole('list', { name: 'Products in your cart' });
    const knife = (await within(lines).findByText('Chef Knife')).closest('li')!;
    expect(within(knife).getByText('Buy More, Save More: 10% off from 10 units')).toBeInTheDocument();
    expect(within(knife).getByText(/was AED\s80\.00/)).toBeInTheDocument();
    const bread = within(lines).getByText('Bread Knife').closest('li')!;
    expect(within(bread).queryByText(/Buy More, Save More/)).not.toBeInTheDocument();
    expect(screen.getByText(/You save AED\s96\.00 with Buy More, Save More\./)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not offer purchase orders to a private account and needs a payment method', async () => {
    signedInServer(['cash_on_delivery', 'bank_transfer', 'card']);
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /Cash on delivery/ });
    expect(screen.queryByRole('radio', { name: /Purchase order/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.getByText('Please choose a payment method.')).toBeInTheDocument();
    expect(screen.getByText('AED 185.00', { exact: false })).toBeInTheDocument();
  });

  it('does not offer card when the store has no payment provider (the server leaves it out)', async () => {
    signedInServer(['cash_on_delivery', 'bank_transfer']);
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    await screen.findByRole('radio', { name: /Cash on delivery/ });
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Credit or debit card/ })).not.toBeInTheDocument();
  });

  it('Review order pressed while a new address is being saved goes on to the review once it is saved', async () => {
    const server = signedInServer(['cash_on_delivery']);
    server.on('GET /api/frontend/customer-address', { body: { data: [] } });
    server.on('GET /api/countries', { body: { data: [{ id: 1, name: 'United Arab Emirates' }] } });
    server.on('GET /api/states/1', { body: { data: [{ id: 10, name: 'Dubai' }] } });
    server.on('GET /api/cities/10', { body: { data: [{ id: 100, name: 'Dubai City' }] } });
    let letSaveGo = () => {};
    const saved = new Promise<void>((resolve) => (letSaveGo = resolve));
    server.on('POST /api/frontend/customer-address', async () => {
      await saved;
      server.on('GET /api/frontend/customer-address', { body: { data: [address] } });
      return { status: 201, body: { success: true, data: address } };
    });
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New delivery address' });
    await user.type(within(form).getByLabelText('Street address'), 'Marina Walk 5');
    await user.selectOptions(within(form).getByLabelText('Country'), await within(form).findByRole('option', { name: 'United Arab Emirates' }));
    await user.selectOptions(within(form).getByLabelText('State / Emirate'), await within(form).findByRole('option', { name: 'Dubai' }));
    await user.selectOptions(within(form).getByLabelText('City'), await within(form).findByRole('option', { name: 'Dubai City' }));
    await user.type(within(form).getByLabelText('Zip code'), '00000');
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(within(form).getByRole('button', { name: 'Use this address' }));
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.getByRole('button', { name: 'Review order' })).toHaveAttribute('aria-busy', 'true');
    expect(currentPath()).toBe('/checkout/cart_1_abcdef');
    act(() => letSaveGo());
    await waitFor(() => expect(currentPath()).toBe('/review-checkout'));
    expect(screen.queryByText('Please choose a delivery address.')).not.toBeInTheDocument();
  });

  it('places the order once from the review page and lands on the success page', async () => {
    const server = signedInServer(['cash_on_delivery']);
    const order = orderFixture({
      order_products: [{ id: 7, product_id: 11, quantity: 2, unit_price: 80, line_total: 160, product: { id: 11, name: 'Chef Knife', sku: 'CK-1', images: ['/api/images/11.png'] }, returnable_quantity: 2 }],
    });
    server.on('POST /api/frontend/checkout/place-order', { status: 201, body: { success: true, message: 'Thank you! Your order has been placed.', data: order, payment: null } });
    server.on('GET /api/frontend/orders/42', { body: order });
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await screen.findByRole('radio', { name: /Marina Walk 5/ });
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.dblClick(place);

    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(await screen.findByText('HC-ABCDEFGHJK')).toBeInTheDocument();
    const placed = server.callsTo('POST /api/frontend/checkout/place-order');
    expect(placed).toHaveLength(1);
    expect((placed[0] as RecordedCall).body).toEqual({ storefront: 'ae', address_id: 9, delivery_method: 'standard', payment_method: 'cash_on_delivery' });
    expect(placed[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(screen.getByText('Thank you! Your order has been placed.')).toBeInTheDocument();
    // Issue 33: the confirmation lists the lines with pictures, quantities and totals, the payment and its state, and the estimate.
    const line = screen.getByRole('row', { name: /Chef Knife/ });
    expect(within(line).getByRole('cell', { name: 'Chef Knife' }).querySelector('img')).toHaveAttribute('src', '/api/images/11.png');
    expect(within(line).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s+/g, ' '))).toEqual(['Chef Knife', '2', 'AED 80.00', 'AED 160.00']);
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('To be paid')).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery').nextElementSibling).toHaveTextContent('2-3 working days in the UAE');
    expect(screen.getByText('AED 185.00')).toBeInTheDocument();
  });

  it('keeps the review when placing fails, and says why', async () => {
    const server = signedInServer(['cash_on_delivery']);
    server.on('POST /api/frontend/checkout/place-order', { status: 422, body: { message: 'Your cart is empty.', errors: { cart: ['Your cart is empty.'] } } });
    sessionStorage.setItem('checkoutChoices', JSON.stringify({ cartPath: '/checkout/x', addressId: 9, deliveryMethod: 'standard', paymentMethod: 'cash_on_delivery', purchaseOrderNumber: '' }));
    await renderRoutes(commerceRoutes, { path: '/review-checkout', token: 'tok' });
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart is empty.');
    expect(currentPath()).toBe('/review-checkout');
  });

  // Issue 28: a 503 (a deadlock lost every retry on the server, or the database out of reach)
  // did nothing; the page sends it once more with the same Idempotency-Key before any error.
  const busy = { status: 503, body: { message: 'The store is busy right now. Please try again in a moment.' }, headers: { 'Retry-After': '1' } };
  const reviewing = () => sessionStorage.setItem('checkoutChoices', JSON.stringify({ cartPath: '/checkout/x', addressId: 9, deliveryMethod: 'standard', paymentMethod: 'cash_on_delivery', purchaseOrderNumber: '' }));

  it('sends a place-order answered 503 once more with the same Idempotency-Key, and lands on the success page', async () => {
    const server = signedInServer(['cash_on_delivery']);
    const order = orderFixture({ id: 43, number: 'HC-BCDEFGHJKL' });
    let answered = 0;
    server.on('POST /api/frontend/checkout/place-order', () => (answered++ === 0 ? busy : { status: 201, body: { success: true, message: 'Thank you! Your order has been placed.', data: order, payment: null } }));
    server.on('GET /api/frontend/orders/43', { body: order });
    reviewing();
    await renderRoutes(commerceRoutes, { path: '/review-checkout', token: 'tok' });
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' }, { timeout: 5_000 })).toBeInTheDocument();
    const placed = server.callsTo('POST /api/frontend/checkout/place-order');
    expect(placed).toHaveLength(2);
    const key = placed[0]?.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    expect(placed[1]?.headers.get('Idempotency-Key')).toBe(key);
    expect(placed[1]?.body).toEqual(placed[0]?.body);
  });

  it('shows the error after a second 503, having sent the order twice only', async () => {
    const server = signedInServer(['cash_on_delivery']);
    server.on('POST /api/frontend/checkout/place-order', busy);
    reviewing();
    await renderRoutes(commerceRoutes, { path: '/review-checkout', token: 'tok' });
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    // The alert region is always there (empty): wait for its words.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The store is busy right now. Please try again in a moment.'), { timeout: 5_000 });
    expect(server.callsTo('POST /api/frontend/checkout/place-order')).toHaveLength(2);
    expect(currentPath()).toBe('/review-checkout');
  });

  it('does not send again after a 500 or a 422: those are shown at once', async () => {
    const server = signedInServer(['cash_on_delivery']);
    server.on('POST /api/frontend/checkout/place-order', { status: 500, body: { message: 'Server error. Please try again later.' } });
    reviewing();
    await renderRoutes(commerceRoutes, { path: '/review-checkout', token: 'tok' });
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server error. Please try again later.'));
    expect(server.callsTo('POST /api/frontend/checkout/place-order')).toHaveLength(1);
  });
});

describe('/checkout without an id', { timeout: 30_000 }, () => {
  it('opens a fresh cart id', async () => {
    fakeServer();
    await renderRoutes(commerceRoutes, { path: '/checkout' });
    await waitFor(() => expect(currentPath()).toMatch(/^\/checkout\/cart_\d+_[a-z0-9]{6}$/));
  });
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
}

describe('cart page lines (docs/behaviour.md §8: the cart card toasts; failures only logged)', { timeout: 30_000 }, () => {
  afterEach(() => setWidth(1024));

  it.each([
    [1024, 'Item has been added to your cart.'],
    [639, 'Product Added To Cart.'],
  ])('raising a guest line at %i px says %j', async (width, text) => {
    setWidth(width);
    localStorage.setItem(STORAGE_KEYS.CartItems, JSON.stringify([guestLine]));
    fakeServer();
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_guest_1_abcdef' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add one more Chef Knife' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Lowering says nothing of the kind.
    await user.click(screen.getByRole('button', { name: 'Remove one Chef Knife' }));
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('a signed-in raise says it once the server took it', async () => {
    const server = fakeServer({
      'GET /api/frontend/cart': { body: { data: [cartLine(11, 'Chef Knife', 2, 80)], total: 2, subtotal: 160, currency: 'AED' } },
      'GET /api/frontend/save-for-later': { body: { data: [] } },
      'GET /api/frontend/customer-address': { body: { data: [] } },
      'POST /api/frontend/cart/add': { body: { success: true, message: 'ok' } },
    });
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add one more Chef Knife' }));
    expect(await screen.findByText('Item has been added to your cart.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/cart/add')[0]?.body).toEqual({ product_id: 11, quantity: 1 });
  });

  it('a typed quantity sets the line on blur, clamped to the line\'s maximum; an emptied box puts it back', async () => {
    const server = fakeServer({
      'GET /api/frontend/cart': { body: { data: [cartLine(11, 'Chef Knife', 2, 80)], total: 2, subtotal: 160, currency: 'AED' } },
      'GET /api/frontend/save-for-later': { body: { data: [] } },
      'GET /api/frontend/customer-address': { body: { data: [] } },
      'POST /api/frontend/cart/add': { body: { success: true, message: 'ok' } },
    });
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Quantity of Chef Knife' });
    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue('2');
    expect(server.callsTo('POST /api/frontend/cart/add')).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '50{Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/frontend/cart/add')).toHaveLength(1));
    expect(server.callsTo('POST /api/frontend/cart/add')[0]?.body).toEqual({ product_id: 11, quantity: 8 }); // 2 to its maximum of 10
  });

  it('a failed change is only logged and the line shows what the server holds', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      'GET /api/frontend/cart': { body: { data: [cartLine(11, 'Chef Knife', 2, 80)], total: 2, subtotal: 160, currency: 'AED' } },
      'GET /api/frontend/save-for-later': { body: { data: [] } },
      'GET /api/frontend/customer-address': { body: { data: [] } },
      'POST /api/frontend/cart/add': { status: 500, body: { message: 'Server error' } },
    });
    await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add one more Chef Knife' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Cart change failed:', expect.anything()));
    const stepper = screen.getByRole('group', { name: 'Quantity of Chef Knife' });
    await waitFor(() => expect(within(stepper).getByRole('button', { name: 'Add one more Chef Knife' })).toBeEnabled());
    expect(within(stepper).getByRole('textbox', { name: 'Quantity of Chef Knife' })).toHaveValue('2');
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    expect(screen.queryByText('Item has been added to your cart.')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("lists saved-for-later items as product cards with 'Remove From Saved'", async () => {
    const savedItem = {
      ...cartLine(21, 'Bread Knife', 1, 50).product, sku: 'BK-1', url: 'bread-knife', video_path: null, original_price: 60, sale_price: 50,
      front_sale_price: 50, price: 50, currency: 'AED', currency_title: 'AED', delivery_days: 2, store_id: 1, vendor_id: 1,
      selling_unit: 'Each', minimum_order_quantity: 1, in_stock: true, category_url: 'knives', parent_category_url: 'kitchen-supplies', quantity: 1,
    };
    let saved = [savedItem];
    fakeServer({
      'GET /api/frontend/cart': { body: { data: [cartLine(11, 'Chef Knife', 2, 80)], total: 2, subtotal: 160, currency: 'AED' } },
      'GET /api/frontend/save-for-later': () => ({ body: { data: saved } }),
      'GET /api/frontend/customer-address': { body: { data: [] } },
    });
    const { widgetApi } = await renderRoutes(commerceRoutes, { path: '/checkout/cart_1_abcdef', token: 'tok' });
    widgetApi.removeFromSaveForLater.mockImplementation(async () => {
      saved = [];
      return { success: true, message: 'ok' };
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Saved for later' });
    const card = within(section).getByRole('article', { name: /Bread Knife/ });
    expect(within(card).getByRole('button', { name: messages.card.addToCart })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: messages.card.removeFromSaved }));
    expect(widgetApi.removeFromSaveForLater).toHaveBeenCalledWith(21);
    expect(await screen.findByText(formatMessage(messages.toast.removedFromSaved, { 'product name': 'Bread Knife' }))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved for later' })).not.toBeInTheDocument());
  });
});
