import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { orderFixture } from '../../test/order-fixture';
import { currentPath, renderRoutes } from '../../test/render-route';

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } };

const order = (overrides: Record<string, unknown> = {}) =>
  orderFixture({ number: 'HC-AE1', status: 'delivered', payment_status: 'paid', can_cancel: false, can_return: true, ...overrides });

const usOrder = order({ id: 43, number: 'HC-US1', storefront: 'us', currency: 'USD', subtotal: 100, discount: 12, shipping: 15, tax: 9.2, tax_included: false, total: 124.2 });
const invoices = [
  { order_id: 42, number: 'HC-AE1', date: '2026-11-20', total: 185, currency: 'AED', payment_method: 'cash_on_delivery', payment_status: 'paid', invoice_url: '/api/frontend/orders/42/invoice' },
  { order_id: 43, number: 'HC-US1', date: '2026-11-21', total: 124.2, currency: 'USD', payment_method: 'card', payment_status: 'paid', invoice_url: '/api/frontend/orders/43/invoice' },
];

describe('sale invoices', { timeout: 30_000 }, () => {
  it('uae: a tax invoice with VAT shown as included and the TRN, printable, and its PDF downloaded with the token', async () => {
    const server = fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/42': { body: order() }, 'GET /api/frontend/orders/42/invoice': { body: {} } });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = await renderRoutes(commerceRoutes, { path: '/sale-invoice-uae?order=42', token: 'tok' });
    const user = userEvent.setup();
    const sheet = await screen.findByRole('article', { name: 'Tax Invoice' });
    expect(within(sheet).getByText('TRN 100394857600003')).toBeInTheDocument();
    expect(within(sheet).getByText('Invoice HC-AE1 · 20 Nov 2026')).toBeInTheDocument();
    expect(within(sheet).getByRole('cell', { name: 'CK-1' })).toBeInTheDocument();
    expect(within(sheet).getByText('Includes VAT (5%)')).toBeInTheDocument();
    expect(within(sheet).queryByText('Sales tax')).not.toBeInTheDocument();
    expect(within(sheet).getByText(/Prices include VAT at 5%: AED\s8\.81 of the total is VAT\./)).toBeInTheDocument();
    expect(within(sheet).getByText('Marina Walk 5, Dubai, United Arab Emirates')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download invoice HC-AE1 (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(server.callsTo('GET /api/frontend/orders/42/invoice')[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('us: sales tax as its own line at the rate checkout charged, no VAT and no TRN, the US seller', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders/43': { body: usOrder } });
    await renderRoutes(commerceRoutes, { path: '/sale-invoice-us?order=43', token: 'tok' });
    const sheet = await screen.findByRole('article', { name: 'Invoice' });
    expect(within(sheet).getByText('Sales tax')).toBeInTheDocument();
    expect(within(sheet).getByText(/Sales tax at 8% \(\$9\.20\) is added/)).toBeInTheDocument();
    expect(within(sheet).getByText(/You save \$12\.00 with Buy More, Save More\./)).toBeInTheDocument();
    expect(within(sheet).queryByText(/TRN/)).not.toBeInTheDocument();
    expect(within(sheet).queryByText('Includes VAT (5%)')).not.toBeInTheDocument();
    // The seller as the PDF prints it (core's store identity): the US address and federal tax number.
    const seller = within(sheet).getByRole('region', { name: 'Sold by' });
    expect(seller).toHaveTextContent('Horeca Store350 Fifth AvenueNew York, NY 10118, United StatesEIN 84-2917365');
  });

  it('without ?order lists only that store’s invoices; an order of the other store links to its own page', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/account/invoices': { body: { data: invoices } }, 'GET /api/frontend/orders/43': { body: usOrder } });
    const list = await renderRoutes(commerceRoutes, { path: '/sale-invoice-uae', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Invoice for order HC-AE1' })).toHaveAttribute('href', '/sale-invoice-uae?order=42');
    expect(screen.queryByRole('link', { name: 'Invoice for order HC-US1' })).not.toBeInTheDocument();
    list.unmount();
    await renderRoutes(commerceRoutes, { path: '/sale-invoice-uae?order=43', token: 'tok' });
    expect(await screen.findByText('This order was placed on the US store.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open its invoice' }));
    await waitFor(() => expect(currentPath()).toBe('/sale-invoice-us?order=43'));
  });

  it('keeps working when the API answers 500 (message and retry) or 404 (another customer’s order)', async () => {
    let fail = true;
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/orders/42': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: order() }),
      'GET /api/frontend/orders/99': { status: 404, body: { message: 'Order not found.' } },
    });
    const failing = await renderRoutes(commerceRoutes, { path: '/sale-invoice-uae?order=42', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Tax Invoice' })).toBeInTheDocument();
    failing.unmount();
    await renderRoutes(commerceRoutes, { path: '/sale-invoice-uae?order=99', token: 'tok' });
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
  });

  it('asks a guest to sign in and comes back to the same invoice', async () => {
    fakeServer();
    await renderRoutes(commerceRoutes, { path: '/sale-invoice-us?order=43' });
    const user = userEvent.setup();
    expect(screen.getByText(/Invoices belong to your account/)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Sign in to see your invoices' }));
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/sale-invoice-us?order=43');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});
