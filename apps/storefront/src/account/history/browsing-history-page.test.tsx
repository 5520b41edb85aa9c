import { STORAGE_KEYS } from '@horeca/core/storage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { renderRoutes } from '../../test/render-route';

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } };
const card = (id: number, name: string) => ({
  id, product_id: id, name, sku: `SKU-${id}`, url: `item-${id}`, image: null, images: [], video_path: null, original_price: 80, sale_price: 80,
  front_sale_price: 80, price: 80, currency: 'AED', currency_title: 'AED', delivery_days: null, store_id: 1, vendor_id: 1, selling_unit: 'piece',
  minimum_order_quantity: 1, maximum_order_quantity: 50, in_stock: true, category_url: 'knives', parent_category_url: 'kitchen',
});

describe('browsing history', { timeout: 30_000 }, () => {
  it('shows the recently viewed products newest first as product cards, inside the account area', async () => {
    const server = fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/recent-products': { body: { data: [card(2, 'Bread Knife'), card(1, 'Chef Knife')] } } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/registration/browsing-history', token: 'tok' });
    const grid = await screen.findByRole('list', { name: 'Browsing History' });
    expect(within(grid).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Bread Knife', 'Chef Knife']);
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(nav).getByRole('link', { name: 'Browsing History' })).toHaveAttribute('aria-current', 'page');
    expect(server.callsTo('GET /api/frontend/recent-products')[0]?.query.get('storefront')).toBe('ae');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('explains an empty history, and keeps the page usable with a retry when the API answers 500', async () => {
    let fail = true;
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/recent-products': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: { data: [] } }),
    });
    await renderRoutes(commerceRoutes, { path: '/registration/browsing-history', token: 'tok' });
    const user = userEvent.setup();
    expect(await screen.findByText(/Your browsing history could not be loaded\./, {}, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have not viewed any products yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/all-categories');
  });

  it('is protected (docs/behaviour.md §2.2), as are the other new account routes', async () => {
    for (const path of ['/registration/browsing-history', '/registration/reviews', '/review', '/update-quotation/5']) {
      localStorage.clear();
      fakeServer();
      const page = await renderRoutes(commerceRoutes, { path });
      expect(await screen.findByText('Current page: /login')).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe(path);
      page.unmount();
    }
  });
});
