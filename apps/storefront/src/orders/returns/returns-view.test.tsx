// Issue 33: returns a buyer can follow in the storefront: My Orders' Returns view lists every
// return with its state and timeline; the order page shows its own; a request is withdrawn
// after one more question; a rejected return says why.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { orderFixture } from '../../test/order-fixture';
import { renderRoutes } from '../../test/render-route';

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } };

function aReturn(overrides: Record<string, unknown> = {}) {
  return {
    id: 12, order_id: 42, order_number: 'HC-ABCDEFGHJK', order_product_id: 7, product: { id: 11, name: 'Chef Knife', images: ['/api/images/11.png'] },
    quantity: 1, value: 240, storefront: 'ae', currency: 'AED', reason: 'Damaged or defective', description: 'Chipped', status: 'requested', rejection_reason: null,
    timeline: [{ status: 'requested', at: '2026-11-21T09:00:00.000Z' }], can_withdraw: true, created_at: '2026-11-21T09:00:00.000Z', files: [],
    ...overrides,
  };
}

describe('returns a buyer can follow', { timeout: 30_000 }, () => {
  it('My Orders has a Returns view: each return with its order, state and timeline', async () => {
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/returns': {
        body: {
          data: [
            aReturn({ id: 13, quantity: 2, value: 1250.5, status: 'approved', can_withdraw: false, timeline: [{ status: 'requested', at: '2026-11-21T09:00:00.000Z' }, { status: 'approved', at: '2026-11-22T09:00:00.000Z' }] }),
            aReturn({ id: 12, status: 'rejected', can_withdraw: false, rejection_reason: 'Outside the return period.', timeline: [{ status: 'requested', at: '2026-11-20T09:00:00.000Z' }, { status: 'rejected', at: '2026-11-21T09:00:00.000Z' }] }),
          ],
        },
      },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/my-order?view=returns', token: 'tok' });
    const views = screen.getByRole('navigation', { name: 'My Orders' });
    expect(within(views).getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/my-order');

    const approved = await screen.findByRole('article', { name: 'Return #13: Chef Knife' });
    expect(within(approved).getByRole('link', { name: 'Order HC-ABCDEFGHJK' })).toHaveAttribute('href', '/order-details/42');
    expect(within(approved).getByText('Quantity: 2 · Value: AED 1,250.50 · Reason: Damaged or defective')).toBeInTheDocument();
    const steps = within(approved).getByRole('list', { name: 'Progress of return #13' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.firstChild?.textContent)).toEqual(['Requested', 'Approved', 'Received', 'Refunded']);
    expect(within(steps).getByText('Approved').parentElement).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('22 Nov 2026')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const rejected = screen.getByRole('article', { name: 'Return #12: Chef Knife' });
    expect(within(within(rejected).getByRole('list', { name: 'Progress of return #12' })).getAllByRole('listitem').map((step) => step.firstChild?.textContent)).toEqual(['Requested', 'Rejected']);
    const why = within(rejected).getByText('Outside the return period.');
    expect(why.tagName).toBe('BDI');
    expect(why.parentElement).toHaveTextContent('Not accepted: Outside the return period.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('withdraws a request after asking once more, with the server message, and reads the list again', async () => {
    let current = aReturn();
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/returns': () => ({ body: { data: [current] } }),
      'POST /api/frontend/returns/12/withdraw': () => {
        current = aReturn({ status: 'withdrawn', can_withdraw: false, timeline: [{ status: 'requested', at: '2026-11-21T09:00:00.000Z' }, { status: 'withdrawn', at: '2026-11-21T10:00:00.000Z' }] });
        return { body: { success: true, message: 'Your return request has been withdrawn.', data: current } };
      },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/registration/all-orders?view=returns', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw return #12' }));
    const question = screen.getByRole('group', { name: 'Withdraw return #12' });
    expect(within(question).getByRole('button', { name: 'Yes, withdraw it' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Keep the request' }));
    expect(server.callsTo('POST /api/frontend/returns/12/withdraw')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw return #12' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByText('Your return request has been withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Withdrawn', { selector: '.cf-return-state' })).toBeInTheDocument());
    expect(server.callsTo('POST /api/frontend/returns/12/withdraw')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Withdraw return/ })).not.toBeInTheDocument();
  });

  it("the order's page lists its returns and the delivery the store promises; My Orders shows pictures and the returns", async () => {
    const order = orderFixture({
      status: 'shipped', can_cancel: false, can_return: true,
      order_products: [{ id: 7, product_id: 11, quantity: 2, unit_price: 80, line_total: 160, product: { id: 11, name: 'Chef Knife', sku: 'CK-1', images: ['/api/images/11.png'] }, returnable_quantity: 1 }],
      returns: [aReturn()],
    });
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/orders/42': { body: order },
      'GET /api/frontend/orders': { body: { data: [order], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } } },
    });
    const page = await renderRoutes(commerceRoutes, { path: '/order-details/42', token: 'tok' });
    const returns = await screen.findByRole('region', { name: 'Returns of this order' });
    expect(within(returns).getByRole('article', { name: 'Return #12: Chef Knife' })).toBeInTheDocument();
    expect(within(returns).getByText('Requested', { selector: '.cf-return-state' })).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery: 2-3 working days in the UAE')).toBeInTheDocument();
    expect(screen.getByRole('table')).toContainElement(screen.getByRole('cell', { name: 'Chef Knife' }).querySelector('img'));
    expect(await axeViolations(page.container)).toEqual([]);
    page.unmount();

    await renderRoutes(commerceRoutes, { path: '/my-order', token: 'tok' });
    const pictures = await screen.findByRole('list', { name: 'Products of order HC-ABCDEFGHJK' });
    expect(within(pictures).getByRole('img', { name: 'Chef Knife' })).toHaveAttribute('src', '/api/images/11.png');
    expect(screen.getByRole('link', { name: '1 return: Requested' })).toHaveAttribute('href', '/order-details/42#order-returns');
  });
});
