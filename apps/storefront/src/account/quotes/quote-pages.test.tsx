import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { currentPath, renderRoutes } from '../../test/render-route';

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

  it('edits a requested quotation: quantity checked at the field, a line removed, a product added, saved through PUT', async () => {
    const twoLines = { ...quote, items: [...quote.items, { id: 2, product_id: 12, name: 'Bread Knife', sku: 'BK-1', quantity: 1, unit_price: 50, line_total: 50 }] };
    const saved = { ...quote, updated_at: '2026-11-21T10:00:00.000Z', items: [{ ...quote.items[0]!, quantity: 40 }, { id: 3, product_id: 77, name: 'Steak Knife', sku: 'SK-7', quantity: 1, unit_price: 30, line_total: 30 }] };
    let current = twoLines;
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/quotes/5': () => ({ body: { data: current } }),
      'GET /api/frontend/search': { body: { products: [{ id: 77, name: 'Steak Knife', sku: 'SK-7', images: [], url: 'steak-knife', grandparent_category_slug: null, parent_category_slug: null, original_price: 30, front_sale_price: 30, brand_id: null, store_id: null, quantity: 1 }], categories: [], brands: [] } },
      'PUT /api/frontend/quotes/5': () => {
        current = saved;
        return { body: { success: true, message: 'Your quotation has been updated.', data: saved } };
      },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/update-quotation/5', token: 'tok' });
    const user = userEvent.setup();
    const quantity = await screen.findByLabelText('Quantity of Chef Knife');
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Save quotation' }));
    expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number from 1 to 100.');
    expect(server.callsTo('PUT /api/frontend/quotes/5')).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '40');
    expect(quantity).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Remove Bread Knife' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a product by name or item number' }), 'steak');
    await user.click(screen.getByRole('button', { name: 'Find products' }));
    await user.click(await screen.findByRole('button', { name: 'Add Steak Knife' }));
    expect(screen.getByLabelText('Quantity of Steak Knife')).toHaveValue(1);
    await user.clear(screen.getByLabelText('Notes for our sales team (optional)'));
    await user.type(screen.getByLabelText('Notes for our sales team (optional)'), 'Urgent');
    await user.click(screen.getByRole('button', { name: 'Save quotation' }));
    await waitFor(() => expect(currentPath()).toBe('/view-quotation/5'));
    expect(server.callsTo('PUT /api/frontend/quotes/5')[0]?.body).toEqual({ items: [{ product_id: 11, quantity: 40 }, { product_id: 77, quantity: 1 }], notes: 'Urgent' });
    expect(await screen.findByText('Your quotation has been updated.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Steak Knife' })).toBeInTheDocument();
  });

  it('shows the API’s 422 at the line, a 500 as a notice keeping the edits, and refuses to edit a priced quotation', async () => {
    let answer = { status: 422, body: { message: 'Quantity must be at most 100.', errors: { 'items[0].quantity': ['Quantity must be at most 100.'] } } };
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/quotes/5': { body: { data: quote } },
      'PUT /api/frontend/quotes/5': () => answer,
      'GET /api/frontend/quotes/6': { body: { data: { ...quote, id: 6, number: 'Q-200', status: 'quoted', can_update: false } } },
    });
    const page = await renderRoutes(commerceRoutes, { path: '/update-quotation/5', token: 'tok' });
    const user = userEvent.setup();
    const quantity = await screen.findByLabelText('Quantity of Chef Knife');
    await user.click(screen.getByRole('button', { name: 'Save quotation' }));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Quantity must be at most 100.'));
    answer = { status: 500, body: { message: 'Server Error', errors: {} } } as typeof answer;
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Save quotation' }));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(currentPath()).toBe('/update-quotation/5');
    expect(screen.getByLabelText('Quantity of Chef Knife')).toHaveValue(3);
    page.unmount();
    await renderRoutes(commerceRoutes, { path: '/update-quotation/6', token: 'tok' });
    expect(await screen.findByText('This quotation has been priced already, so it can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save quotation' })).not.toBeInTheDocument();
  });

  it('/download-quotation lists the customer’s quotations with PDFs, and explains itself to a guest', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/quotes': { body: { data: [quote] } } });
    const { container, unmount } = await renderRoutes(commerceRoutes, { path: '/download-quotation', token: 'tok' });
    expect(await screen.findByRole('button', { name: 'Download quotation Q-100 (PDF)' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Quotation Q-100' })).toHaveAttribute('href', '/view-quotation/5');
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    localStorage.clear();
    await renderRoutes(commerceRoutes, { path: '/download-quotation' });
    expect(screen.getByText(/Quotations are kept in your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to download your quotations' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Request a quotation' })).toHaveAttribute('href', '/create-quotation');
  });
});
