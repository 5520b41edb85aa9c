import { messages } from '@horeca/core/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../app/routes';
import { fakeServer } from '../test/fake-server';
import { orderFixture } from '../test/order-fixture';
import { currentPath, renderRoutes } from '../test/render-route';

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } };

const order = orderFixture;

describe('orders', { timeout: 30_000 }, () => {
  it('lists the orders with their actions, and reorders with the server message', async () => {
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/orders': { body: { data: [order()], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } } },
      'POST /api/frontend/reorder/42': { body: { success: true, message: 'The products of this order have been added to your cart.' } },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/my-order', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Order HC-ABCDEFGHJK' })).toBeInTheDocument();
    expect(screen.getByText('AED 185.00', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel order HC-ABCDEFGHJK' })).toHaveAttribute('href', '/cancel-order/42');
    expect(screen.queryByRole('link', { name: /Return items/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reorder HC-ABCDEFGHJK' }));
    // docs/behaviour.md §8: the server's message as a notice (the library default, top-right).
    expect(await within(screen.getByRole('status', { name: 'Notices' })).findByText('The products of this order have been added to your cart.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/reorder/42')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a failed reorder as an error notice', async () => {
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/orders': { body: { data: [order()], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } } },
      'POST /api/frontend/reorder/42': { status: 422, body: { message: 'None of the products of this order are available any more.' } },
    });
    await renderRoutes(commerceRoutes, { path: '/registration/all-orders', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reorder HC-ABCDEFGHJK' }));
    const notice = (await within(screen.getByRole('status', { name: 'Notices' })).findByText('None of the products of this order are available any more.')).closest('[data-tone]');
    expect(notice).toHaveAttribute('data-tone', 'error');
  });

  it('keeps the page usable when the list cannot load, with a retry', async () => {
    let fail = true;
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/orders': () => (fail ? { status: 404, body: { message: 'Not found' } } : { body: { data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } } }),
    });
    await renderRoutes(commerceRoutes, { path: '/my-order', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not placed an order yet.')).toBeInTheDocument();
  });

  it('cancels an order before processing after asking, and explains when it is too late', async () => {
    let current = order();
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/orders/42': () => ({ body: current }),
      'POST /api/frontend/orders/42/cancel': () => {
        current = order({ status: 'cancelled', can_cancel: false });
        return { body: { success: true, message: 'Your order has been cancelled.', data: current } };
      },
    });
    await renderRoutes(commerceRoutes, { path: '/cancel-order/42', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel this order' }));
    await waitFor(() => expect(currentPath()).toBe('/order-details/42'));
    expect(await screen.findByText('Your order has been cancelled.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/orders/42/cancel')).toHaveLength(1);
  });

  it('does not offer cancelling once processing has started', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: order({ status: 'processing', can_cancel: false, can_return: true }) } });
    await renderRoutes(commerceRoutes, { path: '/cancel-order/42', token: 'tok' });
    expect(await screen.findByText(/can no longer be cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, cancel this order' })).not.toBeInTheDocument();
  });

  it('shows an order with VAT included, its address and payment, and downloads the invoice with the token', async () => {
    const server = fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: order() } });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    server.on('GET /api/frontend/orders/42/invoice', { body: {} });
    const { container } = await renderRoutes(commerceRoutes, { path: '/order-details/42', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Order HC-ABCDEFGHJK', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Chef Knife' })).toBeInTheDocument();
    expect(screen.getByText('Includes VAT (5%)')).toBeInTheDocument();
    expect(screen.getByText(/Marina Walk 5, Dubai, United Arab Emirates/)).toBeInTheDocument();
    expect(screen.getByText(/Cash on delivery · To be paid/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download invoice for HC-ABCDEFGHJK' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(server.callsTo('GET /api/frontend/orders/42/invoice')[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('tracking by order number', { timeout: 30_000 }, () => {
  it('checks both fields, says when nothing matches and shows the status when found', async () => {
    const server = fakeServer({ 'POST /api/frontend/track-order': { status: 404, body: { message: 'No order matches this number and email.' } } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/TrackYourOrder' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getByText('Please enter your order number.')).toBeInTheDocument();
    expect(screen.getByText(messages.login.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Order number'), 'hc-abcdefghjk');
    await user.type(screen.getByLabelText('Email address'), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('No order matches this number and email.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/frontend/track-order')[0]?.body).toEqual({ order_number: 'HC-ABCDEFGHJK', email: 'lina@example.com' });

    server.on('POST /api/frontend/track-order', { body: { data: { number: 'HC-ABCDEFGHJK', status: 'shipped', created_at: '2026-11-20T10:00:00.000Z', payment_status: 'paid', order_products: [{ quantity: 2, product: { name: 'Chef Knife', images: [] } }] } } });
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    const steps = await screen.findByRole('list', { name: 'Status' });
    expect(within(steps).getByText('Shipped')).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations(container)).toEqual([]);
  });
});
