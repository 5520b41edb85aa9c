import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../routes';
import { fakeServer } from '../test/fake-server';
import { currentPath, renderRoutes } from '../test/render-route';

const me = { data: { id: 1, name: 'Omar', email: 'omar@example.com', type: 'Hotel' } };
const quote = {
  id: 5, number: 'Q-100', status: 'requested', storefront: 'ae', currency: 'AED', notes: '', valid_until: null, can_update: true, total: 160,
  items: [{ id: 1, product_id: 11, name: 'Chef Knife', sku: 'CK-1', quantity: 2, unit_price: 80, line_total: 160 }],
  created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z',
};

describe('quotations', { timeout: 30_000 }, () => {
  it('requests a quotation from the cart and opens it', async () => {
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/cart': { body: { data: [{ id: 1, product_id: 11, quantity: 2, unit_price: 80, line_total: 160, available: true, product: { name: 'Chef Knife', images: [], image: null } }], total: 2, subtotal: 160, currency: 'AED' } },
      'POST /api/frontend/quotes': { status: 201, body: { success: true, message: 'Your quotation request has been received.', data: quote } },
      'GET /api/frontend/quotes/5': { body: { data: quote } },
    });
    await renderRoutes(commerceRoutes, { path: '/create-quotation', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByText('Chef Knife × 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes for our sales team (optional)'), 'Forty units');
    await user.click(screen.getByRole('button', { name: 'Request quotation' }));
    await waitFor(() => expect(currentPath()).toBe('/view-quotation/5'));
    expect(server.callsTo('POST /api/frontend/quotes')[0]?.body).toEqual({ from_cart: true, notes: 'Forty units', storefront: 'ae' });
    expect(await screen.findByRole('heading', { name: 'Quotation Q-100' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Chef Knife' })).toBeInTheDocument();
  });

  it('lists quotations with their PDF downloads, and explains an empty list', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/quotes': { body: { data: [quote] } } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/my-quotes', token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Quotation Q-100' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download quotation Q-100 (PDF)' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View quotation Q-100' })).toHaveAttribute('href', '/view-quotation/5');
    expect(await axeViolations(container)).toEqual([]);
  });
});
