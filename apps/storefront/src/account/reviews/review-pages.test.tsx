import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { commerceRoutes } from '../../app/routes';
import { fakeServer } from '../../test/fake-server';
import { currentPath, renderRoutes } from '../../test/render-route';

const me = { data: { id: 1, name: 'Lina', email: 'lina@example.com', type: 'Private' } };
const knife = { id: 11, name: 'Chef Knife', path: '/kitchen/knives/chef-knife', image: null };
const board = { id: 12, name: 'Cutting Board', path: '/kitchen/boards/cutting-board', image: null };
const written = { id: 90, author: 'Lina', rating: 4, title: 'Sharp and sturdy', body: 'Our kitchen team uses it every day.', created_at: '2026-11-20T10:00:00.000Z', product: knife };

describe('reviews', { timeout: 30_000 }, () => {
  it('/registration/reviews lists the customer’s reviews and the delivered products waiting for one', async () => {
    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/account/reviews': { body: { data: [written], to_review: [{ product: board, order_number: 'HC-1' }] } } });
    const { container } = await renderRoutes(commerceRoutes, { path: '/registration/reviews', token: 'tok' });
    const review = (await screen.findByRole('heading', { name: 'Sharp and sturdy' })).closest('li')!;
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Chef Knife' })).toHaveAttribute('href', '/kitchen/knives/chef-knife');
    expect(screen.getByText('From order HC-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review of Cutting Board' })).toHaveAttribute('href', '/review?product=12');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('/review checks every field before sending, keeps what was typed, and publishes through the API', async () => {
    const server = fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/account/reviews': { body: { data: [], to_review: [{ product: knife, order_number: 'HC-1' }, { product: board, order_number: 'HC-1' }] } },
      'POST /api/frontend/reviews': { status: 201, body: { success: true, message: 'Thank you! Your review has been published.', data: { ...written, product: board } } },
    });
    const { container } = await renderRoutes(commerceRoutes, { path: '/review?product=12', token: 'tok' });
    const user = userEvent.setup();
    const product = await screen.findByRole('combobox', { name: 'Product' });
    expect(product).toHaveValue('12');
    await user.type(screen.getByLabelText('Your review'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars.');
    expect(screen.getByLabelText('Title of your review')).toHaveAccessibleDescription('Please give your review a title.');
    expect(screen.getByLabelText('Your review')).toHaveAccessibleDescription('Please write at least 10 characters.');
    expect(screen.getByLabelText('Your review')).toHaveValue('Too short');
    expect(server.callsTo('POST /api/frontend/reviews')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Title of your review'), 'Solid board');
    await user.type(screen.getByLabelText('Your review'), ', but it does not slip at all.');
    expect(screen.getByLabelText('Your review')).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(currentPath()).toBe('/registration/reviews'));
    expect(server.callsTo('POST /api/frontend/reviews')[0]?.body).toEqual({ product_id: 12, rating: 5, title: 'Solid board', body: 'Too short, but it does not slip at all.' });
    expect(await screen.findByText('Thank you! Your review has been published.')).toBeInTheDocument();
  });

  it('shows the API’s 422 at its field, a 500 in the banner, and explains when nothing can be reviewed', async () => {
    let answer: { status: number; body: unknown } = { status: 422, body: { message: 'You can review products from your delivered orders only.', errors: { product_id: ['You can review products from your delivered orders only.'] } } };
    fakeServer({
      'GET /api/frontend/me': { body: me },
      'GET /api/frontend/account/reviews': { body: { data: [], to_review: [{ product: knife, order_number: 'HC-1' }] } },
      'POST /api/frontend/reviews': () => answer,
    });
    const page = await renderRoutes(commerceRoutes, { path: '/review?product=11', token: 'tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByLabelText('Title of your review'), 'Fine');
    await user.type(screen.getByLabelText('Your review'), 'Does the job in a busy kitchen.');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription('You can review products from your delivered orders only.'));
    answer = { status: 500, body: { message: 'Server Error' } };
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    expect(screen.getByLabelText('Your review')).toHaveValue('Does the job in a busy kitchen.');
    page.unmount();

    fakeServer({ 'GET /api/frontend/me': { body: me }, 'GET /api/frontend/account/reviews': { body: { data: [], to_review: [] } } });
    await renderRoutes(commerceRoutes, { path: '/review', token: 'tok' });
    expect(await screen.findByText(/You can review products once an order of yours has been delivered\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
  });
});
