// Prices and dates on an Arabic page (issue 23): the storefront's own pages write them as the
// widgets do, through core's ar-AE formatting (د.إ., the shopper's digits), never 'AED 1,234.00'.
import { screen } from '@testing-library/react';
import { commerceRoutes } from '../app/routes';
import { fakeServer } from '../test/fake-server';
import { orderFixture } from '../test/order-fixture';
import { renderRoutes } from '../test/render-route';

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } };
const orders = { data: [orderFixture({ total: 1234.5 })], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } };

describe('order prices and dates in Arabic', { timeout: 30_000 }, () => {
  it('writes the total in dirhams as د.إ. and the date with an Arabic month, no English price', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders': { body: orders } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/my-order', token: 'tok', lang: 'ar' });
    expect(await screen.findByText(/1,234\.50\s*د\.إ\./)).toBeInTheDocument();
    expect(screen.getByText(/20 نوفمبر 2026/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/AED|Nov/);
  });

  it('writes Arabic-Indic digits when the shopper chose them', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders': { body: orders } });
    await renderRoutes(commerceRoutes, { path: '/my-order', token: 'tok', lang: 'ar', digits: 'arab' });
    expect(await screen.findByText(/١٬٢٣٤٫٥٠\s*د\.إ\./)).toBeInTheDocument();
    expect(screen.getByText(/٢٠ نوفمبر ٢٠٢٦/)).toBeInTheDocument();
  });

  it('keeps the English page as the spec writes it', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/orders': { body: orders } });
    await renderRoutes(commerceRoutes, { path: '/my-order', token: 'tok' });
    expect(await screen.findByText('AED 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
  });
});
