import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWidget } from '../../../../packages/widgets/test/render';
import { fakeServer } from '../test/fake-server';
import { orderFixture } from '../test/order-fixture';
import { ReorderList } from './reorder-list';

const ordersAnswer = { body: { data: [orderFixture()], meta: { page: 1, per_page: 3, total: 1, last_page: 1 } } };

function renderReorderList() {
  renderWidget(
    <MemoryRouter>
      <ReorderList />
    </MemoryRouter>,
    { signedIn: true },
  );
}

describe("the user menu's Reorder In One Click (docs/behaviour.md §2.7, §8)", { timeout: 20_000 }, () => {
  it("puts an order back in the cart and shows the server's message as a notice, top-right", async () => {
    const server = fakeServer({
      'GET /api/frontend/orders': ordersAnswer,
      'POST /api/frontend/reorder/42': { body: { success: true, message: 'The products of this order have been added to your cart.' } },
    });
    renderReorderList();
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Reorder In One Click' });
    await user.click(await within(section).findByRole('button', { name: 'Reorder' }));
    const notice = (await within(screen.getByRole('status', { name: 'Notices' })).findByText('The products of this order have been added to your cart.')).closest('[data-tone]');
    expect(notice).toHaveAttribute('data-tone', 'success');
    expect(server.callsTo('POST /api/frontend/reorder/42')).toHaveLength(1);
  });

  it('shows a failure as an error notice with its icon', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      'GET /api/frontend/orders': ordersAnswer,
      'POST /api/frontend/reorder/42': { status: 422, body: { message: 'None of the products of this order are available any more.' } },
    });
    renderReorderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    const notice = (await within(screen.getByRole('status', { name: 'Notices' })).findByText('None of the products of this order are available any more.')).closest('[data-tone]');
    expect(notice).toHaveAttribute('data-tone', 'error');
    expect(notice?.querySelector('svg[data-icon="error"]')).not.toBeNull();
  });
});
